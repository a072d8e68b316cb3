/**
 * How the built app fetches each lazily loaded chunk (the sign-in page, Firebase, the metrics
 * reporter): the build (scripts/lazy-chunks.ts) turns every `import("./name-HASH.js")` of one into
 * a call to the function installed here. Firefox and WebKit remember a failed module fetch for the
 * life of the page, so importing the same address again fails at once, without a request. This
 * tries again under a fresh address (`?retry=N`) and keeps the attempt that worked, so a chunk
 * runs once however many addresses it was asked for under.
 *
 * Each page's import map gives the chunk's hash for its own address and for each retry address up
 * to RETRY_ADDRESSES (scripts/build.mjs), so the browser refuses other bytes under any of them.
 * Past that, the last one is asked again rather than an address the map does not check: Chromium
 * fetches it again; Firefox and WebKit, which remember its failure, fail at once (the shopper is
 * told what to do, as for any failure).
 */
export const CHUNK_IMPORTER = "__bazaarImportChunk";

/** How many fresh addresses a chunk is tried under after its own, each one checked by the import map. */
export const RETRY_ADDRESSES = 8;

declare global {
  var __bazaarImportChunk: ChunkImporter | undefined;
}

/** Fetches the chunk at `specifier` (relative to `base`, the importing chunk's own address). */
export type ChunkImporter = (specifier: string, base: string) => Promise<unknown>;

/** A failed chunk fetch, in words a shopper can read; the browser's own error is its `cause`. */
export class ChunkLoadError extends Error {
  /** How many times this chunk has failed so far on this page. */
  readonly failures: number;

  constructor(failures: number, cause: unknown) {
    super("Part of the page could not be loaded. Check your connection, then try again.", { cause });
    this.failures = failures;
  }
}

export function createChunkImporter(
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): ChunkImporter {
  const chunks = new Map<string, { failures: number; loading?: Promise<unknown> }>();
  return (specifier, base) => {
    const url = new URL(specifier, base).href;
    const chunk = chunks.get(url) ?? { failures: 0 };
    chunks.set(url, chunk);
    // One attempt at a time, and a success is kept: every caller gets the same module.
    const retry = Math.min(chunk.failures, RETRY_ADDRESSES);
    chunk.loading ??= importModule(retry ? `${url}?retry=${retry}` : url).catch((cause: unknown) => {
      chunk.loading = undefined;
      chunk.failures += 1;
      throw new ChunkLoadError(chunk.failures, cause);
    });
    return chunk.loading;
  };
}

/** Called first thing by the app's chunk, before anything it runs can fetch a lazy chunk. */
export function installChunkImporter(): void {
  globalThis.__bazaarImportChunk ??= createChunkImporter();
}
