// @ts-check
import { expect, it } from "vitest";
import { describeReport } from "./mutation-survivors.mjs";

/**
 * A mutant of a report, at `line`, with `status`.
 * @param {string} id
 * @param {number} line
 * @param {string} status
 */
const mutant = (id, line, status, replacement = '""') => ({
  id,
  mutatorName: "StringLiteral",
  replacement,
  status,
  location: { start: { line, column: 3 }, end: { line, column: 9 } },
});

it("gives the score as Stryker counts it and lists each mutant no test caught, by file and line", () => {
  const report = {
    schemaVersion: "2",
    thresholds: { high: 95, low: 90 },
    files: {
      "src/b.ts": {
        language: "typescript",
        source: "",
        mutants: [mutant("1", 4, "Killed"), mutant("2", 2, "Survived", "'\n  two  lines'")],
      },
      "src/a.ts": {
        language: "typescript",
        source: "",
        mutants: [
          mutant("3", 7, "Survived"),
          mutant("4", 1, "Timeout"),
          mutant("5", 1, "NoCoverage"),
          mutant("6", 1, "Ignored"),
          mutant("7", 1, "RuntimeError"),
          mutant("8", 1, "Killed"),
        ],
      },
    },
  };
  expect(describeReport(/** @type {never} */ (report))).toEqual([
    // Caught: killed and timed out; counted: those and the survivors and the uncovered.
    "Mutation score 50.00%: 3 of 6 mutants caught (2 killed, 1 timed out); 1 ignored, 1 that the code could not run.",
    "",
    "Survived: a test ran the changed line and passed (2):",
    '  src/a.ts:7:3 StringLiteral → ""',
    "  src/b.ts:2:3 StringLiteral → ' two lines'",
    "",
    "No coverage: no test ran the changed line (1):",
    '  src/a.ts:1:3 StringLiteral → ""',
  ]);
});
