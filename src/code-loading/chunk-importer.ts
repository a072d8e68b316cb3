// Imports lazily loaded chunks, retrying under fresh addresses: docs/architecture.md, "The chunk importer".
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

/**
 * The server answered that the chunk is not there: a deploy since this page opened replaced it, and
 * no try will fetch it, whatever the connection does.
 */
export class ChunkGoneError extends Error {}

/**
 * Whether `bytes` are those `integrity` names: the build writes one SHA-256 (builder/hashes.ts's
 * `integrityOfBytes`).
 */
async function hasIntegrity(bytes: ArrayBuffer, integrity: string): Promise<boolean> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return integrity === `sha256-${btoa(String.fromCharCode(...digest))}`;
}

export const checkAgainstImportMap: CheckBytes = async (address, chunk) => {
  const integrity = hashInImportMap(chunk);
  if (!integrity) return;
  // From the network: a response that failed a check may be in the HTTP cache. The bytes are checked
  // here rather than by fetch's `integrity`, under which a 404 (whose page fails the hash too) is
  // only a network error: the status tells a chunk a deploy took away from a connection that failed.
  const response = await fetch(address, { cache: "reload" });
  if (response.status === 404 || response.status === 410)
    throw new ChunkGoneError(`${response.status} for ${address}`);
  if (!response.ok) throw new Error(`${response.status} for ${address}`);
  if (!(await hasIntegrity(await response.arrayBuffer(), integrity)))
    throw new Error(`${address}: its bytes are not the build's`);
};

declare global {
  var __bazaarImportChunk: ChunkImporter | undefined;
}

/** Fetches the chunk at `specifier` (relative to `base`, the importing chunk's own address). */
export type ChunkImporter = (specifier: string, base: string) => Promise<unknown>;

/** A failed chunk fetch, in words a shopper can read; the browser's own error is its `cause`. */
export class ChunkLoadError extends Error {
  readonly failures: number;
  /** Another try fails at once, and only a reload can fetch the page's code: every retry address is spent, or the chunk is gone. */
  readonly spent: boolean;
  /** The server answered that the chunk is gone (ChunkGoneError): the connection is not at fault. */
  readonly gone: boolean;

  constructor(failures: number, cause: unknown, spent = false) {
    const gone = cause instanceof ChunkGoneError;
    super(
      gone
        ? "The shop has been updated since this page opened. Reload the page to go on."
        : "Part of the page could not be loaded. Check your connection, then try again.",
      { cause },
    );
    this.failures = failures;
    this.spent = spent || gone;
    this.gone = gone;
  }
}

/** Whether `address` is held here, so that its import will not go to the network: in the offline worker's cache, for one. */
export type HeldHere = (address: string) => Promise<boolean>;

/** The loads ahead of need on their way to the importer, in the order they began (importIfHeld). */
const aheadOfNeed: HeldHere[] = [];

/**
 * Runs `load`, an import() the build routes through the importer, ahead of need: the chunk is
 * imported only if `held` says its first address is held here, else `load` fails. An address whose
 * fetch failed stays failed in this document, so an import that could fail here would spend an
 * address the shopper's press needs. Vite's preload helper calls the importer a few microtasks
 * later, in this same task and in the order the loads began, so no press comes between.
 */
export function importIfHeld<T>(held: HeldHere, load: () => Promise<T>): Promise<T> {
  // A mark of this load's own, so that `finally` takes away this one and no other load's.
  const mark: HeldHere = (address) => held(address);
  aheadOfNeed.push(mark);
  return load().finally(() => {
    // A load that never reached the importer (the dev server's own import) leaves no mark behind.
    if (aheadOfNeed.includes(mark)) aheadOfNeed.splice(aheadOfNeed.indexOf(mark), 1);
  });
}

export function createChunkImporter(
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
  checkBytes: CheckBytes = checkAgainstImportMap,
): ChunkImporter {
  const chunks = new Map<string, { failures: number; retries: number; loading?: Promise<unknown> }>();
  const load = async (url: string, chunk: { retries: number }) => {
    // The import map holds no hash for a later address, and an import without one runs unchecked
    // bytes (WebKit fetches again what the check just fetched): only a reload helps now.
    if (chunk.retries > RETRY_ADDRESSES) throw new Error(`${url}: every retry address is spent.`);
    const address = chunk.retries ? `${url}?retry=${chunk.retries}` : url;
    if (chunk.retries) await checkBytes(address, url);
    chunk.retries += 1;
    return importModule(address);
  };
  const attempt = (url: string, chunk: { failures: number; retries: number; loading?: Promise<unknown> }) => {
    // One attempt at a time, and a success is kept: every caller gets the same module.
    chunk.loading ??= load(url, chunk).catch((cause: unknown) => {
      chunk.loading = undefined;
      chunk.failures += 1;
      throw new ChunkLoadError(chunk.failures, cause, chunk.retries > RETRY_ADDRESSES);
    });
    return chunk.loading;
  };
  return (specifier, base) => {
    const ifHeld = aheadOfNeed.shift();
    const url = new URL(specifier, base).href;
    const chunk = chunks.get(url) ?? { failures: 0, retries: 0 };
    chunks.set(url, chunk);
    if (!ifHeld || chunk.loading) return attempt(url, chunk);
    // Ahead of need, only the chunk's first address, and only if it is held here; or a press's fetch
    // begun meanwhile, joined.
    return ifHeld(url).then((held) => {
      if (chunk.loading || (held && !chunk.retries)) return attempt(url, chunk);
      throw new Error(`${url}: not held here`);
    });
  };
}

/** Called first thing by the app's chunk, before anything it runs can fetch a lazy chunk. */
export function installChunkImporter(): void {
  globalThis.__bazaarImportChunk ??= createChunkImporter();
}
