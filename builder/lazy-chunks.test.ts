import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { lazyChunkGraph, rewriteLazyImports } from "./lazy-chunks.ts";

/** A chunk as the bundler describes it, in assets/. */
function chunk(name: string, facts: { entry?: boolean; imports?: string[]; dynamicImports?: string[] } = {}) {
  return {
    name,
    fileName: `assets/${name}-HASH.js`,
    isEntry: facts.entry ?? false,
    imports: (facts.imports ?? []).map((file) => `assets/${file}-HASH.js`),
    dynamicImports: (facts.dynamicImports ?? []).map((file) => `assets/${file}-HASH.js`),
  };
}

// The storefront's shape: boot fetches the app and React DOM; the app fetches the rest.
const BOOT = [
  chunk("index", { entry: true, dynamicImports: ["main", "client"] }),
  chunk("main", { imports: ["index", "react"], dynamicImports: ["login-page", "firebase"] }),
  chunk("client", { imports: ["index", "react"] }),
  chunk("react", { imports: ["index"] }),
];

describe("lazyChunkGraph", () => {
  it("tells the chunks loaded on start from those loaded later, and finds nothing wrong", () => {
    const graph = lazyChunkGraph([
      ...BOOT,
      chunk("login-page", { imports: ["index", "main", "react"] }),
      chunk("firebase", { imports: ["index"] }),
    ]);
    expect([...graph.boot].sort()).toEqual(
      ["client", "index", "main", "react"].map((name) => `assets/${name}-HASH.js`),
    );
    expect([...graph.lazy]).toEqual(["assets/login-page-HASH.js", "assets/firebase-HASH.js"]);
    expect(graph.problems).toEqual([]);
  });

  it("names a lazily loaded chunk that statically imports a chunk the page has not loaded", () => {
    const graph = lazyChunkGraph([
      ...BOOT,
      chunk("login-page", { imports: ["index", "main", "react"] }),
      chunk("firebase", { imports: ["index", "firebase-app"] }),
      chunk("firebase-app"),
    ]);
    expect(graph.problems).toHaveLength(1);
    expect(graph.problems[0]).toMatch(
      /^The lazily loaded chunk 'firebase' \(assets\/firebase-HASH\.js\) statically imports assets\/firebase-app-HASH\.js/,
    );
  });
});

describe("rewriteLazyImports", () => {
  const lazy = new Set(["assets/login-page-HASH.js"]);

  it("routes each import() of a lazily loaded chunk through the page's chunk importer", () => {
    const code = 'a(()=>import(`./login-page-HASH.js`));b(()=>import("./client-HASH.js"));c(import(x))';
    const main = { fileName: "assets/main-HASH.js", code, dynamicImports: ["assets/login-page-HASH.js"] };
    expect(rewriteLazyImports(main, lazy, parseAst)).toEqual({
      code: 'a(()=>__bazaarImportChunk(`./login-page-HASH.js`,import.meta.url));b(()=>import("./client-HASH.js"));c(import(x))',
      missed: [],
    });
  });

  it("reports a lazily loaded chunk whose import() it could not find", () => {
    const main = {
      fileName: "assets/main-HASH.js",
      code: "a(()=>import(name))",
      dynamicImports: ["assets/login-page-HASH.js"],
    };
    expect(rewriteLazyImports(main, lazy, parseAst).missed).toEqual(["assets/login-page-HASH.js"]);
  });

  it("reads the code as JavaScript: text that only looks like an import is left, wherever it stands", () => {
    const code = [
      'const words="Café – import(`./login-page-HASH.js`)";',
      "/* import('./login-page-HASH.js') */",
      "a(()=>import('./login-page-HASH.js'))",
    ].join("");
    const main = { fileName: "assets/main-HASH.js", code, dynamicImports: ["assets/login-page-HASH.js"] };
    expect(rewriteLazyImports(main, lazy, parseAst).code).toBe(
      code.replace(
        "a(()=>import('./login-page-HASH.js'))",
        "a(()=>__bazaarImportChunk('./login-page-HASH.js',import.meta.url))",
      ),
    );
  });
});
