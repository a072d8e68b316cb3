// @ts-check
// What the press bench makes of its loads: which presses each kind compares, against what, and when
// a kind may be decided. The statistics themselves are press-stats.test.mjs's.
import { describe, expect, it } from "vitest";
import { allResolved, compareKinds } from "./press-report.mjs";
import { seededRandom } from "./press-stats.mjs";

/** @import { Kind, Press } from "./press-page.mjs" */
/** @import { Load } from "./press-report.mjs" */

/**
 * A press of `kind` whose figure is `paintedMs`.
 * @param {Kind} kind
 * @param {number} paintedMs
 * @returns {Press}
 */
const press = (kind, paintedMs) => ({
  kind,
  label: kind,
  paintedMs,
  handledMs: paintedMs - 8,
  frameMs: paintedMs - 2,
  eventMs: 16,
  under: true,
});

/**
 * `rounds` loads of `arm`, each with one press of every kind, `slower` ms added to the adds.
 * @param {"base" | "change"} arm
 * @param {number} rounds
 * @param {number} [slower]
 * @returns {Load[]}
 */
const loadsOf = (arm, rounds, slower = 0) =>
  Array.from({ length: rounds }, (_, round) => ({
    arm,
    round,
    presses: [
      press("first-add", 30 + (round % 3)),
      ...[20, 21, 22, 23].map((ms) => press("add", ms + slower + (round % 2))),
      press("banner", 22 + (round % 2)),
      press("basket-link", 120 + (round % 3)),
      press("remove", 24 + (round % 2)),
      press("floor", 10 + (round % 2)),
      press("page-change", 60 + (round % 2)),
      // As in the bench, the 200-line basket comes in some rounds only: here, too few for a verdict.
      ...(round === 0 ? [press("remove-200", 40)] : []),
    ],
  }));

describe("compareKinds", () => {
  it("against a base, compares each kind with the same kind, and finds the adds slower", () => {
    const loads = [...loadsOf("base", 6), ...loadsOf("change", 6, 10)];
    const results = compareKinds(loads, { random: seededRandom(1), withBase: true });
    const byKind = Object.fromEntries(results.map((result) => [result.kind, result]));
    expect(Object.keys(byKind)).toEqual([
      "first-add",
      "add",
      "banner",
      "basket-link",
      "remove",
      "remove-200",
      "floor",
    ]);
    expect(byKind.add?.verdict).toBe("slower");
    expect(byKind.add?.comparison.diff.median).toBe(10);
    expect(byKind.remove?.verdict).toBe("same");
    expect(byKind.floor?.verdict).toBe("same");
  });

  it("alone, compares each kind with its floor in the same loads: the basket link with a page change", () => {
    const results = compareKinds(loadsOf("change", 6), { random: seededRandom(1), withBase: false });
    const byKind = Object.fromEntries(results.map((result) => [result.kind, result]));
    expect(byKind.floor).toBeUndefined();
    expect(byKind["basket-link"]?.against).toBe("page-change");
    expect(byKind["basket-link"]?.comparison.median).toEqual({ base: 60.5, change: 121 });
    expect(byKind.add?.against).toBe("floor");
    expect(byKind.add?.comparison.median).toEqual({ base: 10.5, change: 22 });
  });

  it("with familywise, rests each verdict on the family's wider interval, as an A/A check asks", () => {
    const loads = [...loadsOf("base", 6), ...loadsOf("change", 6, 10)];
    const [own, family] = [false, true].map((familywise) =>
      compareKinds(loads, { random: seededRandom(1), withBase: true, familywise }),
    );
    const basket = (/** @type {typeof own} */ results) => results?.find(({ kind }) => kind === "basket-link");
    expect(basket(own)?.interval).toEqual(basket(own)?.comparison.diff);
    expect(basket(family)?.interval).toEqual(basket(family)?.comparison.familywise);
    expect(basket(family)?.comparison.familywise.level).toBeCloseTo(1 - 0.05 / 7);
  });

  it("decides nothing on fewer than 3 loads a build, however narrow the interval", () => {
    const loads = [...loadsOf("base", 2), ...loadsOf("change", 2, 10)];
    const results = compareKinds(loads, { random: seededRandom(1), withBase: true });
    expect(results.map((result) => result.verdict)).toEqual(results.map(() => "unresolved"));
    expect(allResolved(results)).toBe(false);
  });
});

describe("allResolved", () => {
  it("holds once every kind with a threshold is decided, the 200-line removal aside", () => {
    const loads = [...loadsOf("base", 6), ...loadsOf("change", 6)];
    const results = compareKinds(loads, { random: seededRandom(1), withBase: true });
    expect(results.find((result) => result.kind === "remove-200")?.verdict).toBe("unresolved");
    expect(allResolved(results)).toBe(true);
    const wide = results.map((result) =>
      result.kind === "banner" ? { ...result, verdict: /** @type {const} */ ("unresolved") } : result,
    );
    expect(allResolved(wide)).toBe(false);
  });
});
