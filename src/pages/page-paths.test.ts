// @vitest-environment node
// A page's address is written once, in the list (all-pages.ts): everywhere else in src/ (tests and
// comments aside) code reads its `path` (<Link to={home.path}>).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type ESTree, parseAst, Visitor } from "vite";
import { expect, it } from "vitest";
import * as pages from "./all-pages";
import { pageFile } from "./page";

const src = path.resolve(import.meta.dirname, "..");
const LIST = path.join(import.meta.dirname, "all-pages.ts");

/** Every address of a page, as a string could write it: '/checkout', 'checkout.html', '/checkout.html'. */
const ADDRESSES = new Set(
  Object.values(pages).flatMap(({ path: address }) => [address, pageFile(address), `/${pageFile(address)}`]),
);

/** The product's files of src/: no tests, no test helpers. */
function productFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : productFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every page address a file writes as a string (a literal or a template's part), with its line. */
function addressesIn(code: string, lang: "ts" | "tsx"): { text: string; line: number }[] {
  const lineAt = (offset: number) => code.slice(0, offset).split("\n").length;
  const found: { text: string; line: number }[] = [];
  const literal = ({ value, start }: { value: unknown; start: number }) => {
    if (typeof value === "string") found.push({ text: value, line: lineAt(start) });
  };
  const templatePart = ({ value, start }: ESTree.TemplateElement) => {
    if (value.cooked !== null) found.push({ text: value.cooked, line: lineAt(start) });
  };
  new Visitor({ Literal: literal, TemplateElement: templatePart }).visit(parseAst(code, { lang }));
  return found.filter(({ text }) => ADDRESSES.has(text));
}

it("writes no page's address in src/ outside the page list", () => {
  const written = productFiles(src)
    .filter((file) => file !== LIST)
    .flatMap((file) =>
      addressesIn(readFileSync(file, "utf8"), file.endsWith(".tsx") ? "tsx" : "ts").map(
        ({ text, line }) => `${path.relative(src, file)}:${line} writes "${text}"`,
      ),
    );
  expect(written).toEqual([]);
});

it("finds an address in a link, a call or a template, and none in a comment (a probe)", () => {
  const probe = [
    '// Goes "/login" after "/checkout".',
    'const back = <Link to="/">Home</Link>;',
    'navigate("/checkout");',
    "const file = `/404.html`;",
    'const other = "/checkout/extra";',
  ].join("\n");
  expect(addressesIn(probe, "tsx")).toEqual([
    { text: "/", line: 2 },
    { text: "/checkout", line: 3 },
    { text: "/404.html", line: 4 },
  ]);
});
