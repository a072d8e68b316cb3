// @ts-check
// @vitest-environment node
// The code's comments name real things. In src/, builder/, e2e/, scripts/ and the root's code, every
// file a comment names (a name ending .ts, .tsx, .mjs, .css or .grit: `main.tsx`, `boot/main.tsx`,
// `*.test.ts`) is a tracked file, matched by its path's tail. A comment that names a file for one of
// its symbols names the symbol in backticks, in one of four forms, and the file defines it:
//   main.tsx's `start`  ·  `start` in main.tsx  ·  `start` (main.tsx)  ·  (main.tsx, `start`)
// The symbol is an identifier (`start()` and `<App>` too; of a dotted one, `Traits.canGoOffline`,
// its last part), or in a stylesheet a class (`.layout__main`) or custom property (`--color-ink`).
// A file defines what it declares (function, const, class, type…), exports, or starts a line with
// as a method or property. Where several files have the name, one in the commenting file's folder is
// meant, else any of them. TypeScript 7 has no JavaScript API, so comments and declarations are read
// by regular expressions: a `//` or `/*` in a string counts as a comment if a space precedes it, a
// call at a line's start as a definition, and a form split by code between two comments goes unseen.
// Good enough to catch a pointer the code moved away from.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The tree: the files git tracks. A file only this machine has (a test's log) is not in it. */
const TRACKED = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);

/** The code whose comments are read: the app, the build, the browser tests, the tools, the root's configs and lint plugins. */
const CODE = TRACKED.filter((file) =>
  /^(src|builder|e2e|scripts)\//.test(file)
    ? /\.(ts|tsx|mjs|cjs|js|css|grit)$/.test(file)
    : /^[^/]+\.(ts|mjs|cjs|grit)$/.test(file),
);

/**
 * A comment: `//` to the line's end, or `/* … *\/`. Not one when the slashes follow a word, a colon, a
 * quote, a star or a slash (an address, `"**\/*.ts"`, a regular expression's `\/\/`).
 */
