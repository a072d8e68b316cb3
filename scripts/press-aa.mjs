#!/usr/bin/env node
// @ts-check
// `node scripts/press-aa.mjs [--runs 300] [--rounds 60] [--comparisons 1] [--threshold 2]`, or
// `node scripts/press-aa.mjs --record aa.json`: how often the press bench's verdicts raise a false
// alarm when it stops at the first round that decides, as it does. Without a record, on synthetic
// A/A runs (press-stats.test.mjs's model of a load: 7 presses, the frame's wait, jitter and an offset
// each load's presses share), for today's rule and the rule before 2026-11-28. With a record of an
// A/A run (`npm run bench:press -- --base X --change X --familywise --json aa.json`), each round from
// the 6th replayed: the kinds that either rule would have called slower or faster there, and the
// round either would have stopped at. docs/decisions/press-bench-statistics.md gives the figures.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { compareByLoad, seededRandom, verdictOf } from "./press-stats.mjs";

/** @import { Verdict } from "./press-stats.mjs" */

/**
 * The rule before 2026-11-28: an interval wider than the threshold undecided, whatever it held;
 * a narrower one read by the side of 0.
 * @param {{ low: number, high: number }} interval
 * @param {number} threshold
 * @returns {Verdict}
 */
function verdictBefore({ low, high }, threshold) {
  if ((high - low) / 2 > threshold) return "unresolved";
  if (low > 0) return "slower";
  if (high < 0) return "faster";
  return "same";
}

const RULES = { today: verdictOf, before: verdictBefore };
/** The bench's first round that may stop a run. */
const FIRST_ROUND = 6;
const FRAME_MS = 1000 / 60;

const { values } = parseArgs({
  options: {
    record: { type: "string" },
    runs: { type: "string", default: "300" },
    rounds: { type: "string", default: "60" },
    comparisons: { type: "string", default: "1" },
    threshold: { type: "string", default: "2" },
  },
});
const random = seededRandom(7);

/** A synthetic load of 7 presses of one kind, the same for both builds. */
function syntheticLoad() {
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const offset = 3 * normal();
  return Array.from({ length: 7 }, () => 6 + offset + FRAME_MS * random() + normal());
}

/** Synthetic A/A runs: how each rule's runs ended, stopped at their first verdict or at the last round. */
function simulate() {
  const runs = Number(values.runs);
  const rounds = Number(values.rounds);
  const comparisons = Number(values.comparisons);
  const threshold = Number(values.threshold);
  /** @type {Record<string, Record<string, number>>} */
  const ended = { today: {}, before: {} };
  for (let run = 0; run < runs; run++) {
    /** @type {number[][]} */
    const base = [];
    /** @type {number[][]} */
    const change = [];
    /** @type {Record<string, Verdict | undefined>} */
    const verdicts = {};
    for (let round = 1; round <= rounds && (!verdicts.today || !verdicts.before); round++) {
      base.push(syntheticLoad());
      change.push(syntheticLoad());
      if (round < FIRST_ROUND) continue;
      const comparison = compareByLoad(base, change, { random, comparisons, resamples: 500 });
      const interval = comparisons > 1 ? comparison.familywise : comparison.diff;
      for (const [name, rule] of Object.entries(RULES)) {
        const verdict = rule(interval, threshold);
        if (!verdicts[name] && verdict !== "unresolved") verdicts[name] = verdict;
      }
    }
    for (const name of Object.keys(RULES)) {
      const verdict = verdicts[name] ?? "unresolved";
      const counts = /** @type {Record<string, number>} */ (ended[name]);
      counts[verdict] = (counts[verdict] ?? 0) + 1;
    }
  }
  console.log({ runs, rounds, comparisons, threshold, ended });
}

/** A recorded A/A run, round by round: each rule's alarms, and where it would have stopped. */
function replay(/** @type {string} */ file) {
  /** @type {{ kinds: { kind: string, threshold: number | null, byLoad: { base: number[][], change: number[][] } }[] }} */
  const record = JSON.parse(readFileSync(file, "utf8"));
  const decided = record.kinds.filter((kind) => kind.threshold !== null);
  const rounds = Math.min(...decided.flatMap(({ byLoad }) => [byLoad.base.length, byLoad.change.length]));
  /** @type {Record<string, string[]>} */
  const alarms = { today: [], before: [] };
  /** @type {Record<string, number | null>} */
  const stoppedAt = { today: null, before: null };
  for (let round = FIRST_ROUND; round <= rounds; round++) {
    /** @type {Record<string, Verdict[]>} */
    const verdicts = { today: [], before: [] };
    for (const { kind, threshold, byLoad } of decided) {
      const { familywise } = compareByLoad(byLoad.base.slice(0, round), byLoad.change.slice(0, round), {
        random,
        comparisons: record.kinds.length,
      });
      for (const [name, rule] of Object.entries(RULES)) {
        const verdict = rule(familywise, /** @type {number} */ (threshold));
        verdicts[name]?.push(verdict);
        if (verdict === "slower" || verdict === "faster")
          alarms[name]?.push(`round ${round}: ${kind} ${verdict}`);
      }
    }
    for (const name of Object.keys(RULES))
      if (stoppedAt[name] === null && verdicts[name]?.every((verdict) => verdict !== "unresolved"))
        stoppedAt[name] = round;
  }
  console.log({ rounds, stoppedAt, alarms });
}

if (values.record) replay(values.record);
else simulate();
