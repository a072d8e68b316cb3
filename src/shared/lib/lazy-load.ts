import { ChunkLoadError } from "./chunk-importer";

/**
 * For code the shopper is waiting for (a press, a page): when this is the chunk's first failure,
 * it is tried again at once, under a fresh address; a second failure is the caller's to tell.
 */
export function loadWhileWaiting<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (error instanceof ChunkLoadError && error.failures === 1) return load();
    throw error;
  });
}

/**
 * For code fetched ahead of need: a failure is no error to report (leaving the page cancels the
 * fetch too); it is tried again at the shopper's next press or key, until it loads.
 */
export function loadInBackground(load: () => Promise<unknown>, what: string): void {
  load().catch(() => {
    console.warn(`${what} could not be loaded yet: it is tried again at the next press or key.`);
    const nextAction = new AbortController();
    const retry = () => {
      nextAction.abort();
      loadInBackground(load, what);
    };
    for (const type of ["pointerdown", "keydown"]) {
      window.addEventListener(type, retry, { capture: true, signal: nextAction.signal });
    }
  });
}
