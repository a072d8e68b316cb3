// The sign-in page's code is ready before the header's Sign In is pressed, in every engine, once the
// offline worker controls the page: the page loads it at idle from the worker's copy
// (prepare-on-demand-pages.ts). So no byte more reaches the server than before: the worker's
// precache fetches it once, on the first visit, and nothing fetches it again.
import { expect, test } from "./journey";
import { firstVisitTakenOver, HEADER, untilAtRest } from "./leave-and-back";
import type { Shop } from "./shop";

const LOGIN_PAGE_CODE = /^\/assets\/login-page-[^/?]+\.js/; // under a retry address too

/** Whether the page has loaded the sign-in page's code (through its worker or not), by Resource Timing. */
const signInCodeLoaded = (shop: Shop) =>
  shop.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .some(({ name }) => /^\/assets\/login-page-[^/?]+\.js$/.test(new URL(name).pathname)),
  );

test("once the offline worker controls the page, the sign-in page's code is loaded before the press, and fetched from the server only by the worker's install", async ({
  shop,
  faultProxy: proxy,
}) => {
  await firstVisitTakenOver(shop, proxy.url);
  await expect.poll(() => signInCodeLoaded(shop), "a first visit, once taken over").toBe(true);
  expect(proxy.requests(LOGIN_PAGE_CODE), "the worker's install alone").toHaveLength(1);

  // A returning visit: the worker controls the page from its load.
  await shop.goto(`${proxy.url}/`);
  await shop.waitForHydration();
  await untilAtRest(shop);
  await expect.poll(() => signInCodeLoaded(shop), "a returning visit").toBe(true);
  await shop.click({ role: "link", name: "Sign In", within: HEADER });
  await expect.poll(() => shop.path()).toBe("/login");
  await shop.waitForOne({ role: "button", name: "Sign In" });
  expect(proxy.requests(LOGIN_PAGE_CODE), "nothing fetched it again").toHaveLength(1);
});
