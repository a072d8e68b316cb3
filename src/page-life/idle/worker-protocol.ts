// What the page and the offline worker (service-worker.ts) share: both import it, so each is built
// with the same words and rules.

/** A page with no worker asks the active one to control it: its later loads then come from that deploy's precache. */
export const CONTROL_THIS_PAGE = "control-this-page";

/**
 * The address Hosting redirects `pathname` to (firebase.json: cleanUrls, trailingSlash false), or
 * undefined where it answers `pathname` as it is. Hosting redirects only to a page it has:
 * `/checkout/` and `/checkout.html` go to `/checkout`, `/index.html` to `/`; `/nowhere/` is not found.
 */
export function hostingRedirect(pathname: string, isPage: (path: string) => boolean): string | undefined {
  let clean: string;
  // A directory's index names the directory itself, its slash kept.
  if (pathname.endsWith(".html")) clean = pathname.slice(0, -".html".length).replace(/^(\/)index$/, "$1");
  else if (/.\/$/.test(pathname)) clean = pathname.replace(/\/+$/, "");
  else return undefined;
  return isPage(clean) ? clean : undefined;
}
