#!/usr/bin/env node
// @ts-check
// `npm run bench:press -- [--base REF] [--change REF] [--minutes 10] [--familywise] [--json FILE]
// [--plot FILE] [--no-rest] [--seed N]`: what a change costs each kind of press, in the system
// Chromium slowed 4× on a phone-sized page. It builds
// the base and the change (the working tree unless --change), serves both as `npm start` does, and
// alternates their loads in ABBA order until each kind's 95% interval on the change minus the base is
// narrow enough (with --familywise, each interval at the family's 95%, as an A/A check asks), or the
// minutes run out. Without --base, each kind is compared with its floor in the
// same loads. First, unless --no-rest, each page at rest. Beside its table it draws each kind's
// interval, to bench-results/press-plot.svg or --plot FILE. docs/performance.md says how and why.
// PORT (4350, and the port 3 above it) and AUTH_EMULATOR_PORT (9350) move the servers. It fails only
// when the tooling does: a benchmark shows, it never gates.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import * as pages from "../src/pages/all-pages.ts";
import { prepareArms, serveArms } from "./bench-arms.mjs";
import { CHROMIUM_FLAGS, ensureChromium } from "./browsers.mjs";
import {
  BIG_BASKET,
  checkoutMarkupOf,
  measureBigBasket,
  measureFirstSignIn,
  measureFloor,
  measureLoad,
  measurePageChange,
  measureRest,
  REPORTED_MS,
  REST_MS,
} from "./press-page.mjs";
import { pressPlot } from "./press-plot.mjs";
import { allResolved, compareKinds, printKinds, progressLine, runRecord } from "./press-report.mjs";
import { seededRandom } from "./press-stats.mjs";

/** @import { Browser } from "@playwright/test" */
/** @import { Arm } from "./bench-arms.mjs" */
/** @import { Press, Rest } from "./press-page.mjs" */
/** @import { Load } from "./press-report.mjs" */

/**
 * Stops with one line saying what is wrong with the command.
 * @param {string} problem
 * @returns {never}
 */
function refuse(problem) {
  console.error(problem);
  process.exit(1);
}

/** @type {{ base?: string, change?: string, minutes: string, familywise: boolean, json?: string, plot: string, rest: boolean, seed?: string }} */
const options = (() => {
  try {
    return parseArgs({
      options: {
        base: { type: "string" },
        change: { type: "string" },
        minutes: { type: "string", default: "10" },
        familywise: { type: "boolean", default: false },
        json: { type: "string" },
        // Out of the tracked tree by default: bench-results/ is ignored.
        plot: { type: "string", default: "bench-results/press-plot.svg" },
        rest: { type: "boolean", default: true },
        seed: { type: "string" },
      },
      allowNegative: true,
    }).values;
  } catch (error) {
    return refuse(
      `${error instanceof Error ? error.message : error} (docs/performance.md lists the options).`,
    );
  }
})();
const minutes = Number(options.minutes);
if (!(minutes > 0)) refuse(`--minutes takes a number of minutes above 0, not '${options.minutes}'.`);
if (options.change !== undefined && options.base === undefined)
  refuse("--change needs a --base to compare it with.");
const withBase = options.base !== undefined;
const seed = Number(options.seed ?? Date.now() % 2 ** 31);
const { familywise } = options;

const FLOOR_PRESSES = 5; // the plain button's presses in each arm's round
const BIG_EVERY = 4; // rounds: the 200-line basket costs about 20 s to fill, and is described only
const PAGE_CHANGES = 2; // each round without a base: the floor of a page change, a fresh page each
const MIN_ROUNDS = 6; // before the intervals may stop the run: at least 42 later adds an arm
const { PORT = "4350", AUTH_EMULATOR_PORT = "9350" } = process.env;

