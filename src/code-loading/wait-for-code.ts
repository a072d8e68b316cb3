/**
 * A wait for code the shopper asked for by a press: `element` shows busy at once, and the inline
 * loader's polite notice names a wait that goes on (see inline-loader.ts). Returns its end. Under
 * `npm run dev` there is no loader, and so neither.
 */
export function waitForCode(element?: Element | null): () => void {
  return window.bazaarEarlyPresses?.wait(element) ?? (() => {});
}
