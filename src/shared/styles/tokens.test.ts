// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const src = path.resolve(import.meta.dirname, "../..");
const sheets = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((file) =>
  file.endsWith(".css"),
);
/** A colour written out: hex, or a colour function. Keywords such as currentColor stay allowed. */
const COLOUR = /#[\da-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

it("chooses colours in tokens.css alone", () => {
  const outside = sheets
    .filter((file) => path.basename(file) !== "tokens.css")
    .flatMap((file) =>
      (readFileSync(path.join(src, file), "utf8").match(COLOUR) ?? []).map((c) => `${file}: ${c}`),
    );
  expect(sheets.length).toBeGreaterThan(10);
  expect(outside).toEqual([]);
});
