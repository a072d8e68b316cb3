// @ts-check
// @vitest-environment node
// The checker the grades (scripts/grades.mjs) rely on: it must report what the Nu Html Checker
// finds, under the right document's name, and must never pass a document unchecked.
import { afterEach, describe, expect, it } from "vitest";
import { checkMarkup, describeMessage } from "./vnu.mjs";

const page = (/** @type {string} */ body) =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Test</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

const javaBefore = process.env.JAVA;
afterEach(() => {
  if (javaBefore === undefined) delete process.env.JAVA;
  else process.env.JAVA = javaBefore;
});

describe("checkMarkup", () => {
  // One run of Java for all of it: it takes seconds to start on a busy machine.
  it("checks several documents in one run and reports each one's errors and warnings under its name", async () => {
    const results = await checkMarkup([
      { name: "clean", html: page("<main><h1>Hello</h1><p>A paragraph.</p></main>") },
      { name: "/ with a warning", html: page('<a href="/" aria-disabled="true">All</a>') },
      { name: "an error", html: page('<ul><li>One</li></ul>\n<img src="/a.png">') },
      // The stylesheet is inline in the pages: its CSS is checked too.
      { name: "css", html: page("<style>p { colr: red }</style><p>Text</p>") },
    ]);
    // Our part, not the checker's wording: each finding under its document, as an error or a
    // warning, with its line and column, the thing it is about, and the markup around it.
    expect(results).toEqual([
      { name: "clean", errors: [], warnings: [] },
      {
        name: "/ with a warning",
        errors: [],
        warnings: [expect.stringMatching(/^5:1: .*“aria-disabled”.* \[.*<a href="\/" aria-disabled="true">/)],
      },
      {
        name: "an error",
        errors: [expect.stringMatching(/^6:1: .*“img”.*“alt”.* \[.*<img src="\/a\.png">/)],
        warnings: [],
      },
      { name: "css", errors: [expect.stringMatching(/^5:\d+: CSS: .*“colr”.* \[/)], warnings: [] },
    ]);
  }, 60_000);

  it("runs nothing for no documents", async () => {
    process.env.JAVA = "/nonexistent/java";
    expect(await checkMarkup([])).toEqual([]);
  });

  it("says how to get Java when there is none", async () => {
    process.env.JAVA = "/nonexistent/java";
    await expect(checkMarkup([{ name: "x", html: page("<p>x</p>") }])).rejects.toThrow(
      /needs Java 17 or later.*openjdk-17-jre-headless/,
    );
  });
});

describe("describeMessage", () => {
  it("puts a message on one line and cuts a long extract", () => {
    const line = describeMessage({
      type: "error",
      lastLine: 3,
      firstColumn: 7,
      lastColumn: 9,
      message: "Bad value\nfor attribute.",
      extract: `src="data:${"x".repeat(500)}"`,
    });
    expect(line).toMatch(/^3:7: Bad value for attribute\. \[src="data:x+…\]$/);
    expect(line.length).toBeLessThan(220);
  });
});
