/**
 * How long a load failure's warning waits. Firefox and WebKit cancel a page's loads, and report
 * them as failures, as soon as the next page is asked for, but fire `pagehide` only once that page
 * has answered (measured in Firefox: a fetch failed 20 ms after the navigation began, and
 * `pagehide` came 3 s later, when the next page answered). A page left in that time was not failed
 * by the network, and its warning would only mislead. The next page can take seconds on a slow
 * connection, or through a busy offline worker; the warning is for whoever reads the console, so
 * it can wait.
 */
export const LEAVING_GRACE_MS = 10_000;

/** Warns in the console, seconds later, unless the page has been left meanwhile. */
export function warnUnlessLeft(...data: unknown[]): void {
  let left = false;
  const onLeave = () => {
    left = true;
  };
  window.addEventListener("pagehide", onLeave);
  setTimeout(() => {
    window.removeEventListener("pagehide", onLeave);
    if (!left) console.warn(...data);
  }, LEAVING_GRACE_MS);
}
