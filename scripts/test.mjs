#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and component tests, the size budget of a production build,
// then browser tests in the system Chromium against the built app and a real Auth Emulator.
// Every step runs even when an earlier one fails; the last line counts every check:
// 'N passed, N failed'.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./chromium.mjs";
import { checkBudgets, describeCheck } from "./size-budget.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const results = []; // { step, passed, failed, skipped, note }

function run(command, args, env = {}) {
  console.log(`\n▶ ${[path.basename(command), ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function record(step, passed, failed, skipped = 0, note = "") {
  results.push({ step, passed, failed, skipped, note });
}

mkdirSync(path.join(root, "test-results"), { recursive: true });

// 1. Types and lint: one check each.
const typesOk = run(bin("tsc"), ["--noEmit"]);
record("typecheck (tsc --noEmit)", typesOk ? 1 : 0, typesOk ? 0 : 1);
const lintOk = run(bin("biome"), ["check", "."]);
record("lint and format (biome check)", lintOk ? 1 : 0, lintOk ? 0 : 1);

// 2. Unit and component tests (Vitest), counted from its JSON report.
const unitReport = path.join(root, "test-results/unit.json");
rmSync(unitReport, { force: true });
const unitOk = run(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${unitReport}`,
]);
const unit = readJson(unitReport);
if (unit) {
  record(
    "unit and component tests (vitest)",
    unit.numPassedTests,
    unit.numFailedTests + (unitOk ? 0 : unit.numFailedTests === 0 ? 1 : 0),
    unit.numPendingTests + unit.numTodoTests,
  );
} else {
  record("unit and component tests (vitest)", 0, 1, 0, "no report: vitest did not run");
}

// 3. A production build and its byte budget.
const buildDir = "dist-test";
const built = run(process.execPath, ["scripts/build.mjs"], { BUILD_OUT_DIR: buildDir });
if (built) {
  const checks = checkBudgets(path.join(root, buildDir));
  for (const check of checks) console.log(`  ${describeCheck(check)}`);
  const failedChecks = checks.filter((c) => !c.ok).length;
  record("size budget", checks.length - failedChecks, failedChecks);
} else {
  record("production build and size budget", 0, 1);
}

// 4. Browser tests (Playwright) in the system Chromium; the config starts the app and emulator.
let chromium = null;
try {
  chromium = ensureChromium();
  console.log(`\nChromium: ${chromium}`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
}
if (chromium) {
  const port = process.env.E2E_APP_PORT ?? "4173";
  const e2eReport = path.join(root, `test-results/e2e-report-${port}.json`);
  rmSync(e2eReport, { force: true });
  const e2eOk = run(bin("playwright"), ["test"], { CHROME_PATH: chromium });
  const stats = readJson(e2eReport)?.stats;
  if (stats) {
    const note = stats.flaky ? `${stats.flaky} passed only on retry` : "";
    const crashed = !e2eOk && stats.unexpected === 0 ? 1 : 0;
    record(
      "browser tests (playwright)",
      stats.expected + stats.flaky,
      stats.unexpected + crashed,
      stats.skipped,
      note,
    );
  } else {
    record("browser tests (playwright)", 0, 1, 0, "no report: playwright did not run");
  }
} else {
  record("browser tests (playwright)", 0, 1, 0, "no Chromium");
}

// Summary.
console.log("\nSummary");
for (const r of results) {
  const extra = [r.skipped ? `${r.skipped} skipped` : "", r.note].filter(Boolean).join("; ");
  console.log(
    `  ${r.failed ? "✗" : "✓"} ${r.step}: ${r.passed} passed, ${r.failed} failed${extra ? ` (${extra})` : ""}`,
  );
}
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
const skipped = total("skipped");
console.log(`\n${total("passed")} passed, ${total("failed")} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(total("failed") === 0 ? 0 : 1);
