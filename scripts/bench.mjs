#!/usr/bin/env node
// @ts-check
// `npm run bench -- [--base REF] [--change REF]`: Lighthouse CI (runs, assertions, reports:
// lighthouserc.cjs) on the storefront as `npm start` serves it; then each page's median and worst,
// and '/' as a multiple of the text-only floor page, served to the benches alone (bench-floor.mjs).
// Alone, LHCI starts and stops the storefront itself. With --base, this builds and serves the base
// and the change (the working tree unless --change) side by side (bench-arms.mjs), LHCI alternates
// their rounds, and each page's FCP and LCP come as the change minus the base with a 95% interval.
// PORT (4340, and the port 3 above it) and AUTH_EMULATOR_PORT (9340) move the servers; SKIP_BUILD=1
// with BUILD_OUT_DIR (dist-bench) serves a build already made. Fails when an assertion does.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { home } from "../src/pages/all-pages.ts";
import { prepareArms, serveArms } from "./bench-arms.mjs";
import { ensureChromium } from "./browsers.mjs";
import { root } from "./emulators.mjs";
import { compareByLoad, seededRandom } from "./press-stats.mjs";

/** @import { Arm } from "./bench-arms.mjs" */

const TIMES = { FCP: "first-contentful-paint", LCP: "largest-contentful-paint", TBT: "total-blocking-time" };
const GOALS = { FCP: 1.1, LCP: 1.15 }; // the home page against the floor, medians
const HOME = home.path;
const { values: options } = parseArgs({ options: { base: { type: "string" }, change: { type: "string" } } });
if (options.change !== undefined && options.base === undefined)
  throw new Error("--change needs a --base to compare it with.");
const { PORT = "4340", AUTH_EMULATOR_PORT = "9340", BUILD_OUT_DIR = "dist-bench" } = process.env;
const env = {
  ...process.env,
  PORT,
  AUTH_EMULATOR_PORT,
  BUILD_OUT_DIR,
  BENCH_FLOOR: "1",
  CHROME_PATH: ensureChromium(),
};

/**
 * Runs LHCI to its end: asynchronously, so that the emulators this process serves keep being read.
 * @param {Record<string, string | undefined>} lhciEnv
 * @returns {Promise<number | null>}
 */
function runLhci(lhciEnv) {
  const lhci = spawn("node_modules/.bin/lhci", ["autorun"], { cwd: root, stdio: "inherit", env: lhciEnv });
  return new Promise((resolve) => lhci.once("exit", resolve));
}

/** @type {Arm[]} */
let arms = [];
const loadBefore = loadavg()[0]?.toFixed(1);
let status;
if (options.base === undefined) {
  status = await runLhci(env);
} else {
  arms = await prepareArms({
    base: options.base,
    change: options.change,
    port: Number(PORT),
    authPort: Number(AUTH_EMULATOR_PORT),
    outRoot: BUILD_OUT_DIR,
  }).catch((/** @type {Error} */ error) => {
    console.error(error.message);
    process.exit(1);
  });
  const server = serveArms(arms, Number(AUTH_EMULATOR_PORT));
  try {
    await server.ready;
    // lighthouserc.cjs then alternates the arms' rounds and starts no server of its own.
    status = await runLhci({ ...env, BENCH_ORIGINS: arms.map((arm) => arm.origin).join(",") });
  } finally {
    await server.stop();
  }
}
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
/**
 * Each run's value of the audit `id`; NaN where it has none.
 * @param {LighthouseResult[]} lhrs
 * @param {string} id
 */
const valuesOf = (lhrs, id) => lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN);

/**
 * Each page's median and worst times, worst layout shift, lowest scores and CPU index; then '/' as
 * a multiple of the floor.
 * @param {LighthouseResult[]} lhrs one build's runs
 */
