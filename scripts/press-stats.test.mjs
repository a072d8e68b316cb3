// @ts-check
// The press bench's statistics, fed synthetic loads whose truth is known: each press waits for the
// next frame (uniform over 0–16.7 ms), plus jitter, plus an offset that all of one load's presses
// share. Seeded, so each run draws the same numbers.
import { describe, expect, it } from "vitest";
import { compareByLoad, seededRandom, verdictOf } from "./press-stats.mjs";

const FRAME_MS = 1000 / 60;
const LOADS = 20; // per arm, about what the bench takes to resolve the later adds
const PRESSES = 7; // the later adds of one load
const TRIALS = 200;
/** 200 trials of 1,000 resamples take about 3 s alone, more beside the rest of the suite. */
const SLOW = { timeout: 60_000 };

/**
 * Loads of presses: 6 ms of work plus `shift`, the frame's wait, jitter, and the load's offset.
 * @param {() => number} random
 * @param {number} shift
 */
function syntheticLoads(random, shift) {
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return Array.from({ length: LOADS }, () => {
    const offset = 3 * normal();
    return Array.from({ length: PRESSES }, () => 6 + shift + offset + FRAME_MS * random() + normal());
  });
}

/**
 * Each trial's interval on the change minus the base, the change `shift` ms slower.
 * @param {number} seed
 * @param {number} shift
 */
function trials(seed, shift) {
  const random = seededRandom(seed);
  return Array.from({ length: TRIALS }, () => {
    const [base, change] = [syntheticLoads(random, 0), syntheticLoads(random, shift)];
    return compareByLoad(base, change, { random, resamples: 1000 }).diff;
  });
}

describe("compareByLoad", () => {
  it("covers the true difference, none, in at least 93% of trials", SLOW, () => {
    const covered = trials(1, 0).filter(({ low, high }) => low <= 0 && 0 <= high).length;
    expect(covered / TRIALS).toBeGreaterThanOrEqual(0.93);
  });

  it("finds a 5 ms shift: the interval excludes 0, and covers 5 in at least 93% of trials", SLOW, () => {
    const intervals = trials(1, 5);
    const found = intervals.filter(({ low }) => low > 0).length;
    const covered = intervals.filter(({ low, high }) => low <= 5 && 5 <= high).length;
    expect(found / TRIALS).toBeGreaterThanOrEqual(0.9);
    expect(covered / TRIALS).toBeGreaterThanOrEqual(0.93);
  });

  it("gives each arm's median and count, and a wider interval for the whole family", () => {
    const random = seededRandom(3);
    const result = compareByLoad(
      [[1, 2, 3], [4]],
      [
        [5, 6],
        [7, 8, 9],
      ],
      { random, comparisons: 7 },
    );
    expect(result.median).toEqual({ base: 2.5, change: 7 });
    expect(result.n).toEqual({ base: 4, change: 5 });
    expect(result.diff.median).toBe(4.5);
    expect(result.familywise.level).toBeCloseTo(1 - 0.05 / 7);
    expect(result.familywise.low).toBeLessThanOrEqual(result.diff.low);
    expect(result.familywise.high).toBeGreaterThanOrEqual(result.diff.high);
  });
});

describe("verdictOf", () => {
  // Each kind's threshold is a band around 0, here ±2 ms.
  it("decides an interval wholly beyond the band, however much wider than the threshold it is", () => {
    expect(verdictOf({ low: 3, high: 19 }, 2)).toBe("slower");
    expect(verdictOf({ low: -83.2, high: -41.7 }, 12)).toBe("faster");
  });

  it("calls an interval wholly inside the band the same, even when it excludes 0", () => {
    expect(verdictOf({ low: -1, high: 1.5 }, 2)).toBe("same");
    expect(verdictOf({ low: 0.5, high: 2 }, 2)).toBe("same");
    expect(verdictOf({ low: -2, high: -0.5 }, 2)).toBe("same");
  });

  it("leaves an interval that crosses an edge of the band unresolved, narrow or wide", () => {
    expect(verdictOf({ low: 1, high: 3 }, 2)).toBe("unresolved");
    expect(verdictOf({ low: -2.5, high: -1.5 }, 2)).toBe("unresolved");
    expect(verdictOf({ low: 2, high: 9 }, 2)).toBe("unresolved");
    expect(verdictOf({ low: -9, high: 9 }, 2)).toBe("unresolved");
  });

  it("reads a kind without a threshold by the side of 0 alone", () => {
    expect(verdictOf({ low: 0.5, high: 40 }, undefined)).toBe("slower");
    expect(verdictOf({ low: -40, high: -0.5 }, undefined)).toBe("faster");
    expect(verdictOf({ low: -40, high: 40 }, undefined)).toBe("same");
  });
});