const COMMENT = /(?<![\w:"'`\\*/])(?:\/\/(.*)|\/\*([\s\S]*?)\*\/)/g;
/** A file's name, with or without folders, a glob's star allowed: what a comment points at. */
const FILE = /(?<![\w@/.*-])(?:[\w*.-]+\/)*[\w*.-]+\.(?:tsx?|mjs|css|grit)(?![\w/-])/g;
/** A symbol in backticks: an identifier (dotted, called or a component), a CSS class or custom property. */
const SYMBOL = String.raw`\x60<?((?:[A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*|\.[\w-]+|--[\w-]+)(?:\(\))?>?\x60`;
const NAME = FILE.source;
/** The forms that pair a file with one of its symbols; each yields the file's name and the symbol. */
const PAIRINGS = [
  { form: "file's `symbol`", pattern: new RegExp(`(${NAME})'s ${SYMBOL}`, "g"), file: 1, symbol: 2 },
  { form: "`symbol` in file", pattern: new RegExp(`${SYMBOL} in (${NAME})`, "g"), file: 2, symbol: 1 },
  { form: "`symbol` (file)", pattern: new RegExp(`${SYMBOL} \\((${NAME})\\)`, "g"), file: 2, symbol: 1 },
  { form: "(file, `symbol`)", pattern: new RegExp(`\\((${NAME}), ${SYMBOL}\\)`, "g"), file: 1, symbol: 2 },
];

/** Names a comment gives as an example, not a file of the repository, each with its reason. */
/** @type {Record<string, string[]>} */
const ON_PURPOSE = {
  "builder/inline-script-plugin.ts": ["./file.ts"], // the import a caller writes, for a file of its own
  "builder/inline-script.d.ts": ["./file.ts"], // the same import, in the type that describes it
};

/**
 * The comments of `text`, each with its first line and its words on one line (a run of `//` lines is one).
 * @param {string} text
 * @param {boolean} css whether the text is a stylesheet, which has only `/* *\/` comments
 */
function commentsIn(text, css) {
  /** @type {{ line: number, last: number, text: string, block: boolean }[]} */
  const comments = [];
  for (const match of text.matchAll(COMMENT)) {
    const block = match[2] !== undefined;
    if (css && !block) continue;
    const line = text.slice(0, match.index).split("\n").length;
    const body = (block ? (match[2] ?? "") : (match[1] ?? ""))
      .replace(/\n\s*\*?/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    const previous = comments.at(-1);
    if (!block && previous && !previous.block && previous.last === line - 1) {
      previous.text = `${previous.text} ${body}`;
      previous.last = line;
    } else {
      const last = line + (match[0].match(/\n/g)?.length ?? 0);
      comments.push({ line, last, text: body, block });
    }
  }
  return comments;
}

/**
 * The tracked files a name can mean: those whose path ends with it (`boot/main.tsx` is
 * `src/page-life/boot/main.tsx`), a star matching within one folder.
 * @param {string} name
 */
function candidatesOf(name) {
  const tail = name.replace(/^(\.\.?\/)+/, "");
  const pattern = tail.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", "[^/]*");
  const matches = new RegExp(`(^|/)${pattern}$`);
  return TRACKED.filter((file) => matches.test(file));
}

/**
 * Whether the text of `file` declares `symbol`, its comments aside.
 * @param {string} file
 * @param {string} symbol
 */
function defines(file, symbol) {
  const text = readFileSync(path.join(root, file), "utf8").replace(COMMENT, " ");
  const literal = (/** @type {string} */ name) => name.replaceAll("$", "\\$");
  if (symbol.startsWith("--")) return new RegExp(`${symbol}\\s*:`).test(text);
  if (symbol.startsWith(".")) return new RegExp(`\\${symbol}(?![\\w-])`).test(text);
  const name = literal(symbol.split(".").at(-1) ?? symbol);
  const modifiers =
    "export|default|declare|abstract|static|readonly|override|private|protected|public|async|get|set";
  return [
    new RegExp(`\\b(?:function\\*?|const|let|var|class|interface|type|enum|namespace)\\s+${name}\\b`),
    new RegExp(`^\\s*(?:(?:${modifiers})\\s+)*[*#]?${name}\\??\\s*[(:=<]`, "m"),
    new RegExp(`\\bexport\\s*(?:type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}`),
    new RegExp(`\\b(?:const|let|var)\\s*[{[][^}\\]]*\\b${name}\\b[^}\\]]*[}\\]]\\s*=`),
  ].some((pattern) => pattern.test(text));
}

/**
 * What is wrong with the names in the comments of `text`, the code of `from`: a file that is not
 * tracked, or a symbol its file does not define. Of several files with the name, those in `from`'s own
 * folder are meant if there are any; otherwise any of them may define it.
 * @param {string} from
 * @param {string} text
 */
function problemsIn(from, text) {
  /** @type {string[]} */
  const problems = [];
  for (const comment of commentsIn(text, from.endsWith(".css"))) {
    for (const [name] of comment.text.matchAll(FILE)) {
      if (candidatesOf(name).length === 0 && !ON_PURPOSE[from]?.includes(name))
        problems.push(`${from}:${comment.line}: ${name} is not a tracked file`);
    }
    for (const { pattern, file, symbol } of PAIRINGS) {
      for (const match of comment.text.matchAll(pattern)) {
        const name = match[file] ?? "";
        const wanted = match[symbol] ?? "";
        const candidates = candidatesOf(name);
        const near = candidates.filter((found) => path.dirname(found) === path.dirname(from));
        const meant = near.length > 0 ? near : candidates;
        if (meant.length > 0 && !meant.some((found) => defines(found, wanted)))
          problems.push(`${from}:${comment.line}: ${name} does not define \`${wanted}\``);
      }
    }
  }
  return problems;
}

describe("comments name real files and symbols", () => {
  it("names only tracked files, and symbols their files define", () => {
    const problems = CODE.flatMap((file) => problemsIn(file, readFileSync(path.join(root, file), "utf8")));
    expect(problems).toEqual([]);
  });

  it("finds a gone file and a symbol its file does not define, in each form (a probe)", () => {
    const probe = [
      "// See gone.ts and boot/main.tsx's `start()`; main.tsx's `stop` is not there.",
      "/** `SignInMenu` (sign-in-menu.tsx) and `<StoreLayout>` in store-layout.tsx, but `Layout` in",
      " * store-layout.tsx. The main region (layout.css, `.layout__main`), and (layout.css, `.layout__aside`). */",
      "// A run of lines is one comment: (sign-in-menu.tsx,",
      "// `SignOutMenu`), and `Traits.canGoOffline` (journeys/shop.ts).",
      'const glob = "**/*.spec.ts", address = "http://example.com/not-here.ts";',
    ].join("\n");
    expect(problemsIn("src/app/probe.ts", probe)).toEqual([
      "src/app/probe.ts:1: gone.ts is not a tracked file",
      "src/app/probe.ts:1: main.tsx does not define `stop`",
      "src/app/probe.ts:2: store-layout.tsx does not define `Layout`",
      "src/app/probe.ts:2: layout.css does not define `.layout__aside`",
      "src/app/probe.ts:4: sign-in-menu.tsx does not define `SignOutMenu`",
    ]);
  });

  it("reads a name in the commenting file's folder first, and a placeholder only where it is on purpose (a probe)", () => {
    const probe =
      "// `itemsText` (labels.ts) and `BANNER_LABEL` in labels.ts; an import of ./file.ts?inline-script.";
    expect(problemsIn("src/features/basket/probe.ts", probe)).toEqual([
      "src/features/basket/probe.ts:1: ./file.ts is not a tracked file",
      "src/features/basket/probe.ts:1: labels.ts does not define `BANNER_LABEL`",
    ]);
    expect(problemsIn("src/app/probe.ts", probe)).toEqual([
      "src/app/probe.ts:1: ./file.ts is not a tracked file",
    ]);
    expect(problemsIn("builder/inline-script.d.ts", "// import ./file.ts")).toEqual([]);
  });
});
