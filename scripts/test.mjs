#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and component tests, a production build for the browser tests
// with its size budget, the security grades of the build as it deploys, then the browser tests,
// served by the Hosting emulator beside the Auth Emulator: all of them in the system Chromium,
// the shopper's journeys in Firefox and WebKit too. Every step runs even when an earlier one fails; the last line
// counts every check: 'N passed, N failed'. Runs itself under Node 24 where the machine's is older.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Vitest 5 and react-router 8 need Node 22.12 or later. The npm registry ships Node
// itself: on an older machine, fetch Node 24 once (npx caches it) and run this script under it.
if (Number(process.versions.node.split(".")[0]) < 22) {
  if (process.env.BAZAAR_REEXEC) {
    console.error(`npx gave Node ${process.version}, not 24: clear ~/.npm/_npx or install Node 24.`);
    process.exit(1);
  }
  console.log(`Node ${process.version} is too old for the test tools: running under Node 24 (npx node@24)…`);
  const node24 = execFileSync("npx", ["-y", "-p", "node@24", "--", "node", "-p", "process.execPath"], {
    encoding: "utf8",
    env: { ...process.env, npm_config_ignore_scripts: "false" }, // node@24 installs its binary by script
  }).trim();
  const PATH = `${path.dirname(node24)}${path.delimiter}${process.env.PATH}`; // for the tools' `env node`
  const env = { ...process.env, PATH, BAZAAR_REEXEC: "1" };
  process.exit(spawnSync(node24, process.argv.slice(1), { stdio: "inherit", env }).status ?? 1);
}

const { ensureChromium, ensureBrowsers: ensureEngines } = await import("./browsers.mjs");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const results = [];
const record = (step, passed, failed, skipped = 0, note = "") =>
  results.push({ step, passed, failed, skipped, note });

function run(command, args, env = {}) {
  console.log(`\n▶ ${[path.basename(command), ...args].join(" ")}`);
  return (
    spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status === 0
  );
}

/** Runs a test runner that writes a JSON report, and reads the report (null when there is none). */
function runWithReport(command, args, report, env) {
  rmSync(report, { force: true });
  const ok = run(command, args, env);
  try {
    return { ok, report: JSON.parse(readFileSync(report, "utf8")) };
  } catch {
    return { ok, report: null };
  }
}

/**
 * Every browser test of the report, one entry per project it ran in: 'suite › title', the project,
 * its status ('expected', 'unexpected', 'flaky': passed only on a retry, 'skipped') and why skipped.
 */
function projectTests(suites = [], trail = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? []).map((test) => ({
        title: [...trail, suite.title, spec.title].join(" › "),
        projectName: test.projectName,
        status: test.status,
        reasons: (test.annotations ?? [])
          .filter((annotation) => ["skip", "fixme"].includes(annotation.type) && annotation.description)
          .map((annotation) => annotation.description),
      })),
    ),
    ...projectTests(suite.suites, [...trail, suite.title]),
  ]);
}

mkdirSync(path.join(root, "test-results"), { recursive: true });

// 1. Types and lint: one check each.
const typesOk = run(bin("tsc"), ["--noEmit"]);
record("typecheck (tsc --noEmit)", typesOk ? 1 : 0, typesOk ? 0 : 1);
const lintOk = run(bin("biome"), ["check", "."]);
record("lint and format (biome check)", lintOk ? 1 : 0, lintOk ? 0 : 1);

// 2. Unit and component tests (Vitest); skipped ones are named with their reason.
const unitArgs = ["run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/unit.json"];
const unit = runWithReport(bin("vitest"), unitArgs, path.join(root, "test-results/unit.json"));
if (unit.report) {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, testResults } = unit.report;
  const skippedSuites = new Set(
    testResults
      .flatMap((file) =>
        file.assertionResults.filter((test) => test.status !== "passed" && test.status !== "failed"),
      )
      .map((test) => test.ancestorTitles[0] ?? test.title),
  );
  const crashed = !unit.ok && numFailedTests === 0 ? 1 : 0;
  const note = [...skippedSuites].join("; ");
  record(
    "unit and component tests (vitest)",
    numPassedTests,
    numFailedTests + crashed,
    numPendingTests + numTodoTests,
    note,
  );
} else {
  record("unit and component tests (vitest)", 0, 1, 0, "no report: vitest did not run");
}

