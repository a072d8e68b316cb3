// What the Back journeys share: a visit to another site and Back, as a shopper makes it; the wait
// for a page at rest; and a basket filled from the home page.
import { loadsLeavingCancels } from "../problems";
import { APP_URL, EMULATOR_URL, PROVIDER } from "../test-servers";
import { expect } from "./journey";
import type { Shop } from "./shop";

export const HEADER = { role: "banner" } as const;
/** The browser's ask for the other site's icon: in Chromium's console words, or as the answer itself. */
export const OTHER_SITE_ICON = new RegExp(
  `^(?:answer 404 for ${EMULATOR_URL}/favicon\\.ico|console error on ${EMULATOR_URL}/: Failed to load resource: .* 404)`,
);
export const MAIN = { role: "main" } as const;
export const LINE_TITLES = { role: "heading", within: { role: "article", within: MAIN } };

/**
 * Follows a link to another site (the Auth Emulator's origin), then comes Back to `path`. Both from
 * the page, as a shopper's link and Back button do: a driver's own navigation waits for a load event
 * that a page restored from the back/forward cache never fires. What follows polls: for a moment
 * after Back, a driver may still read the page being left. `origin` is the shop's: a fault proxy's
 * where the test put one in front of it.
 */
export async function visitAnotherSiteAndComeBack(
  shop: Shop,
  path: string,
  { atRest = true, origin = APP_URL } = {},
) {
  shop.expectProblem(
    OTHER_SITE_ICON,
    "the other site, the Auth Emulator, has no icon for the browser to show",
  );
  if (atRest) await untilAtRest(shop);
  // Left before it is at rest, as the shop's goto and reload leave a page: Firefox and WebKit cancel
  // what it still loads, and report it failed to the page being left.
  else
    shop.expectProblem(
      loadsLeavingCancels(`${origin}${path}`),
      "Firefox and WebKit cancel a page's loads as the shopper leaves it, and report them failed to it",
    );
  // Read in the page: puppeteer's own address stays at the document's first one after a restore.
  const inPage = () =>
    shop.evaluate(() => location.origin + location.pathname).catch(() => "(between documents)");
  await shop.evaluate((url) => setTimeout(() => location.assign(url)), `${EMULATOR_URL}/`);
  await expect.poll(inPage).toBe(`${EMULATOR_URL}/`);
  await shop.back();
  await expect.poll(inPage).toBe(`${origin}${path}`);
}

/** The worker's install fetches every page and script once, on a busy machine. */
const INSTALL = { timeout: 30_000 };

/**
 * A first visit of '/' (of the site, or of `origin`, a fault proxy's), hydrated, then taken over by
 * the offline worker (the page asks for it once the worker is active), then at rest.
 */
export async function firstVisitTakenOver(shop: Shop, origin = "") {
  await shop.goto(`${origin}/`);
  await shop.waitForHydration();
  await expect
    .poll(() => shop.evaluate(() => navigator.serviceWorker.controller !== null), INSTALL)
    .toBe(true);
  await untilAtRest(shop);
}

/**
 * Waits until the page is at rest: its pictures in view drawn, the offline worker controlling it
 * (unless `controlled` is false), and no fetch of its ended for a second. Firefox keeps no page with
 * a request of its own under way, and the page makes some that no element shows: once the worker
 * takes over a first visit, it loads the drawn pictures again (reload-pictures-through-worker.ts).
 */
export async function untilAtRest(shop: Shop, { controlled = true } = {}) {
  let fetchesEnded = -1;
  await expect
    .poll(
      async () => {
        const now = await shop.evaluate(fetchesEndedOnceDrawn, controlled);
        const settled = now >= 0 && now === fetchesEnded;
        fetchesEnded = now;
        return settled;
      },
      { ...PROVIDER, intervals: [1_000] },
    )
    .toBe(true);
}

/**
 * In the page: how many of its fetches have ended, or -1 while a picture in view is still coming
 * (lazy ones further down wait) or, when `controlled`, while the offline worker does not control it.
 */
function fetchesEndedOnceDrawn(controlled: boolean) {
  const inView = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight;
  };
  const drawn = [...document.images].filter(inView).every((image) => image.complete);
  const worker = !controlled || Boolean(navigator.serviceWorker?.controller);
  return drawn && worker ? performance.getEntriesByType("resource").length : -1;
}

export async function addToBasket(shop: Shop, count: number) {
  for (let nth = 0; nth < count; nth++) {
    await shop.click({
      role: "button",
      name: "Add to Basket",
      within: { role: "article", within: MAIN, nth },
    });
  }
  const name = `Basket, ${count} item${count === 1 ? "" : "s"}`;
  await expect.poll(() => shop.count({ role: "link", name, within: HEADER })).toBe(1);
}

/** In the page: how the browser came to load it, by Navigation Timing ('navigate', 'reload', 'back_forward'). */
export const loadType = (shop: Shop) =>
  shop.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type);
