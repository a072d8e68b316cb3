/**
 * The early presses: the contract between the inline loader (page-life/before-paint/inline-loader.ts),
 * which holds the presses made before the app's code runs, and the code that takes them over
 * (page-life/boot/boot.ts) or waits for code (wait-for-code.ts). It is declared here, on the lowest
 * floor that uses it. It imports nothing, since the inline loader bundles what it imports.
 */

/** What the loader hands boot.ts: the buttons and links pressed so far, in order, how to stop holding more, and the notices. */
export interface EarlyPresses {
  held: HTMLElement[];
  /** Stops holding presses; the held ones lose their busy look, as boot.ts presses them again now. */
  stop(): void;
  /** Lets the held presses go and tells the shopper the page's code could not load. */
  fail(): void;
  /**
   * A wait for code the shopper asked for: `element` is busy at once, and the slow-connection
   * notice shows if any wait lasts SLOW_WAIT_MS. Returns the wait's end (calling it twice is harmless).
   */
  wait(element?: Element | null): () => void;
  /** Tells the shopper that these held presses were not applied: the page no longer has their controls. */
  dropped(presses: HTMLElement[]): void;
}

declare global {
  interface Window {
    /** Set by the inline loader in every built page; absent under `npm run dev`, which has no loader. */
    bazaarEarlyPresses?: EarlyPresses;
  }
}
