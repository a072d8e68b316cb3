// @ts-check
// What the press bench makes of its presses: each kind's comparison (press-stats.mjs), whether the
// run may stop, the printed table and the record for scripts (--json). docs/performance.md reads it.
import { median } from "simple-statistics";
import { compareByLoad, verdictOf } from "./press-stats.mjs";

/** @import { Kind, Press, Rest } from "./press-page.mjs" */
/** @import { Comparison, Verdict } from "./press-stats.mjs" */
/** @typedef {{ arm: "base" | "change", round: number, presses: Press[] }} Load one arm's presses in one round */
/**
 * @typedef {object} KindResult
 * @property {Kind} kind
 * @property {string} name
 * @property {number | undefined} threshold the half-width of the band around 0 within which a
 *   difference is the same (press-stats.mjs's `verdictOf`)
 * @property {Kind} against in a run without a base, the floor it is compared with
 * @property {number | undefined} margin in a run without a base, how far over that floor it may be
 * @property {Comparison} comparison
 * @property {{ low: number, high: number }} interval the interval the verdict rests on
 * @property {Verdict} verdict
 * @property {{ base: number, change: number }} eventTiming each arm's median Event Timing
 * @property {{ base: number, change: number }} frame each arm's median to the result's frame's start
 * @property {{ base: number[][], change: number[][] }} byLoad each arm's figures, load by load
 */

/**
 * The kinds of press, each with its threshold: the band around 0 within which a difference is the
 * same, ± that many ms (press-stats.mjs's `verdictOf`). The 200-line removal is described only; the
 * floor is the same code in both arms, an A/A check. The first press of the basket link is one a
 * load, and its spread is a page change's: in an A/A run, one such press a load left its 95% interval
 * at ±11 ms after 41 rounds, hence ±12, a sixth of the 80 ms it stood over its floor. Against a base
 * whose first presses spread wider it takes longer: against e1c7185, at the family's level, 94 rounds
 * left it at ±20.7. The first Sign In is the same sort of press, and ±12 too: a 41-minute A/A run
 * left it at ±6.0 (95%) and ±9.0 (the family's) after 53 rounds, never beyond the band and inside it
 * in some of the last rounds (docs/decisions/press-bench-statistics.md).
 * Without a base, each kind is compared with `against`: the floor's plain button, or for the presses
 * that show another page (the basket link's, Sign In's), the floor of a page change; and held to a
 * `margin` over it (docs/performance.md's goals).
 * @type {{ kind: Kind, name: string, threshold?: number, against: Kind, margin?: number }[]}
 */
const KINDS = [
  { kind: "first-add", name: "the first add after load", threshold: 8, against: "floor", margin: 33 },
  { kind: "add", name: "later adds on /", threshold: 2, against: "floor", margin: 17 },
  { kind: "banner", name: "the banner's Stop and Start", threshold: 4, against: "floor", margin: 17 },
  {
    kind: "first-basket-link",
    name: "the basket link's first press in a load",
    threshold: 12,
    against: "page-change",
    margin: 33,
  },
  {
    kind: "basket-link",
    name: "the basket link's later presses",
    threshold: 8,
    against: "page-change",
    margin: 33,
  },
  { kind: "remove", name: "a removal on /checkout", threshold: 3, against: "floor", margin: 17 },
  { kind: "remove-200", name: "a removal from 200 lines", against: "floor" },
  {
    kind: "first-sign-in",
    name: "the first Sign In in a load",
    threshold: 12,
    against: "page-change",
    margin: 33,
  },
  { kind: "floor", name: "the floor's plain button", against: "floor" },
];

/** The fewest loads in each arm for a verdict. */
const MIN_LOADS = 3;

/**
 * Each load's figures of one kind, picked by `figure`.
 * @param {Load[]} loads
 * @param {Kind} kind
 * @param {(press: Press) => number} figure
 */
const figuresOf = (loads, kind, figure) =>
  loads.map((load) => load.presses.filter((press) => press.kind === kind).map(figure));

/** The median of the loads' figures pooled, NaN for none. @param {number[][]} loads */
const medianOf = (loads) => (loads.some((load) => load.length) ? median(loads.flat()) : Number.NaN);

/**
 * Compares each kind between the base's loads and the change's; with no base, each kind of the
 * change's loads with its floor in the same loads.
 * A verdict rests on the 95% interval, or with `familywise` on the family's (Bonferroni), as an A/A
 * check asks.
 * @param {Load[]} loads
 * @param {{ random: () => number, withBase: boolean, familywise?: boolean }} options
 * @returns {KindResult[]}
 */
export function compareKinds(loads, { random, withBase, familywise = false }) {
  const change = loads.filter((load) => load.arm === "change");
  const base = withBase ? loads.filter((load) => load.arm === "base") : change;
  const kinds = withBase ? KINDS : KINDS.filter(({ kind }) => kind !== "floor");
  return kinds.flatMap(({ kind, name, threshold, against, margin }) => {
    const baseKind = withBase ? kind : against;
    const arms = (/** @type {(press: Press) => number} */ figure) => ({
      base: figuresOf(base, baseKind, figure),
      change: figuresOf(change, kind, figure),
    });
    const byLoad = arms((press) => press.paintedMs);
    if (!byLoad.base.some((load) => load.length) || !byLoad.change.some((load) => load.length)) return [];
    const comparison = compareByLoad(byLoad.base, byLoad.change, { random, comparisons: kinds.length });
    const interval = familywise ? comparison.familywise : comparison.diff;
    // A bootstrap of one or two loads an arm has nothing to go on: its interval is no interval.
    const enough = comparison.loads.base >= MIN_LOADS && comparison.loads.change >= MIN_LOADS;
    const [eventTiming, frame] = [arms((press) => press.eventMs), arms((press) => press.frameMs)];
    return [
      {
        kind,
        name,
        threshold,
        against: baseKind,
        margin,
        comparison,
        interval,
        verdict: enough ? verdictOf(interval, threshold) : "unresolved",
        eventTiming: { base: medianOf(eventTiming.base), change: medianOf(eventTiming.change) },
        frame: { base: medianOf(frame.base), change: medianOf(frame.change) },
        byLoad,
      },
    ];
  });
}

