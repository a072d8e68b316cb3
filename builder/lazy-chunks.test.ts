// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { build, type ESTree, type Plugin, parseAst, type Rolldown, Visitor } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { lazyChunkGraph, lazyChunks, rewriteLazyImports } from "./lazy-chunks.ts";

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

  it("names a lazily loaded chunk that statically imports a chunk the page has not loaded, and says how to fix it", () => {
    const graph = lazyChunkGraph([
      ...BOOT,
      chunk("login-page", { imports: ["index", "main", "react"] }),
      chunk("firebase", { imports: ["index", "firebase-app", "firebase-auth"] }),
      chunk("firebase-app"),
      chunk("firebase-auth"),
    ]);
    expect(graph.problems).toEqual([
      "The lazily loaded chunk 'firebase' (assets/firebase-HASH.js) statically imports " +
        "assets/firebase-app-HASH.js, assets/firebase-auth-HASH.js, which the page has not loaded before it: " +
        "a failed fetch of that would fail every retry in Firefox and WebKit. Put them in one chunk (build.rolldownOptions.output.codeSplitting.groups in vite.config.ts).",
    ]);
  });

  it("counts what the entry imports as loaded, through import cycles and imports from outside the bundle", () => {
    // The entry imports React itself, which imports Vite's preload helper back from the entry; the
    // app chunk imports neither. An external (a URL the bundle does not hold) has no imports to follow.
    const external = "https://cdn.example/analytics.js";
    const index = chunk("index", { entry: true, imports: ["react"], dynamicImports: ["main"] });
    const graph = lazyChunkGraph([
      { ...index, imports: [...index.imports, external] },
      chunk("react", { imports: ["index"] }),
      chunk("main", { dynamicImports: ["login-page"] }),
      chunk("login-page", { imports: ["react"] }),
    ]);
    expect([...graph.boot].sort()).toEqual([
      "assets/index-HASH.js",
      "assets/main-HASH.js",
      "assets/react-HASH.js",
      external,
    ]);
    expect([...graph.lazy]).toEqual(["assets/login-page-HASH.js"]);
    expect(graph.problems).toEqual([]);
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

  it("finds each lazily loaded chunk by its path from the importing chunk's folder, and rewrites each import() in its place", () => {
    // From assets/pages/, "../login-page-HASH.js" is assets/login-page-HASH.js, and "./cart-HASH.js"
    // is assets/pages/cart-HASH.js; "./login-page-HASH.js" would be a file of assets/pages/.
    const code =
      'a(import("../login-page-HASH.js"));b(import("./login-page-HASH.js"));c(import("./cart-HASH.js"))';
    const dynamicImports = ["assets/login-page-HASH.js", "assets/pages/cart-HASH.js"];
    const page = { fileName: "assets/pages/account-HASH.js", code, dynamicImports };
    expect(rewriteLazyImports(page, new Set(dynamicImports), parseAst)).toEqual({
      code: [
        'a(__bazaarImportChunk("../login-page-HASH.js",import.meta.url));',
        'b(import("./login-page-HASH.js"));',
        'c(__bazaarImportChunk("./cart-HASH.js",import.meta.url))',
      ].join(""),
      missed: [],
    });
  });

  it("leaves an import() that names no file beside the chunk: a bare name (the import map's), a number", () => {
    const code = 'a(import("login-page-HASH.js"));b(import(1))';
    const main = { fileName: "assets/main-HASH.js", code, dynamicImports: [] };
    expect(rewriteLazyImports(main, lazy, parseAst)).toEqual({ code, missed: [] });
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

// The plugins in a real Vite build of a few small modules (under 0.1 s each): what they do depends on
// Vite's own hooks around them (the preloads Vite places, the order of generateBundle, the
// environment), which fake bundle objects would only restate.
describe("lazyChunks in a Vite build", () => {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

  /** Chunks named without a hash, so that a failed build's message is known in advance. */
  const UNHASHED = { chunkFileNames: "assets/[name].js", entryFileNames: "assets/[name].js" };

  /** Builds `files` (index.js the entry) with the plugins set up as in vite.config.ts, unminified. */
  async function buildFiles(
    files: Record<string, string>,
    options: {
      lazy?: ReturnType<typeof lazyChunks>;
      plugins?: Plugin[];
      output?: object;
      ssr?: boolean;
    } = {},
  ) {
    const root = await mkdtemp(path.join(tmpdir(), "lazy-chunks-"));
    roots.push(root);
    await Promise.all(Object.entries(files).map(([name, code]) => writeFile(path.join(root, name), code)));
    const lazy = options.lazy ?? lazyChunks();
    const result = (await build({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [...(options.plugins ?? []), lazy.plugins],
      build: {
        ssr: options.ssr,
        write: false,
        // Readable output: preloads() finds Vite's __vitePreload by its name.
        minify: false,
        modulePreload: { polyfill: false, resolveDependencies: lazy.preloadDependencies },
        rolldownOptions: { input: path.join(root, "index.js"), output: options.output ?? {} },
      },
    })) as Rolldown.RolldownOutput;
    const chunkNamed = (name: string) => {
      const found = result.output.find((item) => item.type === "chunk" && item.name === name);
      if (found?.type !== "chunk") throw new Error(`No chunk '${name}' in the build`);
      return found;
    };
    return { output: result.output, chunkNamed };
  }

  /** The errors a build of `files` fails with: which plugin raised each, and its message. */
  async function buildErrors(files: Record<string, string>, plugins: Plugin[] = []) {
    const failure = await buildFiles(files, { plugins, output: UNHASHED }).then(
      () => expect.unreachable("The build passed"),
      (error: { errors: { plugin: string; message: string }[] }) => error,
    );
    return failure.errors.map(({ plugin, message }) => ({ plugin, message }));
  }

  /**
   * Each import() that Vite wraps in a preload, in `code`: what it loads, as the code now reads, and
   * the files it preloads with it (`__vite__mapDeps([0,1])` names them by their place in the list
   * that opens the chunk; `[]` and `void 0` preload none).
   */
  function preloads(code: string) {
    const files = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(code)?.[1] ?? "[]") as string[];
    const text = (node: ESTree.Span) => code.slice(node.start, node.end);
    const found: { load: string; preload: string[] }[] = [];
    new Visitor({
      CallExpression(call) {
        if (call.callee.type !== "Identifier" || call.callee.name !== "__vitePreload") return;
        const [factory, deps] = call.arguments;
        if (factory?.type !== "ArrowFunctionExpression" || !deps)
          throw new Error(`Unknown preload: ${text(call)}`);
        // `import("./a.js").then(…)` loads ./a.js.
        let load = factory.body;
        while (load.type === "CallExpression" && load.callee.type === "MemberExpression")
          load = load.callee.object;
        const places =
          deps.type === "CallExpression" && deps.arguments[0] ? JSON.parse(text(deps.arguments[0])) : [];
        found.push({ load: text(load), preload: (places as number[]).map((place) => files[place] ?? "?") });
      },
    }).visit(parseAst(code));
    return found;
  }

  // As main.tsx does, the entry installs the chunk importer; it loads the app (main) and the
  // renderer (client), which share React; the app loads the sign-in page once the renderer is
  // there (an import inside another's preload), then the account page. Both pages use React only.
  const SITE = {
    "index.js": [
      "globalThis.__bazaarImportChunk = (specifier, base) => import(new URL(specifier, base).href);",
      'import("./main.js").then((main) => main.start());',
      'import("./client.js").then((client) => client.render());',
    ].join("\n"),
    "main.js": [
      'import { react } from "./react.js";',
      "export const start = () =>",
      '  import("./client.js").then(() => import("./login.js"))',
      '    .then((login) => login.show(react)).then(() => import("./account.js")).then((account) => account.show(react));',
    ].join("\n"),
    "client.js": 'import { react } from "./react.js";\nexport const render = () => react.version;',
    "react.js": "export const react = { version: String(Math.random()) };",
    "login.js": 'import { react } from "./react.js";\nexport const show = () => react.version;',
    "account.js": 'import { react } from "./react.js";\nexport const show = () => react.version;',
  };

  it("routes each import() of a lazily loaded chunk through the chunk importer, preloading nothing for it", async () => {
    const { chunkNamed } = await buildFiles(SITE);
    const [client, react, login, account] = ["client", "react", "login", "account"].map(
      (name) => chunkNamed(name).fileName,
    );
    const beside = (file = "") => `"./${path.posix.basename(file)}"`;
    expect(preloads(chunkNamed("main").code)).toEqual([
      // A boot chunk keeps its import() and its preload, on its own import.
      { load: `import(${beside(client)})`, preload: [client, react] },
      { load: `__bazaarImportChunk(${beside(login)},import.meta.url)`, preload: [] },
      { load: `__bazaarImportChunk(${beside(account)},import.meta.url)`, preload: [] },
    ]);
    expect(preloads(chunkNamed("index").code)).toEqual([
      {
        load: `import(${beside(chunkNamed("main").fileName)})`,
        preload: [chunkNamed("main").fileName, react],
      },
      { load: `import(${beside(client)})`, preload: [client, react] },
    ]);
  });

  it("lists the lazily loaded chunks, sorted, in .vite/lazy-chunks.json", async () => {
    const { output, chunkNamed } = await buildFiles(SITE);
    const list = output.find((item) => item.fileName === ".vite/lazy-chunks.json");
    expect(list?.type === "asset" && JSON.parse(String(list.source))).toEqual([
      chunkNamed("account").fileName,
      chunkNamed("login").fileName,
    ]);
  });

  it("fails the build, naming each lazily loaded chunk that statically imports what the page has not loaded", async () => {
    // Both pages import a module of their own: the bundler puts it in a chunk of its own, which only they import.
    const errors = await buildErrors({
      ...SITE,
      "login.js": 'import { firebase } from "./firebase.js";\nexport const show = () => firebase.app;',
      "account.js": 'import { firebase } from "./firebase.js";\nexport const show = () => firebase.app;',
      "firebase.js": "export const firebase = { app: String(Math.random()) };",
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.plugin).toBe("bazaar:lazy-chunks-check");
    expect(errors[0]?.message.split("\n")).toEqual([
      expect.stringMatching(
        /^The lazily loaded chunk 'login' \(assets\/login\.js\) statically imports assets\/firebase\.js, /,
      ),
      expect.stringMatching(
        /^The lazily loaded chunk 'account' \(assets\/account\.js\) statically imports assets\/firebase\.js, /,
      ),
    ]);
  });

  it("fails the build when no boot chunk installs the chunk importer", async () => {
    // Installed by a lazily loaded chunk: too late for the import() that loads it.
    const index = SITE["index.js"].replace(/^globalThis.*\n/, "");
    const login = `globalThis.__bazaarImportChunk = () => undefined;\n${SITE["login.js"]}`;
    expect(await buildErrors({ ...SITE, "index.js": index, "login.js": login })).toEqual([
      {
        plugin: "bazaar:lazy-chunks-check",
        message: "No boot chunk installs __bazaarImportChunk (main.tsx).",
      },
    ]);
  });

  it("fails the build, naming the chunk, when it finds no import() of a lazily loaded chunk to rewrite", async () => {
    // Stands for a bundler that writes such an import() in some other way: runs after Vite's
    // preloads and before the rewrite.
    const hideImports: Plugin = {
      name: "hide-imports",
      generateBundle: {
        order: "post",
        handler(_, bundle) {
          for (const item of Object.values(bundle)) {
            if (item.type === "chunk")
              item.code = item.code.replace(/import\("\.\/(\w+)\.js"\)/g, 'import("./" + "$1.js")');
          }
        },
      },
    };
    expect(await buildErrors(SITE, [hideImports])).toEqual([
      {
        plugin: "bazaar:lazy-chunks-rewrite",
        message:
          "assets/main.js: no import() of assets/login.js, assets/account.js found to route through __bazaarImportChunk.",
      },
    ]);
  });

  it("leaves the server build as written, even with the plugins the client build used", async () => {
    // Vite's `build --app` builds every environment with one set of plugins. One naming for both
    // builds: the client's list of lazily loaded chunks then names the server's chunks too.
    const lazy = lazyChunks();
    await buildFiles(SITE, { lazy, output: UNHASHED });
    const server = await buildFiles(SITE, { lazy, output: UNHASHED, ssr: true });
    expect(server.output.map((item) => item.fileName)).not.toContain(".vite/lazy-chunks.json");
    expect(server.chunkNamed("main").code).toContain('import("./login.js")');
    expect(server.chunkNamed("main").code).not.toContain("__bazaarImportChunk");
  });
});
