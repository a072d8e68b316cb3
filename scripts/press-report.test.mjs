// @ts-check
// What the press bench makes of its loads: which presses each kind compares, against what, and when
// a kind may be decided. The statistics themselves are press-stats.test.mjs's.
import { describe, expect, it, vi } from "vitest";
import { allResolved, compareKinds, printKinds, runRecord } from "./press-report.mjs";
import { seededRandom } from "./press-stats.mjs";

/** @import { Kind, Press } from "./press-page.mjs" */
/** @import { KindResult, Load } from "./press-report.mjs" */

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
      press("first-basket-link", 120 + (round % 3)),
      ...[50, 51, 52].map((ms) => press("basket-link", ms + (round % 2))),
      press("remove", 24 + (round % 2)),
      press("first-sign-in", 200 + (round % 3)),
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
      "first-basket-link",
      "basket-link",
      "remove",
      "remove-200",
      "first-sign-in",
      "floor",
    ]);
    expect(byKind.add?.verdict).toBe("slower");
    expect(byKind.add?.comparison.diff.median).toBe(10);
    expect(byKind.remove?.verdict).toBe("same");
    expect(byKind.floor?.verdict).toBe("same");
  });

  it("alone, compares each kind with its floor in the same loads: the pages shown with a page change", () => {
    const results = compareKinds(loadsOf("change", 6), { random: seededRandom(1), withBase: false });
    const byKind = Object.fromEntries(results.map((result) => [result.kind, result]));
    expect(byKind.floor).toBeUndefined();
    // The basket link's first press in a load apart from its later ones, each with its own figure.
    expect(byKind["first-basket-link"]?.against).toBe("page-change");
    expect(byKind["first-basket-link"]?.comparison.median).toEqual({ base: 60.5, change: 121 });
    expect(byKind["basket-link"]?.against).toBe("page-change");
    expect(byKind["basket-link"]?.comparison.median).toEqual({ base: 60.5, change: 51.5 });
    expect(byKind["first-sign-in"]?.against).toBe("page-change");
    expect(byKind["first-sign-in"]?.comparison.median).toEqual({ base: 60.5, change: 201 });
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
    expect(basket(family)?.comparison.familywise.level).toBeCloseTo(1 - 0.05 / 9);
  });

  it("decides nothing on fewer than 3 loads a build, however narrow the interval", () => {
    const loads = [...loadsOf("base", 2), ...loadsOf("change", 2, 10)];
    const results = compareKinds(loads, { random: seededRandom(1), withBase: true });
    expect(results.map((result) => result.verdict)).toEqual(results.map(() => "unresolved"));
    expect(allResolved(results)).toBe(false);
  });
});

describe("allResolved", () => {
  it("holds once every kind with a threshold is decided, the kinds described only aside", () => {
    const loads = [...loadsOf("base", 6), ...loadsOf("change", 6)];
    const results = compareKinds(loads, { random: seededRandom(1), withBase: true });
    expect(results.find((result) => result.kind === "remove-200")?.verdict).toBe("unresolved");
    const unresolved = (/** @type {Kind} */ kind) =>
      results.map((result) =>
        result.kind === kind ? { ...result, verdict: /** @type {const} */ ("unresolved") } : result,
      );
    expect(allResolved(results)).toBe(true);
    expect(allResolved(unresolved("first-sign-in"))).toBe(false);
    expect(allResolved(unresolved("banner"))).toBe(false);
    expect(allResolved(unresolved("first-basket-link"))).toBe(false);
  });
});

describe("printKinds", () => {
  /**
   * The rows of the table printKinds prints, by their names.
   * @param {KindResult[]} results
   * @param {boolean} withBase
   * @returns {Record<string, Record<string, string>>}
   */
  const tableOf = (results, withBase) => {
    const table = vi.spyOn(console, "table").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    printKinds(results, { withBase });
    return table.mock.lastCall?.[0];
  };

  it("alone, holds the first presses that show a page to a page change + 33, and the 200-line removal to none", () => {
    const goal = "goal: ≤ page-change + margin";
    const alone = (/** @type {Load[]} */ loads) =>
      tableOf(compareKinds(loads, { random: seededRandom(1), withBase: false }), false);
    // 60 ms over the floor of a page change (60.5 against 121), then 30.
    const over = alone(loadsOf("change", 6));
    expect(over["first-basket-link − page-change"]?.[goal]).toBe("NOT met (33)");
    const within = loadsOf("change", 6).map((load) => ({
      ...load,
      presses: load.presses.map((each) =>
        each.kind === "first-basket-link" ? { ...each, paintedMs: 90.5 } : each,
      ),
    }));
    expect(alone(within)["first-basket-link − page-change"]?.[goal]).toBe("met (33)");
    // 140.5 ms over it.
    expect(over["first-sign-in − page-change"]?.[goal]).toBe("NOT met (33)");
    expect(over["remove-200 − floor"]?.["goal: ≤ floor + margin"]).toBe("–");
    expect(over["remove-200 − floor"]?.verdict).toMatch(/\(described only\)$/);
  });

  it("against a base, holds the basket link's first press to ±12, the first Sign In to ±12, and describes the 200-line removal only", () => {
    const loads = [...loadsOf("base", 6), ...loadsOf("change", 6)];
    const rows = tableOf(compareKinds(loads, { random: seededRandom(1), withBase: true }), true);
    expect(rows["first-basket-link"]?.["±"]).toMatch(/ \/ 12$/);
    expect(rows["first-sign-in"]?.["±"]).toMatch(/ \/ 12$/);
    expect(rows["remove-200"]?.["±"]).toMatch(/ \/ –$/);
    expect(rows["remove-200"]?.verdict).toMatch(/\(described only\)$/);
  });
});

describe("runRecord", () => {
  it("records every kind compared, each first press apart, and against what when alone", () => {
    const results = compareKinds(loadsOf("change", 6), { random: seededRandom(1), withBase: false });
    const run = { change: "abc", minutes: 1, chromium: "1", loadAverage: [1, 1], seed: 1, rounds: 6 };
    const record = runRecord({ ...run, base: null, familywise: false, results, rest: [] });
    expect(record.kinds.map(({ kind, against }) => `${kind} − ${against}`)).toEqual([
      "first-add − floor",
      "add − floor",
      "banner − floor",
      "first-basket-link − page-change",
      "basket-link − page-change",
      "remove − floor",
      "remove-200 − floor",
      "first-sign-in − page-change",
    ]);
    expect(record.kinds.find(({ kind }) => kind === "first-sign-in")?.threshold).toBe(12);
    expect(record.kinds.find(({ kind }) => kind === "remove-200")?.threshold).toBeNull();
  });
});
