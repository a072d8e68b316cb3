// @ts-check
// `npm run mutation:survivors [report.json]`: the score and the mutants no test caught, from a
// StrykerJS report (by default the committed record, reports/stryker-incremental.json), computed by
// the library Stryker's own reporters use, so the figure is the one the run printed.
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { calculateMutationTestMetrics } from "mutation-testing-metrics";
import strykerConfig from "../stryker.config.mjs";

/** The committed record: the incremental file stryker.config.mjs names, so the two never part. */
const RECORD = strykerConfig.incrementalFile;

/** @typedef {Parameters<typeof import("mutation-testing-metrics").calculateMutationTestMetrics>[0]} Report */

/**
 * The mutants a report lists as `status`, as `file:line:column mutator → replacement`, in file order.
 * @param {Report} report
 * @param {string} status
 */
function mutantsWith(report, status) {
  return Object.entries(report.files)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, { mutants }]) =>
      mutants
        .filter((mutant) => mutant.status === status)
        .sort(
          (a, b) =>
            a.location.start.line - b.location.start.line ||
            a.location.start.column - b.location.start.column,
        )
        .map(({ location: { start }, mutatorName, replacement }) => {
          const shown = (replacement ?? "").replace(/\s+/g, " ").slice(0, 60);
          return `${file}:${start.line}:${start.column} ${mutatorName} → ${shown}`;
        }),
    );
}

/**
 * What a report says, as lines to print.
 * @param {Report} report
 */
export function describeReport(report) {
  const { metrics } = calculateMutationTestMetrics(report).systemUnderTestMetrics;
  const count = (/** @type {number} */ n) => n.toLocaleString("en-GB");
  const lines = [
    `Mutation score ${metrics.mutationScore.toFixed(2)}%: ${count(metrics.totalDetected)} of ${count(metrics.totalValid)} mutants caught ` +
      `(${count(metrics.killed)} killed, ${count(metrics.timeout)} timed out); ` +
      `${count(metrics.ignored)} ignored, ${count(metrics.totalInvalid)} that the code could not run.`,
  ];
  for (const { status, heading } of [
    { status: "Survived", heading: "Survived: a test ran the changed line and passed" },
    { status: "NoCoverage", heading: "No coverage: no test ran the changed line" },
  ]) {
    const mutants = mutantsWith(report, status);
    if (mutants.length === 0) continue;
    lines.push("", `${heading} (${mutants.length}):`, ...mutants.map((mutant) => `  ${mutant}`));
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const file = process.argv[2] ?? RECORD;
  if (!file) throw new Error("Name a report: stryker.config.mjs keeps no incremental file.");
  const report = JSON.parse(await readFile(file, "utf8"));
  console.log([`From ${file}:`, ...describeReport(report)].join("\n"));
}
