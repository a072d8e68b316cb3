/**
 * How the built app fetches each lazily loaded chunk (the sign-in page, Firebase, the metrics
 * reporter): the build (scripts/lazy-chunks.ts) turns every `import("./name-HASH.js")` of one into
 * a call to the function installed here. Firefox and WebKit remember a failed module fetch for the
 * life of the page, so importing the same address again fails at once, without a request. This
 * tries again under a fresh address (`?retry=N`) and keeps the attempt that worked, so a chunk
 * runs once however many addresses it was asked for under.
 *
 * Each page's import map gives the chunk's hash for its own address and for its first retry
 * addresses (RETRY_ADDRESSES, scripts/build.mjs), so the browser refuses other bytes under any of
 * them. An address is spent only on an import: before each retry the file is fetched under the
 * next address with the map's hash (the browser checks the bytes), and only once that worked is it
 * imported, from the HTTP cache where the file now is (fresh for ten minutes). So a long outage, a press after
 * a press, spends no address, and the map's few last a page's life. Should they ever run out, a
 * later address, which the map does not name, is imported after the same check (Chromium and
 * Firefox take it from the cache; WebKit asks the server again).
 */
export const CHUNK_IMPORTER = "__bazaarImportChunk";

/** How many retry addresses of each lazily loaded chunk the import map names with its hash. */
export const RETRY_ADDRESSES = 4;

/** Fetches `address` and resolves once the browser found its bytes to be those of `chunk`. */
export type CheckBytes = (address: string, chunk: string) => Promise<void>;

/** The import map's hash for the chunk: none without a map (as under `npm run dev`) or with one unreadable. */
function hashInImportMap(chunk: string): string | undefined {
  try {
    const map = document.querySelector('script[type="importmap"]')?.textContent;
    const hashes = (map ? JSON.parse(map).integrity : undefined) as Record<string, string> | undefined;
    return hashes?.[new URL(chunk).pathname];
  } catch {
    return undefined;
  }
}

export const checkAgainstImportMap: CheckBytes = async (address, chunk) => {
  const integrity = hashInImportMap(chunk);
  if (!integrity) return;
  // From the network ("reload"): a response that failed a check may be in the HTTP cache; the one
  // that passes is stored there, for the import.
  const response = await fetch(address, { integrity, cache: "reload" });
  if (!response.ok) throw new Error(`${response.status} for ${address}`);
};

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
  checkBytes: CheckBytes = checkAgainstImportMap,
): ChunkImporter {
  // Per chunk: its failed tries, and how many addresses an import has been tried under.
  const chunks = new Map<string, { failures: number; spent: number; loading?: Promise<unknown> }>();
  const load = async (url: string, chunk: { spent: number }) => {
    const address = chunk.spent ? `${url}?retry=${chunk.spent}` : url;
    if (chunk.spent) await checkBytes(address, url);
    chunk.spent += 1;
    return importModule(address);
  };
  return (specifier, base) => {
    const url = new URL(specifier, base).href;
    const chunk = chunks.get(url) ?? { failures: 0, spent: 0 };
    chunks.set(url, chunk);
    // One attempt at a time, and a success is kept: every caller gets the same module.
    chunk.loading ??= load(url, chunk).catch((cause: unknown) => {
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
