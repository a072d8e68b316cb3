#!/usr/bin/env node
// `npm run test:repeat -- [unit|e2e] [--runs N] [-- extra runner arguments]`: hunts flaky tests.
// unit: runs the Vitest suite N times (20), each in fresh processes. e2e: runs the browser suite once
// with `--repeat-each=N` (3) and no retries. Then names every test that failed at least once, with
// how often, and exits non-zero if any did. Run it before submitting a change to tests or timing.
import { spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values, positionals } = parseArgs({
  options: { runs: { type: "string" } },
  allowPositionals: true,
});
const [suite = "unit", ...extra] = positionals;
if (suite !== "unit" && suite !== "e2e") {
  console.error("Usage: npm run test:repeat -- [unit|e2e] [--runs N] [-- extra runner arguments]");
  process.exit(2);
}
const runs = Number(values.runs ?? (suite === "unit" ? 20 : 3));
const bin = (name) => path.join(root, "node_modules/.bin", name);
const failures = new Map(); // test name -> times it failed
const failed = (name) => failures.set(name, (failures.get(name) ?? 0) + 1);

function runReporting(command, args, report, output) {
  rmSync(report, { force: true });
  const file = output === undefined ? undefined : openSync(output, "w");
  const { status } = spawnSync(command, args, { cwd: root, stdio: ["ignore", file ?? "inherit", "inherit"] });
  if (file !== undefined) closeSync(file);
  try {
    return { status, report: JSON.parse(readFileSync(report, "utf8")) };
  } catch {
    return { status, report: null };
  }
}

let total = 0;
if (suite === "unit") {
  const report = path.join(root, "test-results/unit-repeat.json");
  for (let run = 1; run <= runs; run += 1) {
    // The run's own words go to a file, kept when it is red: an error outside any test (an
    // unhandled rejection after a test ended, say) fails the run and names no test.
    const output = path.join(root, `test-results/unit-repeat-run-${run}.log`);
    const args = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extra];
    const result = runReporting(bin("vitest"), args, report, output);
    const red = result.report ? [] : ["(the run itself: no report)"];
    for (const file of result.report?.testResults ?? []) {
      for (const test of file.assertionResults) {
        total += 1;
        if (test.status === "failed") red.push(`${path.relative(root, file.name)} › ${test.fullName}`);
      }
    }
    if (result.status !== 0 && red.length === 0)
      red.push(`(run ${run}: no test failed, see ${path.relative(root, output)})`);
    if (result.status === 0) rmSync(output, { force: true });
    red.forEach(failed);
    // Named at once, so a long hunt that is stopped early still says what it found.
    console.log(`run ${run}/${runs}: ${result.status === 0 ? "green" : `RED: ${red.join("; ")}`}`);
  }
} else {
  const port = process.env.E2E_APP_PORT ?? "4173";
  const report = path.join(root, `test-results/e2e-report-${port}.json`);
  // playwright.config.ts writes the JSON report beside its list output.
  const args = ["test", `--repeat-each=${runs}`, "--retries=0", ...extra];
  const result = runReporting(bin("playwright"), args, report);
  if (!result.report) failed("(the run itself: no report)");
  const walk = (suites = [], trail = []) => {
    for (const child of suites) {
      const here = child.title ? [...trail, child.title] : trail;
      for (const spec of child.specs ?? []) {
        for (const test of spec.tests) {
          for (const outcome of test.results) {
            total += 1;
            if (outcome.status !== "passed" && outcome.status !== "skipped") {
              failed(`[${test.projectName}] ${[...here, spec.title].join(" › ")}`);
            }
          }
        }
      }
      walk(child.suites, here);
    }
  };
  walk(result.report?.suites);
}

console.log(`\n${suite}: ${runs} runs, ${total} test results.`);
for (const [name, count] of [...failures].sort((a, b) => b[1] - a[1])) {
  console.log(`  failed ${count}×  ${name}`);
}
console.log(failures.size ? `${failures.size} tests failed at least once.` : "No test failed.");
process.exit(failures.size ? 1 : 0);
