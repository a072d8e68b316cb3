#!/usr/bin/env node
// `npm run bench`: builds the storefront into dist-bench/, serves it on 127.0.0.1 the way
// Firebase Hosting would, and runs Lighthouse (system Chromium) on every prerendered page, for
// mobile and desktop, several times each. Prints the medians, the critical-path bytes of each
// page and the failing accessibility, best-practices and SEO audits, and writes them all to
// bench-results/bench.json. It reports; it never fails on numbers (exit 1 only on a crash).
//
// BENCH_RUNS=n changes the number of runs per page and form factor (default 3).
import { execFileSync, spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, generateReport } from "lighthouse";
import { fixed, formatTable, kb, median } from "./bench-table.mjs";
import { CHROMIUM_FLAGS, ensureChromium } from "./chromium.mjs";
import { ROUTES, routeAssets } from "./critical-path.mjs";
import { createStaticServer } from "./static-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = "dist-bench";
const RESULTS_DIR = path.join(root, "bench-results");
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const FORM_FACTORS = [
  { name: "mobile", config: undefined }, // Lighthouse's default: a mid-range phone on slow 4G.
  { name: "desktop", config: desktopConfig },
];
/**
 * Below this Lighthouse CPU benchmark index the machine was busy during the run (Lighthouse's own
 * threshold for its slow-CPU warning), so that run's timings say more about the machine than the app.
 */
const BUSY_BENCHMARK_INDEX = 1000;
/** Audit modes that carry no pass or fail. */
const UNSCORED = new Set(["informative", "notApplicable", "manual"]);

const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

const cleanups = [];
let cleaningUp;
function cleanUp() {
  cleaningUp ??= (async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  })();
  return cleaningUp;
}

function runBuild(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/build.mjs"], { cwd: root, env, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`The build exited with ${code}.`)),
    );
  });
}

function gitCommit() {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
    const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).trim();
    return `${commit.trim()}${dirty ? " (with uncommitted changes)" : ""}`;
  } catch {
    return null;
  }
}

function slug(route) {
  return route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
}

/** One item of an audit's details, in a line: the element, the message or the URL. */
function describeItem(item) {
  const text =
    item.node?.selector ??
    item.node?.snippet ??
    (item.description && item.sourceLocation?.url
      ? `${item.description} (${item.sourceLocation.url})`
      : item.description) ??
    item.source?.url ??
    item.url ??
    item.issueType ??
    JSON.stringify(item);
  const line = String(text).replace(/\s+/g, " ");
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

/** What the benchmark keeps of one Lighthouse result. */
export function summarize(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  const failing = [];
  for (const category of CATEGORIES.filter((id) => id !== "performance")) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || UNSCORED.has(audit.scoreDisplayMode)) continue;
      const failed = audit.scoreDisplayMode === "error" || (audit.score !== null && audit.score < 1);
      if (!failed) continue;
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        weight: ref.weight,
        error: audit.errorMessage ?? null,
        items: Array.isArray(audit.details?.items) ? audit.details.items.slice(0, 3).map(describeItem) : [],
      });
    }
  }
  return {
    scores,
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalBytes: numeric("total-byte-weight"),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
    failing,
  };
}

async function lighthouseRun(chromePath, url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    handleSIGINT: false,
    logLevel: "silent",
  });
  const kill = async () => chrome.kill();
  cleanups.push(kill);
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        hostname: "127.0.0.1",
        logLevel: "error",
        output: "json",
        onlyCategories: CATEGORIES,
      },
      formFactor.config,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    return result.lhr;
  } finally {
    cleanups.splice(cleanups.indexOf(kill), 1);
    await kill();
  }
}

function isBusy(run) {
  return run.benchmarkIndex !== null && run.benchmarkIndex < BUSY_BENCHMARK_INDEX;
}

function medianOf(runs) {
  const pick = (read) => median(runs.map(read));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.scores[id])])),
    fcp: pick((run) => run.fcp),
    lcp: pick((run) => run.lcp),
    tbt: pick((run) => run.tbt),
    cls: pick((run) => run.cls),
    totalBytes: pick((run) => run.totalBytes),
  };
}

