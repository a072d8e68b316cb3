import type { EarlyPresses } from "./early-presses";

/**
 * A wait for code the shopper asked for by a press: `element` shows busy at once, and the inline
 * loader's polite notice names a wait that goes on (see inline-loader.ts). Returns its end. Under
 * `npm run dev` there is no loader, and so neither.
 */
export function waitForCode(element?: Element | null): () => void {
  const earlyPresses: EarlyPresses | undefined = window.bazaarEarlyPresses;
  return earlyPresses?.wait(element) ?? (() => {});
}
