#!/usr/bin/env node
// @ts-check
// `npm test`: the steps below, each run even when an earlier one fails; the last line counts every
// check: 'N passed, N failed'. `npm run test:repeat -- [--runs N] [-- vitest arguments]` hunts flaky
// unit tests instead: Vitest N times (20), each in fresh processes, naming each test that failed and
// how often. (For the browser tests Playwright does it itself: `npm run test:repeat:e2e`.)
import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureBrowsers } from "./browsers.mjs";
import { nodeRefused } from "./node-version.mjs";

/** @import { JSONReport, JSONReportSuite, JSONReportTest } from "@playwright/test/reporter" */
/** @import { JsonTestResult, JsonTestResults } from "vitest/node" */
/**
 * One test's result, from its runner's JSON report.
 * @typedef {object} TestOutcome
 * @property {string} title
 * @property {string} [project] the Playwright project it ran in: its engine
 * @property {"passed" | "failed" | "flaky" | "skipped"} status flaky: passed only on a retry
 * @property {string[]} reasons why it was skipped (for Vitest, its suite)
 * @property {string[]} [unwatched] what the engine's driver could not watch
 */

const refused = nodeRefused();
if (refused) {
  console.error(`${refused} (Or run \`bash .ci/run\`, which fetches Node 24 from npm.)`);
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
/** @param {string} name */
const bin = (name) => path.join(root, "node_modules/.bin", name);
process.env.E2E_APP_PORT ??= "4173"; // as `APP_PORT` in e2e/test-servers.ts
process.env.E2E_EMULATOR_PORT ??= "9199";
mkdirSync(path.join(root, "test-results"), { recursive: true });

/**
 * Runs a command, its output to ours or to the file `output`; true when it exits 0.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @param {string} [output]
 */
function run(command, args, env = {}, output = undefined) {
  if (!output) console.log(`\n▶ ${[path.basename(command), ...args].join(" ")}`);
  const file = output ? openSync(output, "w") : undefined;
  const options = { cwd: root, env: { ...process.env, ...env } };
  const { status } = spawnSync(command, args, {
    ...options,
    stdio: ["ignore", file ?? "inherit", "inherit"],
  });
  if (file !== undefined) closeSync(file);
  return status === 0;
}

/**
 * Runs Vitest ('unit') or Playwright ('e2e'): whether it passed, and each test of its JSON report (null
 * if none), per Playwright project: title, project, status (passed, failed, flaky: passed only on a
 * retry, skipped) and why skipped (for Vitest, its suite).
 * @param {"unit" | "e2e"} kind
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, output?: string }} [options]
 * @returns {{ ok: boolean, tests: TestOutcome[] | null }}
 */
function runTests(kind, args, { env = {}, output = undefined } = {}) {
  // Playwright's report is where playwright.config.ts writes it.
  const name = kind === "unit" ? `unit${output ? "-repeat" : ""}` : `e2e-report-${process.env.E2E_APP_PORT}`;
  const report = path.join(root, "test-results", `${name}.json`);
  const runner = kind === "unit" ? "vitest" : "playwright";
  const vitest = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  const runnerArgs = kind === "unit" ? vitest : ["test"];
  rmSync(report, { force: true });
  const ok = run(bin(runner), [...runnerArgs, ...args], env, output);
  let json = null;
  try {
    json = JSON.parse(readFileSync(report, "utf8"));
  } catch {}
  if (!json) return { ok, tests: null };
  /**
   * @param {JsonTestResult} file
   * @returns {TestOutcome[]}
   */
  const unitTests = (file) =>
    file.assertionResults.map((test) => ({
      title: `${path.relative(root, file.name)} › ${test.fullName}`,
      status: test.status === "passed" || test.status === "failed" ? test.status : "skipped",
      reasons: [test.ancestorTitles[0] ?? test.title],
    }));
  /** @type {Record<JSONReportTest["status"], TestOutcome["status"]>} */
  const STATUS = { expected: "passed", unexpected: "failed", flaky: "flaky", skipped: "skipped" };
  /**
   * @param {JSONReportSuite[]} suites
   * @param {string[]} trail
   * @returns {TestOutcome[]}
   */
  const browserTests = (suites = [], trail = []) =>
    suites.flatMap((suite) => [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests.map((test) => ({
          title: [...trail, suite.title, spec.title].join(" › "),
          project: test.projectName,
          status: STATUS[test.status],
          reasons: test.annotations
            .filter((a) => /skip|fixme/.test(a.type))
            .flatMap((a) => a.description ?? []),
          // What the engine's driver could not watch (e2e/journeys/journey.ts), said in the summary.
          unwatched: test.annotations
            .filter((a) => a.type === "unwatched")
            .flatMap((a) => a.description ?? []),
        })),
      ),
      ...browserTests(suite.suites, [...trail, suite.title]),
    ]);
  if (kind === "unit")
    return { ok, tests: /** @type {JsonTestResults} */ (json).testResults.flatMap(unitTests) };
  return { ok, tests: browserTests(/** @type {JSONReport} */ (json).suites) };
}

