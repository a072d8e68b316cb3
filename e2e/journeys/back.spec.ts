// Back from another site, in every engine: the browser restores the page from its back/forward
// cache, or (WebKit's driver, which keeps none) loads it again with the basket its history entry
// recorded, so the shopper finds it as they left it: the basket, the greeting and the page itself.
import { createAccount, uniqueEmail } from "../fixtures";
import { PROVIDER } from "../test-servers";
import { expect, fillCredentials, skipUnless, test } from "./journey";
import {
  addToBasket,
  HEADER,
  LINE_TITLES,
  loadType,
  MAIN,
  untilAtRest,
  visitAnotherSiteAndComeBack,
} from "./leave-and-back";

const NO_BACK_FORWARD_CACHE =
  "this engine's driver turns the back/forward cache off (see Traits.keepsBackForwardCache)";

test("a guest's basket is as it was on / and on /checkout after another site and Back", async ({ shop }) => {
  await shop.goto("/");
  await shop.waitForHydration();
  await addToBasket(shop, 2);

  await visitAnotherSiteAndComeBack(shop, "/");
  await expect.poll(() => shop.count({ role: "link", name: "Basket, 2 items", within: HEADER })).toBe(1);
  expect(await shop.count({ text: "Hello Guest", within: HEADER })).toBe(1);
  expect(await shop.count({ role: "article", within: MAIN })).toBe(12);

  await shop.click({ role: "link", name: "Basket, 2 items", within: HEADER });
  await expect.poll(() => shop.path()).toBe("/checkout");
  const lines = await shop.texts(LINE_TITLES);
  expect(lines).toHaveLength(2);

  await visitAnotherSiteAndComeBack(shop, "/checkout");
  await expect.poll(() => shop.texts(LINE_TITLES)).toEqual(lines);
  expect(await shop.count({ text: "Hello Guest", within: HEADER })).toBe(1);
  // Still the page the shopper was on, answering presses: its basket link counts a removal.
  await shop.click({
    role: "button",
    name: "Remove from Basket",
    within: { role: "article", within: MAIN, nth: 0 },
  });
  await expect.poll(() => shop.count({ role: "link", name: "Basket, 1 item", within: HEADER })).toBe(1);
});

test("a signed-in shopper is greeted, with the basket as it was, after another site and Back", async ({
  shop,
}) => {
  const email = uniqueEmail("back");
  await createAccount(email, "back-pass-3");
  await shop.goto("/login");
  await fillCredentials(shop, email, "back-pass-3");
  await shop.click({ role: "button", name: "Sign In" });
  await expect.poll(() => shop.count({ text: `Hello ${email}`, within: HEADER }), PROVIDER).toBe(1);
  await addToBasket(shop, 1);

  await visitAnotherSiteAndComeBack(shop, "/");
  await expect.poll(() => shop.count({ role: "link", name: "Basket, 1 item", within: HEADER })).toBe(1);
  // A page loaded again (WebKit's driver keeps none) greets the shopper once the provider answers.
  await expect.poll(() => shop.count({ text: `Hello ${email}`, within: HEADER }), PROVIDER).toBe(1);
  expect(await shop.count({ role: "button", name: "Sign Out", within: HEADER })).toBe(1);
});

/** In the page: from now on, `restoredFromCache` says how the page was last shown (pageshow's `persisted`). */
function recordRestores() {
  addEventListener("pageshow", (event: PageTransitionEvent) =>
    Object.assign(window, { restoredFromCache: event.persisted }),
  );
}

/** In a page of the shop's origin: the offline worker's state, if it has one. */
async function activeWorker() {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active?.state ?? "none";
}

test.describe(() => {
  skipUnless((can) => can.keepsBackForwardCache, NO_BACK_FORWARD_CACHE);
  test("a first visit's basket is as it was after Back, though the offline worker came while the page was away", async ({
    shop,
    faultProxy: proxy,
  }) => {
    // The worker's install fetches /login, which / never asks for: held, it keeps the install under
    // way until the page has left, and the worker activates while the page is away.
    const releaseInstall = proxy.holdNext(/^\/login$/);
    await shop.goto(`${proxy.url}/`);
    await shop.waitForHydration();
    await addToBasket(shop, 3);
    const installing = () =>
      shop.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.installing));
    await expect.poll(installing, PROVIDER).toBe(true);
    // At rest but for the worker, which is still installing.
    await untilAtRest(shop, { controlled: false });
    await shop.evaluate(recordRestores);

    // Away at a document of the shop's own origin that runs none of its code (its icon): from there the
    // test can see the worker activate, as the page away cannot.
    const inPage = () => shop.evaluate(() => location.pathname).catch(() => "(between documents)");
    await shop.evaluate((url) => setTimeout(() => location.assign(url)), `${proxy.url}/favicon.svg`);
    await expect.poll(inPage).toBe("/favicon.svg");
    releaseInstall();
    await expect.poll(() => shop.evaluate(activeWorker), PROVIDER).toBe("activated");

    await shop.back();
    await expect.poll(inPage).toBe("/");
    await expect
      .poll(() => shop.evaluate(() => (window as { restoredFromCache?: boolean }).restoredFromCache ?? null))
      .toBe(true);
    await expect.poll(() => shop.count({ role: "link", name: "Basket, 3 items", within: HEADER })).toBe(1);
    // Back in view, the page asks the worker to control it: its later loads come from the precache.
    await expect
      .poll(() => shop.evaluate(() => Boolean(navigator.serviceWorker.controller)), PROVIDER)
      .toBe(true);
  });
});

/** A product's picture (the banners' are theirs, not a card's). */
const PRODUCT_PICTURE = /^\/assets\/(?!banner-)[\w-]+\.svg$/;

test.describe("a page left with a picture still coming", () => {
  // No offline worker: its precache would answer the picture, and the one held must be the page's.
  test.use({ offlineWorker: false });

  test("comes Back with its basket, restored or loaded again", async ({ shop, faultProxy: proxy }) => {
    // Firefox keeps no page with a request under way: a shopper who leaves while a picture is still
    // coming (as the pictures' second load is, once the worker takes over a first visit) comes Back
    // to the page loaded again, and its basket comes from its history entry's record.
    const release = proxy.holdNext(PRODUCT_PICTURE);
    await shop.goto(`${proxy.url}/`);
    await shop.waitForHydration();
    await addToBasket(shop, 3);
    await expect.poll(() => proxy.requests(PRODUCT_PICTURE).length).toBeGreaterThan(0);

    await visitAnotherSiteAndComeBack(shop, "/", { atRest: false, origin: proxy.url });
    release();
    await expect
      .poll(() => loadType(shop))
      .toBe(shop.keepsPageWithLoadUnderWay ? "navigate" : "back_forward");
    await expect.poll(() => shop.count({ role: "link", name: "Basket, 3 items", within: HEADER })).toBe(1);
    await shop.waitForHydration();
    await shop.click({ role: "link", name: "Basket, 3 items", within: HEADER });
    await expect.poll(() => shop.texts(LINE_TITLES)).toHaveLength(3);
  });
});
