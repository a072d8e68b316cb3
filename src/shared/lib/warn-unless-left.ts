/**
 * How long a load failure's warning waits. Firefox and WebKit cancel a page's loads as it is left,
 * and report them as failures before the page's `pagehide`; a page that was left in that time was
 * not failed by the network, and its warning would only mislead.
 */
export const LEAVING_GRACE_MS = 1_000;

/** Warns in the console, a moment later, unless the page has been left meanwhile. */
export function warnUnlessLeft(...data: unknown[]): void {
  let left = false;
  const onLeave = () => {
    left = true;
  };
  window.addEventListener("pagehide", onLeave, { once: true });
  setTimeout(() => {
    window.removeEventListener("pagehide", onLeave);
    if (!left) console.warn(...data);
  }, LEAVING_GRACE_MS);
}
