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
 * fetch too); it is tried again at the shopper's next press (a click, a tap, or Enter or Space on
 * a control; typing is none, so a field filled during an outage is no stream of requests), until
 * it loads. Listening in the capture phase, the try starts before the press's own handler asks.
 */
export function loadInBackground(load: () => Promise<unknown>, what: string): void {
  load().catch(() => {
    console.warn(`${what} could not be loaded yet: it is tried again at the next press.`);
    window.addEventListener("click", () => loadInBackground(load, what), { capture: true, once: true });
  });
}
