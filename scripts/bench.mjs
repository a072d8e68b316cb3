#!/usr/bin/env node
// @ts-check
// `npm run bench`: Lighthouse CI (runs, assertions, reports: lighthouserc.cjs) on the storefront as
// `npm start` serves it, which LHCI starts and stops; then each page's median and worst, and '/' as a
// multiple of the text-only floor page, served to the benches alone (BENCH_FLOOR: bench-floor.mjs).
// PORT (4340) and AUTH_EMULATOR_PORT (9340) move the servers; SKIP_BUILD=1 with BUILD_OUT_DIR
// (dist-bench) serves a build already made (to compare two in one sitting). Fails when an assertion
// does.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { ensureChromium } from "./browsers.mjs";
import { root } from "./emulators.mjs";

const TIMES = { FCP: "first-contentful-paint", LCP: "largest-contentful-paint", TBT: "total-blocking-time" };
const GOALS = { FCP: 1.1, LCP: 1.15 }; // '/' against the floor, medians (issue 16)
const { PORT = "4340", AUTH_EMULATOR_PORT = "9340", BUILD_OUT_DIR = "dist-bench" } = process.env;
const env = {
  ...process.env,
  PORT,
  AUTH_EMULATOR_PORT,
  BUILD_OUT_DIR,
  BENCH_FLOOR: "1",
  CHROME_PATH: ensureChromium(),
};
const loadBefore = loadavg()[0]?.toFixed(1);
const lhci = spawnSync("node_modules/.bin/lhci", ["autorun"], { cwd: root, stdio: "inherit", env });
const load = `load average ${loadBefore} before, ${loadavg()[0]?.toFixed(1)} after, ${availableParallelism()} cores`;

/**
 * A Lighthouse result as LHCI saves it, the parts read here.
 * @typedef {object} LighthouseResult
 * @property {string} requestedUrl
 * @property {Record<string, { numericValue?: number }>} audits
 * @property {Record<string, { score: number | null }>} categories
 * @property {{ benchmarkIndex: number }} environment
 */
const dir = path.join(root, ".lighthouseci");
/** @type {LighthouseResult[]} */
const runs = readdirSync(dir)
  .filter((file) => /^lhr-.*\.json$/.test(file))
  .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")));
/** The lower middle of `values`; NaN for none. @param {number[]} values */
const median = (values) =>
  values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
/** @type {Record<string, Record<string, number>>} each page's figures */
const table = {};
for (const [page, lhrs] of Map.groupBy(runs, (lhr) => new URL(lhr.requestedUrl).pathname)) {
  /** Each run's value of the audit `id`; NaN where it has none. @param {string} id */
  const values = (id) => lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN);
  /** The lowest score of the category `id` over the runs, out of 100. @param {string} id */
  const lowest = (id) => Math.min(...lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
  const timings = Object.entries(TIMES).flatMap(([name, id]) => [
    [`${name} ms`, Math.round(median(values(id)))],
    [`${name} worst`, Math.round(Math.max(...values(id)))],
  ]);
  table[page] = {
    ...Object.fromEntries(timings),
    "CLS worst": Math.max(...values("cumulative-layout-shift")),
    "Perf min": lowest("performance"),
    "A11y min": lowest("accessibility"),
    "CPU index": Math.round(median(lhrs.map((lhr) => lhr.environment.benchmarkIndex))),
  };
}
const rounds = runs.length / Object.keys(table).length;
/** '/' as a multiple of the floor in `key`; NaN unless both were measured. @param {string} key */
const ratio = (key) => (table["/"]?.[key] ?? Number.NaN) / (table["/floor"]?.[key] ?? Number.NaN);
const compared = ["FCP ms", "FCP worst", "LCP ms", "LCP worst"];
const ratios = Object.fromEntries(compared.map((key) => [key, `${ratio(key).toFixed(2)}x`]));
console.log(`\nLighthouse mobile, ${rounds} interleaved runs per page (${load}):`);
console.table({ ...table, "/ ÷ floor": ratios });
for (const [metric, goal] of Object.entries(GOALS)) {
  const times = ratio(`${metric} ms`);
  console.log(
    `${metric}: median ${times.toFixed(2)}x the floor's (goal ≤ ${goal}x: ${times <= goal ? "met" : "NOT met"}).`,
  );
}
process.exit(lhci.status === 0 ? 0 : 1);
