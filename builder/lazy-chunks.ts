import path from "node:path";
import { type ESTree, type Plugin, type Rolldown, Visitor } from "vite";
import { CHUNK_IMPORTER } from "../src/code-loading/chunk-importer.ts";

/**
 * Lazily loaded chunks that recover from a failed fetch, in the client build:
 * - every `import("./name-HASH.js")` of a lazily loaded chunk becomes a call to the page's chunk
 *   importer (src/code-loading/chunk-importer.ts), which retries under a fresh address;
 * - a fresh address only helps the chunk it names: Firefox and WebKit also remember a failed
 *   static dependency, and a chunk importing it fails under any address. So the build fails, naming
 *   the chunk, when a lazily loaded chunk statically imports anything the page has not already
 *   loaded by then (the boot chunks: the entry, what it imports on start, and their imports);
 * - Vite preloads nothing for a lazily loaded chunk: the import fetches the chunk itself, its
 *   static imports are loaded already, and a preload would be a fetch outside the importer;
 * - the build lists them in .vite/lazy-chunks.json (beside Vite's manifest; build-site.ts moves
 *   both out of the build's folder), for the pages' import map to give their retry addresses a hash too.
 */
export function lazyChunks() {
  let lazy = new Set<string>();
  const check: Plugin = {
    name: "bazaar:lazy-chunks-check",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    // Before Vite's own generateBundle, which asks preloadDependencies below.
    generateBundle(_, bundle) {
      const chunks = outputChunks(bundle);
      const graph = lazyChunkGraph(chunks);
      const boot = chunks.filter((chunk) => graph.boot.has(chunk.fileName));
      if (graph.lazy.size && !boot.some((chunk) => chunk.code.includes(CHUNK_IMPORTER)))
        graph.problems.push(`No boot chunk installs ${CHUNK_IMPORTER} (main.tsx).`);
      if (graph.problems.length) this.error(graph.problems.join("\n"));
      lazy = graph.lazy;
      const source = JSON.stringify([...lazy].sort());
      this.emitFile({ type: "asset", fileName: ".vite/lazy-chunks.json", source });
    },
  };
  const rewrite: Plugin = {
    name: "bazaar:lazy-chunks-rewrite",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    // After Vite's generateBundle, which reads the imports this replaces to place its preloads.
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        for (const chunk of outputChunks(bundle)) {
          const { code, missed } = rewriteLazyImports(chunk, lazy, (source) => this.parse(source));
          const what = `no import() of ${missed.join(", ")} found to route through ${CHUNK_IMPORTER}`;
          if (missed.length) this.error(`${chunk.fileName}: ${what}.`);
          chunk.code = code;
        }
      },
    },
  };
  return {
    plugins: [check, rewrite],
    preloadDependencies: (file: string, deps: string[]) => (lazy.has(file) ? [] : deps),
  };
}

const outputChunks = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === "chunk");

type ChunkFacts = Pick<Rolldown.OutputChunk, "fileName" | "name" | "isEntry" | "imports" | "dynamicImports">;

/** The boot chunks, the lazily loaded ones, and each lazily loaded chunk's unloaded static imports. */
export function lazyChunkGraph(chunks: ChunkFacts[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const boot = new Set<string>();
  const load = (file: string) => {
    if (boot.has(file)) return;
    boot.add(file);
    for (const dependency of byFile.get(file)?.imports ?? []) load(dependency);
  };
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    load(entry.fileName);
    entry.dynamicImports.forEach(load);
  }
  const lazy = new Set(
    chunks.flatMap((chunk) => chunk.dynamicImports).filter((file) => byFile.has(file) && !boot.has(file)),
  );
  const problems = [...lazy].flatMap((file) => {
    const chunk = byFile.get(file) as ChunkFacts;
    const unloaded = chunk.imports.filter((dependency) => !boot.has(dependency));
    const problem =
      `The lazily loaded chunk '${chunk.name}' (${file}) statically imports ${unloaded.join(", ")}, which the ` +
      "page has not loaded before it: a failed fetch of that would fail every retry in Firefox and WebKit. " +
      "Put them in one chunk (build.rolldownOptions.output.codeSplitting.groups in vite.config.ts).";
    return unloaded.length ? [problem] : [];
  });
  return { boot, lazy, problems };
}

/** The specifier of an import() whose argument is one plain string, else undefined. */
function plainSpecifier(source: ESTree.Expression): string | undefined {
  if (source.type === "Literal" && typeof source.value === "string") return source.value;
  if (source.type === "TemplateLiteral" && source.quasis.length === 1 && !source.expressions.length) {
    return source.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/**
 * The chunk's code with each import() of a lazily loaded chunk routed through the importer. `parse`
 * is the bundler's parser (a plugin's `this.parse`, or Vite's `parseAst`): the code is read as
 * JavaScript, never matched as text, so a string or comment that looks like an import is left be.
 */
export function rewriteLazyImports(
  chunk: Pick<Rolldown.OutputChunk, "fileName" | "code" | "dynamicImports">,
  lazy: Set<string>,
  parse: (code: string) => ESTree.Program,
) {
  const found = new Set<string>();
  const edits: { start: number; end: number; text: string }[] = [];
  const routeThroughImporter = (call: ESTree.ImportExpression) => {
    const specifier = plainSpecifier(call.source);
    if (!specifier?.startsWith("./") && !specifier?.startsWith("../")) return;
    const file = path.posix.join(path.posix.dirname(chunk.fileName), specifier);
    if (!lazy.has(file)) return;
    found.add(file);
    const written = chunk.code.slice(call.source.start, call.source.end);
    edits.push({ start: call.start, end: call.end, text: `${CHUNK_IMPORTER}(${written},import.meta.url)` });
  };
  new Visitor({ ImportExpression: routeThroughImporter }).visit(parse(chunk.code));
  let code = chunk.code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    code = code.slice(0, start) + text + code.slice(end);
  }
  return { code, missed: chunk.dynamicImports.filter((file) => lazy.has(file) && !found.has(file)) };
}
