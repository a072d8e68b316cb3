#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and component tests, one production build and its size
// budget, then browser tests in the system Chromium against that build, served by the Hosting
// emulator beside the Auth Emulator. Every step runs even when an earlier one fails; the last line
// counts every check: 'N passed, N failed'. Runs itself under Node 24 where the machine's is older.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Vitest 5, react-router 8 and Lighthouse 13 need Node 22.12 or later. The npm registry ships Node
// itself: on an older machine, fetch Node 24 once (npx caches it) and run this script under it.
if (Number(process.versions.node.split(".")[0]) < 22) {
  if (process.env.BAZAAR_REEXEC) {
    console.error(
      `npx did not provide Node 24 (got ${process.version}): clear ~/.npm/_npx or install Node 24.`,
    );
    process.exit(1);
  }
  console.log(
    `Node ${process.version} is too old for the test tools: running npm test under Node 24 (npx node@24)…`,
  );
  const node24 = execFileSync("npx", ["-y", "-p", "node@24", "--", "node", "-p", "process.execPath"], {
    encoding: "utf8",
    env: { ...process.env, npm_config_ignore_scripts: "false" }, // node@24 installs its binary by script
  }).trim();
  const PATH = `${path.dirname(node24)}${path.delimiter}${process.env.PATH}`; // for the tools' `env node`
  const again = spawnSync(node24, process.argv.slice(1), {
    stdio: "inherit",
    env: { ...process.env, PATH, BAZAAR_REEXEC: "1" },
  });
  process.exit(again.status ?? 1);
}

const { ensureChromium } = await import("./chromium.mjs");
const { checkBudgets, describeCheck } = await import("./size-budget.mjs");
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

/** 'file › title' of every test that failed first and passed on a retry: a flake to look into. */
function flakyTitles(report) {
  const titles = [];
  const visit = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === "flaky"))
        titles.push([...trail, spec.title].join(" › "));
    }
    for (const child of suite.suites ?? []) visit(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return titles;
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

// 3. The one production build of the run, pointed at the browser tests' Auth Emulator: its byte
// budget, then the browser tests against it.
const buildDir = "dist-test";
process.env.E2E_APP_PORT ??= "4173"; // as in e2e/test-servers.ts
process.env.E2E_EMULATOR_PORT ??= "9199";
const built = run(process.execPath, ["scripts/build.mjs"], {
  BUILD_OUT_DIR: buildDir,
  VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${process.env.E2E_EMULATOR_PORT}`,
});
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
  const e2eReport = path.join(root, `test-results/e2e-report-${process.env.E2E_APP_PORT}.json`);
  rmSync(e2eReport, { force: true });
  const e2eOk = run(bin("playwright"), ["test"], {
    CHROME_PATH: chromium,
    ...(built ? { E2E_BUILD_DIR: buildDir } : {}),
  });
  const report = readJson(e2eReport);
  const stats = report?.stats;
  if (stats) {
    const retried = flakyTitles(report);
    const note = retried.length ? `passed only on retry: ${retried.join("; ")}` : "";
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