/** Whether every kind with a threshold is within it: the run may stop. @param {KindResult[]} results */
export const allResolved = (results) =>
  results.length > 0 &&
  results.every(({ verdict, threshold }) => threshold === undefined || verdict !== "unresolved");

const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? value.toFixed(1) : "–");
const signed = (/** @type {number} */ value) => `${value > 0 ? "+" : ""}${ms(value)}`;

/** One line of progress: each kind's interval against its band, and its verdict. @param {KindResult[]} results */
export const progressLine = (results) =>
  results
    .filter(({ threshold }) => threshold !== undefined)
    .map(
      ({ kind, interval, threshold, verdict }) =>
        `${kind} ${signed(interval.low)}…${signed(interval.high)} in ±${threshold}: ${verdict}`,
    )
    .join(", ");

/**
 * A goal of a run without a base: the difference from the floor within `margin`, met when the whole
 * interval is, not met when none of it is, and undecided in between.
 * @param {{ low: number, high: number }} interval
 * @param {number | undefined} margin
 */
function goalOf({ low, high }, margin) {
  if (margin === undefined) return "–";
  if (high <= margin) return `met (${margin})`;
  if (low > margin) return `NOT met (${margin})`;
  return `undecided (${margin})`;
}

/**
 * Prints each kind's medians, the difference with its 95% interval, and the verdict; then the A/A
 * check of the floor and what a reader should know of the intervals.
 * @param {KindResult[]} results
 * @param {{ withBase: boolean }} options
 */
export function printKinds(results, { withBase }) {
  const [baseName, changeName] = withBase ? ["base", "change"] : ["its floor", "the build"];
  console.table(
    Object.fromEntries(
      results.map(
        ({ kind, against, margin, threshold, comparison: c, interval, verdict, eventTiming, frame }) => [
          withBase ? kind : `${kind} − ${against}`,
          {
            presses: `${c.n.base} / ${c.n.change}`,
            [`${baseName} median`]: ms(c.median.base),
            [`${changeName} median`]: ms(c.median.change),
            difference: signed(c.diff.median),
            "95% interval": `${signed(c.diff.low)} to ${signed(c.diff.high)}`,
            [interval === c.diff ? "±" : "± (family)"]:
              `${ms((interval.high - interval.low) / 2)} / ${threshold ?? "–"}`,
            verdict: threshold === undefined && kind !== "floor" ? `${verdict} (described only)` : verdict,
            ...(withBase ? {} : { [`goal: ≤ ${against} + margin`]: goalOf(c.diff, margin) }),
            "frame starts (median)": `${ms(frame.base)} / ${ms(frame.change)}`,
            "Event Timing (median)": `${eventTiming.base} / ${eventTiming.change}`,
          },
        ],
      ),
    ),
  );
  const floor = results.find(({ kind }) => kind === "floor");
  if (floor && floor.verdict !== "same" && floor.verdict !== "unresolved")
    console.log(
      `WARNING: the floor, the same code in both arms, came out ${floor.verdict}: the machine changed ` +
        "between the arms' loads, so every verdict of this run is suspect.",
    );
  // The family is what a run decides: the kinds with a threshold, and the floor's A/A check.
  const familywise = results
    .filter(({ kind, threshold }) => threshold !== undefined || kind === "floor")
    .map(
      ({ kind, comparison: { familywise } }) =>
        `${kind} ${signed(familywise.low)} to ${signed(familywise.high)}`,
    );
  const level = results[0]?.comparison.familywise.level ?? 0.95;
  console.log(
    `At ${(level * 100).toFixed(2)}% each (95% for the family, Bonferroni): ${familywise.join("; ")}.`,
  );
  console.log(
    "Note: the run samples until each kind is decided, and stopping at the first round that decides " +
      "raises the rate of false alarms above 5%: rerun a surprising verdict before acting on it.",
  );
}

/**
 * The run as a record to read by script (--json).
 * @param {{ base: string | null, change: string, minutes: number, chromium: string, loadAverage: number[], seed: number, rounds: number, familywise: boolean, results: KindResult[], rest: { page: string, base?: Rest, change: Rest }[] }} run
 */
export function runRecord(run) {
  const { base, change, minutes, chromium, loadAverage, seed, rounds, familywise, results, rest } = run;
  return {
    base,
    change,
    minutes,
    chromium,
    loadAverage,
    seed,
    rounds,
    // Whether each verdict rests on the family's interval (--familywise) rather than its own 95%.
    familywiseVerdicts: familywise,
    figure:
      "paintedMs: from the press to the end of the main thread's work on the frame that shows its result",
    kinds: results.map(
      ({ kind, against, threshold, comparison: c, verdict, eventTiming, frame, byLoad }) => ({
        kind,
        ...(base === null ? { against } : {}),
        threshold: threshold ?? null,
        n: c.n,
        loads: c.loads,
        median: c.median,
        diff: c.diff,
        familywise: c.familywise,
        verdict,
        eventTiming,
        frame,
        samples: { base: byLoad.base.flat(), change: byLoad.change.flat() },
        byLoad,
      }),
    ),
    rest,
  };
}