const { values, positionals } = parseArgs({
  options: { repeat: { type: "boolean" }, runs: { type: "string", default: "20" } },
  allowPositionals: true,
});
if (values.repeat) {
  const runs = Number(values.runs);
  /** @type {Map<string, number>} */
  const failures = new Map(); // test name -> times it failed
  for (let round = 1; round <= runs; round += 1) {
    // Each run's own words go to a file, kept when it is red: an error outside any test (an
    // unhandled rejection after a test ended, say) fails the run and names no test.
    const output = path.join(root, `test-results/unit-repeat-run-${round}.log`);
    const { ok, tests } = runTests("unit", positionals, { output });
    const red = (tests ?? []).filter((test) => test.status === "failed").map((test) => test.title);
    if (!ok && !red.length) red.push(`(run ${round}: no test failed, see ${path.relative(root, output)})`);
    if (ok) rmSync(output, { force: true });
    for (const name of red) failures.set(name, (failures.get(name) ?? 0) + 1);
    // Named at once, so a long hunt that is stopped early still says what it found.
    console.log(`run ${round}/${runs}: ${ok ? "green" : `RED: ${red.join("; ")}`}`);
  }
  for (const [name, times] of [...failures].sort((a, b) => b[1] - a[1]))
    console.log(`  failed ${times}×  ${name}`);
  console.log(failures.size ? `${failures.size} tests failed at least once.` : "No test failed.");
  process.exit(failures.size ? 1 : 0);
}

// Each result counts in one unit: a tool step is one check, a unit test one test, a browser test one
// test in each engine it runs in. The summary says which is which.
/**
 * @typedef {object} StepResult one line of the summary
 * @property {string} step
 * @property {number} passed
 * @property {number} failed
 * @property {number} skipped
 * @property {string} note
 * @property {"check" | "test"} unit what it counts: tool checks or tests
 * @property {boolean} notRun
 */
/** @type {StepResult[]} */
const results = [];
/**
 * @param {string} step
 * @param {number} passed
 * @param {number} failed
 * @param {"check" | "test"} [unit]
 */
const record = (step, passed, failed, skipped = 0, note = "", unit = "check", notRun = false) =>
  results.push({ step, passed, failed, skipped, note, unit, notRun });
/**
 * @param {string} step
 * @param {boolean} ok
 */
const check = (step, ok) => record(step, ok ? 1 : 0, ok ? 0 : 1);
/**
 * A runner's tests as one step: a flaky test counts as failed and is named, skipped ones are named
 * with why, and a run that failed outside any test (a file that does not load, say) counts one.
 * @param {string} step
 * @param {TestOutcome[] | null | undefined} tests
 * @param {boolean} ok
 */
function recordTests(step, tests, ok) {
  if (!tests) return record(step, 0, 1, 0, "no report: the runner did not run");
  const cannotStart = tests.flatMap((test) => test.reasons).find((reason) => / cannot start: /.test(reason));
  if (cannotStart && tests.every((test) => test.status === "skipped"))
    return record(step, 0, 0, tests.length, `NOT RUN: ${cannotStart}`, "test", true);
  /** @param {TestOutcome["status"]} status */
  const count = (status) => tests.filter((test) => test.status === status).length;
  const flaky = tests.filter((test) => test.status === "flaky").map((test) => test.title);
  const notes = flaky.length ? [`failed first, passed on retry (flaky): ${flaky.join("; ")}`] : [];
  const crashed = !ok && !count("failed") ? 1 : 0;
  if (crashed) notes.push("the run failed outside any test");
  notes.push(...new Set(tests.flatMap((test) => (test.status === "skipped" ? test.reasons : []))));
  notes.push(
    ...[...new Set(tests.flatMap((test) => test.unwatched ?? []))].map((what) => `not watched: ${what}`),
  );
  const failed = count("failed") + flaky.length + crashed;
  record(step, count("passed"), failed, count("skipped"), notes.filter(Boolean).join("; "), "test");
}