/**
 * One arm's round: a load of '/' with its presses, the floor's plain button, the first Sign In in a
 * page of its own, every few rounds the 200-line basket, and without a base the floor of a page change.
 * @param {Browser} browser
 * @param {Arm} arm
 * @param {number} round
 * @param {string | undefined} checkoutMarkup
 * @returns {Promise<Load>}
 */
async function measureRound(browser, arm, round, checkoutMarkup) {
  /** @type {Press[]} */
  const presses = [
    ...(await measureLoad(browser, arm.origin)),
    ...(await measureFloor(browser, arm.origin, FLOOR_PRESSES)),
    await measureFirstSignIn(browser, arm.origin),
  ];
  if (round % BIG_EVERY === 0) presses.push(...(await measureBigBasket(browser, arm.origin)));
  for (let i = 0; checkoutMarkup !== undefined && i < PAGE_CHANGES; i++)
    presses.push(await measurePageChange(browser, arm.origin, checkoutMarkup));
  return { arm: arm.name, round, presses };
}

/** @type {import("../src/pages/page.ts").Page[]} */
const SHOP_PAGES = Object.values(pages).filter((page) => !("fallback" in page));
const { home } = pages;
/** @type {[name: string, path: string, options?: { stopBanner?: boolean }][]} */
const REST_PAGES = [
  ...(withBase ? [] : [/** @type {[string, string]} */ (["/floor (text only)", "/floor"])]),
  [`${home.path} (banner turning)`, home.path],
  [`${home.path} (banner stopped)`, home.path, { stopBanner: true }],
  ...SHOP_PAGES.filter((page) => page !== home).map(
    ({ path }) => /** @type {[string, string]} */ ([path, path]),
  ),
];

/**
 * Each page at rest in each arm, the arms in turn.
 * @param {Browser} browser
 * @param {Arm[]} arms
 */
async function measureRestOf(browser, arms) {
  /** @type {{ page: string, base?: Rest, change: Rest }[]} */
  const rows = [];
  for (const [name, path, restOptions] of REST_PAGES) {
    console.log(`At rest: ${name}…`);
    /** @type {Partial<Record<Arm["name"], Rest>>} */
    const row = {};
    for (const arm of arms) row[arm.name] = await measureRest(browser, arm.origin, path, restOptions);
    if (!row.change) throw new Error("The change was not measured at rest.");
    rows.push({ page: name, ...row, change: row.change });
  }
  return rows;
}

/** @param {{ page: string, base?: Rest, change: Rest }[]} rest */
function printRest(rest) {
  console.log(
    `\nAt rest over ${REST_MS / 1000} s, nobody touching the page (main thread ms/s, style recalculations/s):`,
  );
  const cell = (/** @type {Rest | undefined} */ r) =>
    r ? `${Math.round(r.taskMsPerS)} ms/s, ${r.recalcsPerS.toFixed(1)}/s` : "–";
  console.table(
    Object.fromEntries(
      rest.map(({ page, base, change }) => [
        page,
        withBase ? { base: cell(base), change: cell(change) } : { build: cell(change) },
      ]),
    ),
  );
  const turning = rest.find(({ page }) => page === "/ (banner turning)")?.change;
  const stopped = rest.find(({ page }) => page === "/ (banner stopped)")?.change;
  if (withBase || !turning || !stopped) return;
  // The goals at rest (docs/performance.md): the turning banner's cost against the same page stopped.
  const limit = Math.max(2 * stopped.taskMsPerS, stopped.taskMsPerS + 10);
  const met = (/** @type {boolean} */ ok) => (ok ? "met" : "NOT met");
  console.log(
    `'/' turning: ${Math.round(turning.taskMsPerS)} ms/s of main thread (≤ ${Math.round(limit)}, twice ` +
      `stopped or stopped + 10: ${met(turning.taskMsPerS <= limit)}), ${turning.recalcsPerS.toFixed(1)} ` +
      `style recalculations/s (≤ 1: ${met(turning.recalcsPerS <= 1)}).`,
  );
}

