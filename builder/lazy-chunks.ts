import path from "node:path";
import type { Plugin, Rolldown } from "vite";
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
      const chunks = chunksOf(bundle);
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
        for (const chunk of chunksOf(bundle)) {
          const { code, missed } = rewriteLazyImports(chunk, lazy);
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

const chunksOf = (bundle: Rolldown.OutputBundle) =>
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

const DYNAMIC_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`]+)\1\)/g;

/** The chunk's code with each import() of a lazily loaded chunk routed through the importer. */
export function rewriteLazyImports(
  chunk: Pick<Rolldown.OutputChunk, "fileName" | "code" | "dynamicImports">,
  lazy: Set<string>,
) {
  const found = new Set<string>();
  const code = chunk.code.replace(DYNAMIC_IMPORT, (call, quote: string, specifier: string) => {
    const file = path.posix.join(path.posix.dirname(chunk.fileName), specifier);
    if (!lazy.has(file)) return call;
    found.add(file);
    return `${CHUNK_IMPORTER}(${quote}${specifier}${quote},import.meta.url)`;
  });
  return { code, missed: chunk.dynamicImports.filter((file) => lazy.has(file) && !found.has(file)) };
}