// 1. Types, lint, the CI workflows (actionlint names each problem and exits 1) and unused code: one
// check each.
check("typecheck (tsc --noEmit)", run(bin("tsc"), ["--noEmit"]));
check("lint and format (biome check)", run(bin("biome"), ["check", "."]));
check("workflows (actionlint)", run(process.execPath, ["scripts/actionlint.mjs"]));
check("unused files, exports and dependencies (knip)", run(bin("knip"), []));

// 2. Unit and component tests (Vitest).
const unit = runTests("unit", []);
recordTests("unit and component tests (vitest)", unit.tests, unit.ok);

// The browsers, installed first when they can be (root): the grades walk the pages in Chromium too.
const { found, reasons } = ensureBrowsers();
for (const [engine, reason] of Object.entries(reasons)) if (reason) console.error(`\n${engine}: ${reason}`);

// 3. The production build of the run, pointed at the browser tests' Auth Emulator, and its byte
// budget: size-limit checks every budget in .size-limit.mjs (its paths name dist-test/).
const E2E_BUILD_DIR = "dist-test";
const emulatorHost = `127.0.0.1:${process.env.E2E_EMULATOR_PORT}`;
const build = { BUILD_OUT_DIR: E2E_BUILD_DIR, VITE_AUTH_EMULATOR_HOST: emulatorHost };
const built = run(process.execPath, ["scripts/build.mjs"], build);
check(built ? "size budgets (size-limit)" : "production build", built && run(bin("size-limit"), []));
// The security and markup graders, on a build of their own as it deploys (for a real provider, not
// the Auth Emulator: its hashes must be firebase.json's), served by a Hosting emulator of their own,
// on a free port unless GRADES_PORT names one.
const { freeEmulatorPort } = await import("./emulators.mjs");
const GRADES_PORT = process.env.GRADES_PORT ?? String(await freeEmulatorPort());
const graded = run(process.execPath, ["scripts/grades.mjs"], { GRADES_PORT });
check("security and markup grades (Observatory, CSP Evaluator, Nu Html Checker)", graded);

// 4. Browser tests (Playwright): every spec in the system Chromium, and the journeys (e2e/journeys)
// in Firefox and WebKit too; its config starts the app and emulators, and finds the same browsers
// (scripts/browsers.mjs). Counted per engine.
const engines = ["chromium", "firefox", "webkit"].filter((engine) => engine !== "chromium" || found.chromium);
if (!found.chromium) record("browser tests, chromium", 0, 1, 0, reasons.chromium ?? "");
const projects = engines.map((engine) => `--project=${engine}`);
const e2e = runTests("e2e", projects, { env: built ? { E2E_BUILD_DIR } : {} });
for (const engine of engines) {
  if (!e2e.tests && engine !== engines[0]) break; // no report: counted once
  const mine = e2e.tests?.filter((test) => test.project === engine);
  // Playwright's own failure, when no test failed, is counted once: under the first engine. Under CI
  // a flaky test fails the run too (failOnFlakyTests), and is already counted under its own engine.
  const explained = (/** @type {TestOutcome} */ test) => test.status === "failed" || test.status === "flaky";
  const ok = engine !== engines[0] || e2e.ok || (e2e.tests?.some(explained) ?? false);
  recordTests(`browser tests, ${engine}`, mine, ok);
}
console.log("\nSummary");
for (const { step, passed, failed, skipped, note, unit, notRun } of results) {
  const extra = [skipped ? `${skipped} skipped` : "", note].filter(Boolean).join("; ");
  const mark = failed ? "✗" : notRun ? "!" : "✓";
  const counted = unit === "check" ? (failed ? "failed" : "passed") : `${passed} passed, ${failed} failed`;
  console.log(`  ${mark} ${step}: ${counted}${extra ? ` (${extra})` : ""}`);
}
/**
 * @param {"passed" | "failed" | "skipped"} key
 * @param {"check" | "test"} [unit]
 */
const total = (key, unit) =>
  results.filter((r) => !unit || r.unit === unit).reduce((sum, result) => sum + result[key], 0);
/** @param {"check" | "test"} unit */
const all = (unit) => total("passed", unit) + total("failed", unit) + total("skipped", unit);
const notRun = results.filter((r) => r.notRun).map((r) => r.step);
console.log(
  `\nCounted: ${all("check")} tool checks, one each (types, lint, workflows, unused code, size budgets, grades), and ${all("test")} tests: each unit test once, each browser test once per engine it ran in.`,
);
if (notRun.length) console.log(`Not run, so not proven here: ${notRun.join("; ")}.`);
const skipped = total("skipped") ? `, ${total("skipped")} skipped` : "";
console.log(`\n${total("passed")} passed, ${total("failed")} failed${skipped}`);
process.exit(total("failed") === 0 ? 0 : 1);