function pageTable(lhrs) {
  /** @type {Record<string, Record<string, number | string>>} */
  const table = {};
  for (const [page, ofPage] of Map.groupBy(lhrs, (lhr) => new URL(lhr.requestedUrl).pathname)) {
    /** The lowest score of the category `id` over the runs, out of 100. @param {string} id */
    const lowest = (id) =>
      Math.min(...ofPage.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
    const timings = Object.entries(TIMES).flatMap(([name, id]) => [
      [`${name} ms`, Math.round(median(valuesOf(ofPage, id)))],
      [`${name} worst`, Math.round(Math.max(...valuesOf(ofPage, id)))],
    ]);
    table[page] = {
      ...Object.fromEntries(timings),
      "CLS worst": Math.max(...valuesOf(ofPage, "cumulative-layout-shift")),
      "Perf min": lowest("performance"),
      "A11y min": lowest("accessibility"),
      "CPU index": Math.round(median(ofPage.map((lhr) => lhr.environment.benchmarkIndex))),
    };
  }
  /** The home page as a multiple of the floor in `key`; NaN unless both were measured. @param {string} key */
  const ratio = (key) =>
    Number(table[HOME]?.[key] ?? Number.NaN) / Number(table["/floor"]?.[key] ?? Number.NaN);
  const compared = ["FCP ms", "FCP worst", "LCP ms", "LCP worst"];
  table[`${HOME} ÷ floor`] = Object.fromEntries(compared.map((key) => [key, `${ratio(key).toFixed(2)}x`]));
  return { table, ratio };
}

/** @param {ReturnType<typeof pageTable>["ratio"]} ratio */
function printGoals(ratio) {
  for (const [metric, goal] of Object.entries(GOALS)) {
    const times = ratio(`${metric} ms`);
    console.log(
      `${metric}: median ${times.toFixed(2)}x the floor's (goal ≤ ${goal}x: ${times <= goal ? "met" : "NOT met"}).`,
    );
  }
}

const origin = (/** @type {LighthouseResult} */ lhr) => new URL(lhr.requestedUrl).origin;
const byArm = arms.length
  ? Map.groupBy(runs, (lhr) => arms.find((arm) => arm.origin === origin(lhr))?.name)
  : null;
const perPage = runs.length / new Set(runs.map((lhr) => lhr.requestedUrl)).size;
console.log(`\nLighthouse mobile, ${perPage} interleaved runs per page (${load}):`);
if (!byArm) {
  const { table, ratio } = pageTable(runs);
  console.table(table);
  printGoals(ratio);
} else {
  for (const arm of arms) {
    const { table, ratio } = pageTable(byArm.get(arm.name) ?? []);
    console.log(`\nThe ${arm.name}, ${arm.source.slice(0, 12)}:`);
    console.table(table);
    printGoals(ratio);
  }
  // Each round gives each build one run of each page: the rounds are what the bootstrap resamples.
  const random = seededRandom(1);
  /** @type {Record<string, Record<string, string>>} */
  const differences = {};
  const pages = [...new Set(runs.map((lhr) => new URL(lhr.requestedUrl).pathname))];
  for (const page of pages) {
    const ofPage = (/** @type {Arm["name"]} */ name) =>
      (byArm.get(name) ?? []).filter((lhr) => new URL(lhr.requestedUrl).pathname === page);
    differences[page] = Object.fromEntries(
      ["FCP", "LCP"].map((metric) => {
        const id = TIMES[/** @type {"FCP" | "LCP"} */ (metric)];
        const [base, change] = /** @type {const} */ (["base", "change"]).map((name) =>
          valuesOf(ofPage(name), id).map((value) => [value]),
        );
        const { diff } = compareByLoad(base ?? [], change ?? [], { random });
        const ms = (/** @type {number} */ value) => `${value > 0 ? "+" : ""}${Math.round(value)}`;
        return [
          `${metric} change − base (95%)`,
          `${ms(diff.median)} ms (${ms(diff.low)} to ${ms(diff.high)})`,
        ];
      }),
    );
  }
  console.log("\nThe change minus the base, medians, with a 95% interval from a bootstrap by round:");
  console.table(differences);
}
process.exit(status === 0 ? 0 : 1);
