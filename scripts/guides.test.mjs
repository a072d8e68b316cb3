// @ts-check
// @vitest-environment node
// The guides name real things: every repository path that README.md, CONTRIBUTING.md and docs/*.md
// write in backticks or link to exists in the tree. A name given relative to a folder the same guide
// names counts (`features/auth/user.ts` under `src/`, `page-html.ts` under `builder/`). Left out:
// addresses (`/sw.js`), build outputs (`dist/…`, a page's `checkout.html`), packages
// (`react-dom/client`), and the decision records, which keep the names of their day.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The tree: the files git tracks, and their folders. A file only this machine has (a test's log) is not in it. */
const TRACKED = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);
const FOLDERS = new Set(
  TRACKED.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
/** A path from the root: a tracked file's, or a folder of tracked files'. */
const inTree = (/** @type {string} */ relative) => TRACKED.includes(relative) || FOLDERS.has(relative);

/** The guides: the decision records are history, and keep the names of their day. */
const GUIDES = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** What a path in a guide looks like: folders and a file, or a folder, in the characters files use. */
const PATH_LIKE = /^\.?[\w@-][\w.@*{},-]*(\/[\w.@*{},-]+)*\/?$/;
const FILE_LIKE = /\.(ts|tsx|mjs|cjs|js|json|jsonc|md|css|grit|yml|yaml|html|txt|png|svg|rules)$/;

/**
 * Each name the guide writes in backticks or links to, that reads as a path of the repository.
 * @param {string} text
 */
function namesIn(text) {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? "");
  const links = [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)].map((match) => match[1] ?? "");
  return [...new Set([...spans, ...links])].filter(
    (name) =>
      PATH_LIKE.test(name) &&
      (name.includes("/") || FILE_LIKE.test(name)) &&
      !/^(dist|dist-[\w-]+|assets|bench-results|node_modules|test-results|playwright-report|coverage)\//.test(
        name,
      ) &&
      !(FILE_LIKE.test(name) && name.endsWith(".html") && !name.includes("/")) &&
      !isPackage(name),
  );
}

/**
 * `react-dom/client`, `firebase/*`, `@firebase/rules-unit-testing`: an installed package's name.
 * @param {string} name
 */
function isPackage(name) {
  const [first = "", second = ""] = name.split("/");
  const packageName = first.startsWith("@") ? `${first}/${second}` : first;
  return !existsSync(path.join(root, first)) && existsSync(path.join(root, "node_modules", packageName));
}

/**
 * Whether `name` exists under one of `folders` (a glob: whether it matches anything there).
 * @param {string} name
 * @param {string[]} folders
 */
function existsUnder(name, folders) {
  const clean = name.replace(/\/$/, "");
  return folders.some((folder) => {
    const relative = path.relative(root, path.join(folder, clean));
    return /[*{]/.test(clean) ? TRACKED.some((file) => path.matchesGlob(file, relative)) : inTree(relative);
  });
}

/**
 * The names of `guide` that no folder holds: the repository's root, the guide's own, `src/`, or a folder it names.
 * @param {string} guide
 * @param {string} text
 */
function missingIn(guide, text) {
  const names = namesIn(text);
  const bases = [root, path.dirname(path.join(root, guide)), path.join(root, "src")];
  // The folders the guide names: each one it writes, and each folder of a file it writes.
  const named = names
    .flatMap((name) => bases.map((base) => path.relative(root, path.join(base, name.replace(/\/$/, "")))))
    .filter(inTree)
    .map((found) => path.join(root, FOLDERS.has(found) ? found : path.dirname(found)));
  return names.filter((name) => !existsUnder(name, [...bases, ...named]));
}

/** Paths a guide names that are not in the tree on purpose, each with its reason. */
/** @type {Record<string, string[]>} */
const ON_PURPOSE = {
  "docs/offline.md": ["public/sw.js"], // the file that the guide's kill switch tells a maintainer to add
};

describe("the guides name real things", () => {
  it.each(GUIDES)("%s names only paths that exist", (guide) => {
    const missing = missingIn(guide, readFileSync(path.join(root, guide), "utf8"));
    expect(missing.filter((name) => !ON_PURPOSE[guide]?.includes(name))).toEqual([]);
  });

  it("finds a stale path, and leaves addresses, build outputs and packages be (a probe)", () => {
    const probe = [
      "See `src/features/basket/gone.ts` and [the record](decisions/gone.md).",
      "It serves `/sw.js`, writes `dist/index.html` and `checkout.html`, and imports `react-dom/client`.",
      "`features/basket/labels.ts` sits under `src/`; `page-html.ts` under `builder/`.",
    ].join("\n");
    expect(missingIn("docs/probe.md", probe)).toEqual(["src/features/basket/gone.ts", "decisions/gone.md"]);
  });
});