// 3. The production build of the run, pointed at the browser tests' Auth Emulator: its byte
// budget, then the browser tests against it (the grades build their own, as it deploys).
const buildDir = "dist-test";
process.env.E2E_APP_PORT ??= "4173"; // as in e2e/test-servers.ts
process.env.E2E_EMULATOR_PORT ??= "9199";
const emulatorHost = `127.0.0.1:${process.env.E2E_EMULATOR_PORT}`;
const built = run(process.execPath, ["scripts/build.mjs"], {
  BUILD_OUT_DIR: buildDir,
  VITE_AUTH_EMULATOR_HOST: emulatorHost,
});
if (built) {
  // size-limit prints every budget in package.json (its paths name dist-test/) and fails past one.
  const sized = run(bin("size-limit"), []);
  record("size budgets (size-limit)", sized ? 1 : 0, sized ? 0 : 1);
  // The security and markup graders, on a build of their own as it deploys (for a real provider,
  // not the Auth Emulator: its hashes must be firebase.json's), served by a Hosting emulator of
  // their own: E2E_APP_PORT + 60 (clear of the update spec's + 50 to + 55), so runs on other ports never meet.
  const graded = run(process.execPath, ["scripts/grades.mjs"], {
    GRADES_PORT: process.env.GRADES_PORT ?? String(Number(process.env.E2E_APP_PORT) + 60),
  });
  record("security and markup grades (Observatory, CSP Evaluator)", graded ? 1 : 0, graded ? 0 : 1);
} else {
  record("production build and size budgets", 0, 1);
}

// 4. Browser tests (Playwright): every spec in the system Chromium, and the journeys (e2e/journeys)
// in Firefox and WebKit too; its config starts the app and emulators. Counted per engine.
let chromium = null;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
}
const engines = ensureEngines();
for (const [engine, reason] of Object.entries(engines.reasons)) {
  if (reason) console.error(`\n${engine} cannot run: ${reason}`);
}
const projects = chromium ? [] : ["--project=firefox", "--project=webkit"];
const report = path.join(root, `test-results/e2e-report-${process.env.E2E_APP_PORT}.json`);
const env = {
  ...(chromium ? { CHROME_PATH: chromium } : {}),
  ...(built ? { E2E_BUILD_DIR: buildDir } : {}),
  ...(engines.found.firefox ? { FIREFOX_PATH: engines.found.firefox } : {}),
};
const started = Date.now();
const e2e = runWithReport(bin("playwright"), ["test", ...projects], report, env);
const seconds = Math.round((Date.now() - started) / 1000);
if (e2e.report) {
  const tests = projectTests(e2e.report.suites);
  for (const engine of ["chromium", "firefox", "webkit"]) {
    const mine = tests.filter((test) => test.projectName === engine);
    const count = (status) => mine.filter((test) => test.status === status).length;
    const retried = mine.filter((test) => test.status === "flaky").map((test) => test.title);
    const skipReasons = new Set(mine.flatMap((test) => (test.status === "skipped" ? test.reasons : [])));
    const note = [
      retried.length ? `failed first, passed on retry (flaky): ${retried.join("; ")}` : "",
      ...skipReasons,
      engine === "chromium" && !chromium ? "no Chromium" : "",
    ]
      .filter(Boolean)
      .join("; ");
    const missing = engine === "chromium" && !chromium ? 1 : 0;
    record(
      `browser tests, ${engine}`,
      count("expected"),
      count("unexpected") + count("flaky") + missing,
      count("skipped"),
      note,
    );
  }
  const unexpected = tests.filter((test) => test.status === "unexpected").length;
  if (!e2e.ok && unexpected === 0)
    record("browser tests (playwright)", 0, 1, 0, "playwright exited with an error");
  console.log(`\nBrowser tests took ${seconds} s.`);
} else {
  record("browser tests (playwright)", 0, 1, 0, "no report: playwright did not run");
}

console.log("\nSummary");
for (const { step, passed, failed, skipped, note } of results) {
  const extra = [skipped ? `${skipped} skipped` : "", note].filter(Boolean).join("; ");
  console.log(
    `  ${failed ? "✗" : "✓"} ${step}: ${passed} passed, ${failed} failed${extra ? ` (${extra})` : ""}`,
  );
}
const total = (key) => results.reduce((sum, result) => sum + result[key], 0);
const skipped = total("skipped") ? `, ${total("skipped")} skipped` : "";
console.log(`\n${total("passed")} passed, ${total("failed")} failed${skipped}`);
process.exit(total("failed") === 0 ? 0 : 1);
