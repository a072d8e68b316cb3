#!/usr/bin/env node
// `npm run bench`: serves a production build as `npm start` does (the Firebase Hosting emulator with
// the firebase.json that deploys, beside the Auth Emulator), runs Lighthouse in the system Chromium
// BENCH_RUNS times (default 3) per route, mobile and desktop, and prints the medians, the bytes
// transferred and each route's critical-path bytes. Writes them to bench-results/bench.json, with
// the median run's HTML report per page (picked by Lighthouse's computeMedianRun, as Lighthouse CI
// picks it). It reports; it never fails on numbers.
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, generateReport } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_FLAGS, ensureChromium } from "./chromium.mjs";
import { ROUTES, routeAssets } from "./critical-path.mjs";
import { startEmulators } from "./emulators.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const PORT = Number(process.env.PORT ?? 4340);
const AUTH_PORT = Number(process.env.AUTH_EMULATOR_PORT ?? 9340);
const OUT_DIR = "dist-bench";
const RESULTS = path.join(root, "bench-results");
const FORMS = { mobile: undefined, desktop: desktopConfig }; // undefined: Lighthouse's phone on slow 4G
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const PARTS = { HTML: "html", CSS: "blockingCss", "JS to interact": "initialJs", "JS later": "laterJs" };
// A run is busy when Lighthouse's CPU benchmark index is below the level where Lighthouse itself
// warns. (The load average is no guide here: on two cores, the previous run alone lifts it past 2.)
const BUSY_INDEX = 1000;

let emulators = null;
/** Stops the emulators, then Chromium (killing it mid-run makes Lighthouse reject where nothing can catch it). */
async function stop() {
  await emulators?.stop();
  chromeLauncher.killAll();
}
process.once("SIGINT", () => stop().then(() => process.exit(130)));
process.once("SIGTERM", () => stop().then(() => process.exit(143)));

/** A production build served as `npm start` serves it: the Hosting emulator, with firebase.json. */
async function serve() {
  const env = { ...process.env, BUILD_OUT_DIR: OUT_DIR, VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}` };
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) throw new Error("The build failed.");
  emulators = startEmulators({ hostingPort: PORT, authPort: AUTH_PORT, publicDir: OUT_DIR });
  await emulators.ready;
}

async function lighthouseRun(chromePath, url, config) {
  const chromeFlags = ["--headless=new", ...CHROMIUM_FLAGS];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags,
    handleSIGINT: false,
    logLevel: "silent",
  });
  try {
    const flags = { port: chrome.port, hostname: "127.0.0.1", logLevel: "error", onlyCategories: CATEGORIES };
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** What one run says: scores 0-100, times in ms, bytes as transferred and as decoded. */
function summarize(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const benchmarkIndex = lhr.environment?.benchmarkIndex;
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)])),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    transferred: value("total-byte-weight"),
    decoded: requests.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    benchmarkIndex,
    busy: benchmarkIndex < BUSY_INDEX,
    error: lhr.runtimeError?.message ?? null,
  };
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length === 0 ? null : (sorted[Math.floor(middle)] + sorted[Math.ceil(middle) - 1]) / 2;
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

async function main() {
  const chromePath = ensureChromium();
  await serve();
  const pages = {}; // "mobile /": [{ lhr, summary }, …]
  // Interleaved, so that a change in the machine's load spreads over every page alike.
  for (let run = 1; run <= RUNS; run++) {
    for (const [form, config] of Object.entries(FORMS)) {
      for (const route of ROUTES) {
        const lhr = await lighthouseRun(chromePath, `http://127.0.0.1:${PORT}${route.path}`, config);
        const summary = summarize(lhr);
        pages[`${form} ${route.path}`] = [...(pages[`${form} ${route.path}`] ?? []), { lhr, summary }];
        const busy = summary.busy ? ` (busy: CPU index ${summary.benchmarkIndex})` : "";
        const error = summary.error ? `, Lighthouse error: ${summary.error}` : "";
        console.log(
          `  run ${run}/${RUNS} ${form} ${route.path}: performance ${summary.performance}${busy}${error}`,
        );
      }
    }
  }

  await mkdir(path.join(RESULTS, "lighthouse"), { recursive: true });
  const medians = {};
  for (const [page, runs] of Object.entries(pages)) {
    const report = `${page.replace(/ \/$/, " home").replace(/\W+/g, "-")}.html`;
    const html = generateReport(computeMedianRun(runs.map((run) => run.lhr)), "html");
    await writeFile(path.join(RESULTS, "lighthouse", report), html);
    const pick = (key) => median(runs.map((run) => run.summary[key]));
    medians[page] = {
      Perf: pick("performance"),
      A11y: pick("accessibility"),
      BP: pick("best-practices"),
      SEO: pick("seo"),
      "FCP ms": Math.round(pick("fcp")),
      "LCP ms": Math.round(pick("lcp")),
      "TBT ms": Math.round(pick("tbt")),
      CLS: Number(pick("cls")?.toFixed(3)),
      "Sent KB": kb(pick("transferred")),
      "Decoded KB": kb(pick("decoded")),
      "Perf per run": runs.map(({ summary: s }) => `${s.performance}${s.busy ? "*" : ""}`).join(" "),
    };
  }
  const assets = ROUTES.map((route) => routeAssets(path.join(root, OUT_DIR), route));
  const pathRows = assets.flatMap((route) =>
    Object.entries(PARTS).map(([label, key]) => {
      const { raw, gzip, brotli } = route[key];
      return [`${route.route} ${label}`, { "raw KB": kb(raw), "gzip KB": kb(gzip), "brotli KB": kb(brotli) }];
    }),
  );

  console.log(`\nLighthouse medians of ${RUNS} runs (KB as transferred, and as decoded by the browser):`);
  console.table(medians);
  if (Object.values(pages).some((runs) => runs.some((run) => run.summary.busy))) {
    console.log(`* busy machine (CPU index < ${BUSY_INDEX}): that run's times are unreliable.`);
  }
  console.log("\nCritical path per route, from the build (gzip -9, brotli -11: the least a server sends):");
  console.table(Object.fromEntries(pathRows));

  const json = {
    date: new Date(),
    lighthouseVersion: Object.values(pages)[0][0].lhr.lighthouseVersion,
    chromePath,
    medians,
    runs: Object.fromEntries(
      Object.entries(pages).map(([page, runs]) => [page, runs.map((run) => run.summary)]),
    ),
    criticalPath: assets,
  };
  await writeFile(path.join(RESULTS, "bench.json"), `${JSON.stringify(json, null, 2)}\n`);
  console.log("\nWrote bench-results/bench.json, and the median runs' reports in bench-results/lighthouse/.");
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = 1;
} finally {
  await stop();
}
process.exit(exitCode);