const executablePath = ensureChromium();
const authPort = Number(AUTH_EMULATOR_PORT);
const arms = await prepareArms({
  base: options.base,
  change: options.change,
  port: Number(PORT),
  authPort,
  outRoot: "dist-bench-press",
}).catch((/** @type {Error} */ error) => refuse(error.message));
const changeArm = arms[arms.length - 1];
if (!changeArm) throw new Error("No change to measure.");
const server = serveArms(arms, authPort);
/** @type {Browser | undefined} */
let browser;
try {
  console.log("Starting the Hosting emulators and the Auth Emulator…");
  await server.ready;
  browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const loadBefore = loadavg()[0] ?? Number.NaN;
  const rest = options.rest ? await measureRestOf(browser, arms) : [];
  const random = seededRandom(seed);
  const checkoutMarkup = withBase ? undefined : await checkoutMarkupOf(browser, changeArm.origin);
  /** @type {Load[]} */
  const loads = [];
  const started = performance.now();
  const elapsedMinutes = () => (performance.now() - started) / 60_000;
  let results = compareKinds([], { random, withBase, familywise });
  let round = 0;
  console.log(`Sampling for up to ${minutes} minutes, ${withBase ? "ABBA" : "round by round"}…`);
  while (elapsedMinutes() < minutes) {
    // ABBA: each arm goes first in every other round, so a drift in the machine falls on both alike.
    for (const arm of round % 2 === 0 ? arms : arms.toReversed())
      loads.push(await measureRound(browser, arm, round, checkoutMarkup));
    round++;
    if (round < MIN_ROUNDS) continue;
    results = compareKinds(loads, { random, withBase, familywise });
    console.log(`Round ${round}, ${elapsedMinutes().toFixed(1)} min: ${progressLine(results)}`);
    if (allResolved(results)) break;
  }
  if (round < MIN_ROUNDS) results = compareKinds(loads, { random, withBase, familywise });
  const loadAverage = [loadBefore, loadavg()[0] ?? Number.NaN].map((value) => Number(value.toFixed(2)));
  const sources = arms.map((arm) => `${arm.name} ${arm.source.slice(0, 12)}`).join(", ");
  console.log(
    `\nChromium ${browser.version()}, CPU 4× slower, 390×844; ${sources}; ${round} rounds in ` +
      `${elapsedMinutes().toFixed(1)} min (load average ${loadAverage.join(" before, ")} after; seed ${seed}).`,
  );
  if (rest.length) printRest(rest);
  console.log(
    `\nEach kind of press, in ms from the press to the end of the main thread's work on the frame that shows ` +
      `its result (${withBase ? "the change minus the base" : "the build minus its floor"}), ` +
      `with a 95% interval from a bootstrap by load; the ${BIG_BASKET}-line basket every ${BIG_EVERY} rounds:`,
  );
  printKinds(results, { withBase });
  mkdirSync(dirname(options.plot), { recursive: true });
  writeFileSync(options.plot, await pressPlot(results, { withBase }));
  console.log(`Each kind's difference and interval, drawn: ${options.plot}`);
  const lags = loads.flatMap((load) => load.presses.flatMap((press) => press.reportedAfterMs ?? []));
  const lag = Math.max(0, ...lags);
  console.log(
    `Event Timing's entries came at most ${Math.round(lag)} ms after their frame; the bench waits ${REPORTED_MS}.` +
      (lag > REPORTED_MS / 2
        ? " WARNING: close to the wait; some presses' entries may have been missed."
        : ""),
  );
  if (options.json) {
    const record = runRecord({
      base: arms.find((arm) => arm.name === "base")?.source ?? null,
      change: arms.find((arm) => arm.name === "change")?.source ?? "",
      minutes: Number(elapsedMinutes().toFixed(2)),
      chromium: browser.version(),
      loadAverage,
      seed,
      rounds: round,
      familywise,
      results,
      rest,
    });
    writeFileSync(options.json, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`The run's record: ${options.json}`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server.stop();
}
