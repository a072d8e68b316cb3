// @ts-check
// The press bench's statistics: each kind of press compared between two arms (a base and a change, or
// a build and its floor) by the difference of their medians, with an interval from a bootstrap that
// resamples whole loads. A load's presses share its state (what the page compiled, what the machine
// was doing), so they are not independent: resampling them one by one would make the interval too
// narrow. docs/decisions/press-bench-statistics.md says why.
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { medianSorted, quantileSorted, sampleWithReplacement } from "simple-statistics";

/** @typedef {number[][]} Loads one figure per press, grouped by the load that made it */
/**
 * @typedef {object} Comparison
 * @property {{ base: number, change: number }} n presses in each arm
 * @property {{ base: number, change: number }} loads loads in each arm
 * @property {{ base: number, change: number }} median
 * @property {{ median: number, low: number, high: number }} diff the change's median minus the
 *   base's, with its interval at `level`
 * @property {{ level: number, low: number, high: number }} familywise the same difference's interval
 *   at the level of the whole family of comparisons (Bonferroni)
 */

/** A source of random numbers in [0, 1) from `seed`, the same numbers for the same seed. */
export function seededRandom(/** @type {number} */ seed) {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
}

/** The median of every press of `loads`, in a typed array, whose numeric sort is quick. */
function pooledMedian(/** @type {Loads} */ loads) {
  const values = new Float64Array(loads.reduce((sum, load) => sum + load.length, 0));
  let at = 0;
  for (const load of loads) {
    values.set(load, at);
    at += load.length;
  }
  values.sort();
  return medianSorted(/** @type {number[]} */ (/** @type {unknown} */ (values)));
}

/**
 * The change's median minus the base's, with a percentile interval at `level` from `resamples`
 * bootstrap resamples, each drawing each arm's loads with replacement. `comparisons`, the size of
 * the family, gives the Bonferroni level too. Loads without a press are left out.
 * @param {Loads} baseLoads
 * @param {Loads} changeLoads
 * @param {{ random: () => number, level?: number, comparisons?: number, resamples?: number }} options
 * @returns {Comparison}
 */
export function compareByLoad(baseLoads, changeLoads, options) {
  const { random, level = 0.95, comparisons = 1, resamples = 2000 } = options;
  const [base, change] = [baseLoads, changeLoads].map((loads) => loads.filter((load) => load.length));
  if (!base?.length || !change?.length) throw new Error("Each arm needs at least one load with a press.");
  const medians = { base: pooledMedian(base), change: pooledMedian(change) };
  const differences = new Float64Array(resamples);
  for (let i = 0; i < resamples; i++) {
    const resampledBase = sampleWithReplacement(base, base.length, random);
    const resampledChange = sampleWithReplacement(change, change.length, random);
    differences[i] = pooledMedian(resampledChange) - pooledMedian(resampledBase);
  }
  differences.sort();
  const sorted = /** @type {number[]} */ (/** @type {unknown} */ (differences));
  const interval = (/** @type {number} */ at) => ({
    low: quantileSorted(sorted, (1 - at) / 2),
    high: quantileSorted(sorted, 1 - (1 - at) / 2),
  });
  const familywiseLevel = 1 - (1 - level) / comparisons;
  const count = (/** @type {Loads} */ loads) => loads.reduce((sum, load) => sum + load.length, 0);
  return {
    n: { base: count(base), change: count(change) },
    loads: { base: base.length, change: change.length },
    median: medians,
    diff: { median: medians.change - medians.base, ...interval(level) },
    familywise: { level: familywiseLevel, ...interval(familywiseLevel) },
  };
}

/** @typedef {"same" | "slower" | "faster" | "unresolved"} Verdict */

/**
 * What an interval says against its kind's threshold band, ±`threshold` ms around 0: a difference
 * within it is too small to matter. Wholly beyond the band it decides, slower or faster, however
 * wide; wholly inside it, the same; across an edge of it, unresolved. Without a threshold (a kind
 * that is only described), only the side of 0 decides. docs/decisions/press-bench-statistics.md says
 * why.
 * @param {{ low: number, high: number }} interval
 * @param {number | undefined} threshold
 * @returns {Verdict}
 */
export function verdictOf({ low, high }, threshold) {
  const band = threshold ?? 0;
  if (low > band) return "slower";
  if (high < -band) return "faster";
  if (threshold === undefined || (low >= -threshold && high <= threshold)) return "same";
  return "unresolved";
}
