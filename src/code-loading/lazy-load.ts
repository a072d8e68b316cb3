import { ChunkLoadError } from "./chunk-importer";

/** For code the shopper is waiting for: a first failure is tried again at once; a second is the caller's. */
export function loadWhileWaiting<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (error instanceof ChunkLoadError && error.failures === 1) return load();
    throw error;
  });
}

/** For code fetched ahead of need: a failure only warns, and is tried again at each press until it loads. */
export function loadInBackground(load: () => Promise<unknown>, name: string): void {
  load().catch(() => {
    console.warn(`${name} could not be loaded yet: it is tried again at the next press.`);
    window.addEventListener("click", () => loadInBackground(load, name), { capture: true, once: true });
  });
}