/** The run whose performance score is the median one, for the saved HTML report. */
function medianRunIndex(runs) {
  const order = runs
    .map((run, index) => ({ index, score: run.scores.performance ?? -1 }))
    .sort((a, b) => a.score - b.score);
  return order[Math.floor((order.length - 1) / 2)].index;
}

async function main() {
  const chromePath = ensureChromium();
  const outDir = path.join(root, OUT_DIR);
  // No Auth Emulator: the app loads Firebase after its first paint and, with no signed-in user
  // (Lighthouse clears storage), never calls the emulator address, so nothing fails in the console.
  const buildStarted = performance.now();
  await runBuild({ ...process.env, BUILD_OUT_DIR: OUT_DIR });
  const buildSeconds = Number(seconds(buildStarted));

  const server = createStaticServer({ dir: outDir });
  await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const origin = `http://127.0.0.1:${server.address().port}`;
  console.log(`Serving ${OUT_DIR}/ at ${origin}; Lighthouse ${RUNS}× per page and form factor.\n`);

  const lighthouseStarted = performance.now();
  /** results[formFactor][route] = [{ summary, lhr }] */
  const results = Object.fromEntries(
    FORM_FACTORS.map((ff) => [ff.name, Object.fromEntries(ROUTES.map((route) => [route.path, []]))]),
  );
  let lighthouseVersion = null;
  let userAgent = null;
  // Interleaved (run 1 of everything, then run 2…) so that drift in the machine's load spreads evenly.
  for (let run = 1; run <= RUNS; run++) {
    for (const formFactor of FORM_FACTORS) {
      for (const route of ROUTES) {
        const runStarted = performance.now();
        const lhr = await lighthouseRun(chromePath, origin + route.path, formFactor);
        lighthouseVersion ??= lhr.lighthouseVersion;
        userAgent ??= lhr.environment?.hostUserAgent ?? null;
        const summary = summarize(lhr);
        results[formFactor.name][route.path].push({ summary, lhr });
        const s = summary.scores;
        console.log(
          `  run ${run}/${RUNS} ${formFactor.name.padEnd(7)} ${route.path.padEnd(9)} ` +
            `perf ${fixed(s.performance)} a11y ${fixed(s.accessibility)} bp ${fixed(s["best-practices"])} ` +
            `seo ${fixed(s.seo)}  (${seconds(runStarted)} s, CPU index ${fixed(summary.benchmarkIndex)})` +
            (summary.runtimeError ? `  ERROR ${summary.runtimeError}` : ""),
        );
      }
    }
  }
  const lighthouseSeconds = Number(seconds(lighthouseStarted));

  // Medians, saved reports and the failing audits.
  await mkdir(path.join(RESULTS_DIR, "lighthouse"), { recursive: true });
  const pages = [];
  const failing = new Map();
  const problems = [];
  for (const formFactor of FORM_FACTORS) {
    for (const route of ROUTES) {
      const entries = results[formFactor.name][route.path];
      const runs = entries.map((entry) => entry.summary);
      const report = path.join(RESULTS_DIR, "lighthouse", `${formFactor.name}-${slug(route.path)}.html`);
      await writeFile(report, generateReport(entries[medianRunIndex(runs)].lhr, "html"));
      pages.push({
        route: route.path,
        formFactor: formFactor.name,
        median: medianOf(runs),
        report: path.relative(root, report),
        runs: runs.map(({ failing: _, ...run }) => run),
      });
      for (const run of runs) {
        if (run.runtimeError) problems.push(`${formFactor.name} ${route.path}: ${run.runtimeError}`);
        for (const warning of run.runWarnings) problems.push(`${formFactor.name} ${route.path}: ${warning}`);
        for (const audit of run.failing) {
          const key = `${audit.category}/${audit.id}`;
          const entry = failing.get(key) ?? { ...audit, where: [], items: [] };
          const where = `${formFactor.name} ${route.path}`;
          if (!entry.where.includes(where)) entry.where.push(where);
          for (const item of audit.items) if (!entry.items.includes(item)) entry.items.push(item);
          failing.set(key, entry);
        }
      }
    }
  }
  const criticalPath = ROUTES.map((route) => routeAssets(outDir, route));

  // The tables.
  const scoreTable = formatTable(
    [
      { title: "Route", align: "left" },
      { title: "Form", align: "left" },
      { title: "Perf" },
      { title: "A11y" },
      { title: "BP" },
      { title: "SEO" },
      { title: "FCP ms" },
      { title: "LCP ms" },
      { title: "TBT ms" },
      { title: "CLS" },
      { title: "Total KB" },
      { title: "Perf per run", align: "left" },
    ],
    ROUTES.flatMap((route) =>
      FORM_FACTORS.map((formFactor) => {
        const page = pages.find((p) => p.route === route.path && p.formFactor === formFactor.name);
        const m = page.median;
        return [
          route.path,
          formFactor.name,
          fixed(m.scores.performance),
          fixed(m.scores.accessibility),
          fixed(m.scores["best-practices"]),
          fixed(m.scores.seo),
          fixed(m.fcp),
          fixed(m.lcp),
          fixed(m.tbt),
          fixed(m.cls, 3),
          kb(m.totalBytes),
          page.runs.map((run) => fixed(run.scores.performance) + (isBusy(run) ? "*" : "")).join(" "),
        ];
      }),
    ),
  );
  const bytes = (group) => `${kb(group.raw)} / ${kb(group.gzip)}`;
  const pathTable = formatTable(
    [
      { title: "Route", align: "left" },
      { title: "HTML KB" },
      { title: "Blocking CSS KB" },
      { title: "JS before interactive KB" },
      { title: "JS later (Firebase) KB" },
    ],
    criticalPath.map((assets) => [
      assets.route,
      bytes(assets.html),
      bytes(assets.blockingCss),
      bytes(assets.initialJs),
      bytes(assets.laterJs),
    ]),
  );

  const totalSeconds = Number(seconds(started));
  console.log(`\nLighthouse medians of ${RUNS} runs (scores 0–100; total KB as transferred):\n`);
  console.log(scoreTable);
  if (pages.some((page) => page.runs.some(isBusy))) {
    console.log(
      `  * the machine was busy during that run (Lighthouse CPU benchmark index < ${BUSY_BENCHMARK_INDEX}): ` +
        "its timings are unreliable.",
    );
  }
  console.log("\nCritical path per route (raw / gzip, from the build):\n");
  console.log(pathTable);
  const blocking = criticalPath.filter((assets) => assets.blockingScripts.length > 0);
  for (const assets of blocking) {
    console.log(`  ${assets.route} has render-blocking scripts: ${assets.blockingScripts.join(", ")}`);
  }

  const failingList = [...failing.values()].sort(
    (a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || a.id.localeCompare(b.id),
  );
  if (failingList.length === 0) {
    console.log("\nFailing accessibility, best-practices and SEO audits: none.");
  } else {
    console.log("\nFailing accessibility, best-practices and SEO audits:");
    for (const audit of failingList) {
      const weight = audit.weight > 0 ? "" : " [weight 0: not in the score]";
      console.log(`  ${audit.category} · ${audit.id}: ${audit.title}${weight}`);
      console.log(`      on ${audit.where.join(", ")}`);
      if (audit.error) console.log(`      error: ${audit.error}`);
      for (const item of audit.items.slice(0, 5)) console.log(`      - ${item}`);
    }
  }
  const uniqueProblems = [...new Set(problems)];
  if (uniqueProblems.length > 0) {
    console.log("\nLighthouse warnings and errors:");
    for (const problem of uniqueProblems) console.log(`  ${problem}`);
  }

  const json = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    lighthouseVersion,
    userAgent,
    chromePath,
    runsPerPage: RUNS,
    seconds: { build: buildSeconds, lighthouse: lighthouseSeconds, total: totalSeconds },
    pages,
    criticalPath,
    failingAudits: failingList,
    problems: uniqueProblems,
  };
  await writeFile(path.join(RESULTS_DIR, "bench.json"), `${JSON.stringify(json, null, 2)}\n`);
  console.log(
    `\nWrote bench-results/bench.json and one HTML report per page in bench-results/lighthouse/.` +
      `\nTook ${totalSeconds} s: build ${buildSeconds} s, ${RUNS * ROUTES.length * FORM_FACTORS.length} ` +
      `Lighthouse runs ${lighthouseSeconds} s.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ]) {
    process.once(signal, () => cleanUp().then(() => process.exit(code)));
  }
  let exitCode = 0;
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    exitCode = 1;
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
}
