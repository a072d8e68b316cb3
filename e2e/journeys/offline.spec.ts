// Offline, in every engine: after one visit, with the server dark, every page opens from the offline
// worker's cache. With the browser's own network off too (shop.canGoOffline), the page and sign-in
// say so, and a returning shopper is still greeted.
import type { FaultProxy } from "../fault-proxy";
import { createAccount, uniqueEmail } from "../fixtures";
import { OFFLINE_LOAD } from "../problems";
import { PROVIDER } from "../test-servers";
import { expect, expectGreetedInEveryFrame, fillCredentials, skipUnless, test } from "./journey";
import type { Target } from "./queries";
import type { Shop } from "./shop";

/** The worker's install fetches every page and script once, on a busy machine. */
const INSTALL = { timeout: 30_000 };
const PASSWORD = "offline-pass-1";
const MAIN = { role: "main" } as const;
const HEADER = { role: "banner" } as const;
const HEADPHONES = "Aurora Wireless Noise-Cancelling Over-Ear Headphones, 40-Hour Battery";
const card = (nth: number) => ({
  role: "article",
  has: { role: "heading", name: HEADPHONES },
  within: MAIN,
  nth,
});
const OFFLINE_NOTICE =
  "You are offline. The shop and your basket still work; signing in waits for the connection.";
const NO_NETWORK_SWITCH =
  "this engine's driver cannot turn the browser's own network off (see Traits.canGoOffline)";

/** Whether the offline worker controls this page; if not, how far it got (its state may be stale). */
async function offlineWorker(shop: Shop): Promise<string> {
  return await shop.evaluate(async () => {
    if (navigator.serviceWorker?.controller) return "controls the page";
    const registration = await navigator.serviceWorker?.getRegistration();
    if (!registration) return "not controlling the page: no worker registered";
    const { installing: i, waiting: w, active: a } = registration;
    return `not controlling the page: installing ${i?.state}, waiting ${w?.state}, active ${a?.state}`;
  });
}

/** One visit to `path` through the proxy, until the offline worker controls the page. */
async function visitOnce(shop: Shop, proxy: FaultProxy, path: string): Promise<void> {
  await shop.goto(`${proxy.url}${path}`);
  await expect.poll(() => offlineWorker(shop), INSTALL).toBe("controls the page");
  expect(proxy.requests().length, "the first visit went through the proxy").toBeGreaterThan(0);
}

/** No network at all (the server dark, and the browser's own network off), or back. */
async function goOffline(shop: Shop, proxy: FaultProxy, offline = true): Promise<void> {
  if (offline) shop.expectProblem(OFFLINE_LOAD, "the network is off: what the page loads meanwhile fails");
  if (offline) proxy.goDark();
  else proxy.goLight();
  await shop.setOffline(offline);
}

/** How many of the page's pictures are drawn, once each is asked for (product pictures are lazy). */
async function picturesDrawn(shop: Shop): Promise<{ drawn: number; all: number }> {
  return await shop.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return {
      drawn: images.filter((image) => image.complete && image.naturalWidth > 0).length,
      all: images.length,
    };
  });
}

/**
 * Whether the Firebase chunk's first retry address answers with the bytes the import map names,
 * fetched as the chunk importer checks them before a retry (`checkAgainstImportMap` in
 * src/code-loading/chunk-importer.ts).
 */
async function retryAddressAnswered(shop: Shop): Promise<boolean> {
  return await shop.evaluate(async () => {
    const map = JSON.parse(document.querySelector('script[type="importmap"]')?.textContent ?? "{}");
    const entries = Object.entries((map.integrity ?? {}) as Record<string, string>);
    const [chunk, integrity] = entries.find(([address]) => /\/firebase-[^/?]+\.js$/.test(address)) ?? [];
    if (!chunk) return false;
    const response = await fetch(`${chunk}?retry=1`, { integrity, cache: "reload" }).catch(() => null);
    return response?.ok === true;
  });
}

/** The address Hosting serves `path` at: without a trailing slash or `.html`. */
const cleanAddress = (path: string) => path.replace(/(.)(?:\.html|\/)$/, "$1");

/** What the offline notice shows: its text while it is on screen, else "". */
async function noticeShown(shop: Shop): Promise<string> {
  return await shop.evaluate(() => {
    const notice = document.querySelector<HTMLElement>(".offline-notice");
    return notice?.checkVisibility() ? (notice.textContent ?? "") : "";
  });
}

test("after one visit, with the server dark, every page opens with its pictures from the worker's cache, an address Hosting redirects is redirected, an unknown address gets the not-found page, and the basket works", async ({
  shop,
  faultProxy: proxy,
}) => {
  await visitOnce(shop, proxy, "/");
  proxy.goDark();
  const assetsBefore = proxy.requests(/^\/assets\//).length;

  const pages: [path: string, heading: string, shows: Target][] = [
    ["/checkout", "Your shopping Basket", { text: /^Your basket is empty\./ }],
    // Online, Hosting redirects these to the clean address; offline, the worker does the same, so
    // the page's HTML and the app agree (no hydration error, which the journey would report).
    ["/checkout/", "Your shopping Basket", { text: /^Your basket is empty\./ }],
    ["/login.html", "Sign in", { role: "button", name: "Sign In" }],
    ["/login", "Sign in", { role: "button", name: "Sign In" }],
    [
      "/no-such-page",
      "Sorry, we couldn't find that page",
      { role: "link", name: "Go to the Bazaar home page" },
    ],
    ["/", "Featured products", { role: "link", name: /^Basket, 0 items$/, within: HEADER }],
  ];
  for (const [path, heading, shows] of pages) {
    await shop.goto(`${proxy.url}${path}`);
    await expect.poll(() => shop.path(), `${path} is answered at its clean address`).toBe(cleanAddress(path));
    await expect.poll(() => shop.count({ role: "heading", name: heading, level: 1 })).toBe(1);
    await expect.poll(() => shop.count(shows), `${path} shows what it should`).toBe(1);
    const pictures = await picturesDrawn(shop);
    expect(pictures.drawn, `pictures drawn on ${path}`).toBe(pictures.all);
    if (path === "/no-such-page") {
      // The worker keeps Hosting's 404, where the engine tells the status.
      expect(await shop.evaluate(() => document.title)).toBe("Page not found – Bazaar");
      expect(await shop.count({ role: "article" })).toBe(0);
      const status = () =>
        (performance.getEntriesByType("navigation")[0] as { responseStatus?: number }).responseStatus;
      if (shop.tellsResponseStatus) expect(await shop.evaluate(status)).toBe(404);
      await shop.click({ role: "link", name: "Go to the Bazaar home page" });
      await expect.poll(() => shop.path()).toBe("/");
      await expect.poll(() => shop.count({ role: "article", within: MAIN })).toBe(12);
    }
  }
  // The home page: 12 cards, the banner's 3 pictures with them.
  await expect.poll(() => shop.count({ role: "article", within: MAIN })).toBe(12);
  const home = await picturesDrawn(shop);
  expect(home.all).toBeGreaterThanOrEqual(15);
  expect(home.drawn, "pictures drawn on / after the cards came").toBe(home.all);
  // A chunk's retry address, checked as the chunk importer does, comes from the cache too.
  expect(await retryAddressAnswered(shop)).toBe(true);
  // No asset was even asked of the server (only pages are tried on the network first).
  expect(proxy.requests(/^\/assets\//).slice(assetsBefore)).toEqual([]);

  await shop.click({ role: "button", name: "Add to Basket", within: card(0) });
  await shop.click({ role: "button", name: "Add to Basket", within: card(-1) });
  await expect.poll(() => shop.texts({ role: "link", name: "Basket, 2 items" })).toEqual(["2"]);
  await shop.click({ role: "link", name: "Basket, 2 items" });
  await expect.poll(() => shop.path()).toBe("/checkout");
  await expect.poll(() => shop.texts({ text: /^Subtotal \(/ })).toEqual(["Subtotal (2 items): $399.98"]);
  await shop.click({ role: "button", name: "Remove from Basket", within: card(0) });
  await expect.poll(() => shop.texts({ text: /^Subtotal \(/ })).toEqual(["Subtotal (1 items): $199.99"]);
  expect(await shop.count({ role: "article", within: MAIN })).toBe(1);
  await expect.poll(() => shop.texts({ role: "link", name: "Basket, 1 item" })).toEqual(["1"]);
});

test.describe(() => {
  skipUnless((can) => can.canGoOffline, NO_NETWORK_SWITCH);
  test("with the browser offline, every page says so in a notice heard once, which goes when the connection is back", async ({
    shop,
    faultProxy: proxy,
  }) => {
    await visitOnce(shop, proxy, "/");

    // A page opened while offline says so from the start.
    await goOffline(shop, proxy);
    for (const [path, heading] of [
      ["/login", "Sign in"],
      ["/", "Featured products"],
    ] as const) {
      await shop.goto(`${proxy.url}${path}`);
      await expect.poll(() => shop.count({ role: "heading", name: heading, level: 1 })).toBe(1);
      await expect.poll(() => noticeShown(shop), `the notice on ${path}`).toBe(OFFLINE_NOTICE);
    }

    // A page opened online loses the connection and gets it back (Firefox's BiDi switch sends no
    // 'online' event to a document opened offline).
    await goOffline(shop, proxy, false);
    await shop.goto(`${proxy.url}/`);
    await expect.poll(() => shop.count({ role: "article", within: MAIN })).toBe(12);
    expect(await noticeShown(shop)).toBe("");
    // Every text the notice's live region is given, as a screen reader would be told it.
    await expect
      .poll(() => shop.evaluate(() => document.querySelector(".offline-notice") !== null))
      .toBe(true);
    await shop.evaluate(() => {
      const region = document.querySelector<HTMLElement>(".offline-notice");
      if (!region) throw new Error("The offline notice's live region is not on the page.");
      const heard: string[] = [];
      (window as Window & { __heard?: string[] }).__heard = heard;
      new MutationObserver(() => {
        if (region.textContent) heard.push(region.textContent);
      }).observe(region, { childList: true, characterData: true, subtree: true });
    });
    const heard = () => shop.evaluate(() => (window as Window & { __heard?: string[] }).__heard);

    await goOffline(shop, proxy);
    await expect.poll(() => noticeShown(shop)).toBe(OFFLINE_NOTICE);
    expect(
      await shop.evaluate(() => document.querySelector(".offline-notice")?.getAttribute("aria-live")),
    ).toBe("polite");
    // Moving around the shop offline does not repeat it.
    await shop.click({ role: "link", name: /^Basket, /, within: HEADER });
    await expect.poll(() => shop.count({ role: "heading", name: "Your shopping Basket" })).toBe(1);
    await shop.click({ role: "link", name: "Bazaar home", within: HEADER });
    await expect.poll(() => shop.count({ role: "article", within: MAIN })).toBe(12);
    expect(await noticeShown(shop)).toBe(OFFLINE_NOTICE);
    expect(await heard()).toEqual([OFFLINE_NOTICE]);

    await goOffline(shop, proxy, false);
    await expect.poll(() => noticeShown(shop)).toBe("");
    expect(await heard()).toEqual([OFFLINE_NOTICE]);
  });
});

test.describe(() => {
  skipUnless((can) => can.canGoOffline, NO_NETWORK_SWITCH);
  test("with the browser offline, sign-in, registration and reset say so plainly, and the same press works once back online", async ({
    shop,
    faultProxy: proxy,
  }) => {
    const email = uniqueEmail("offline");
    await createAccount(email, PASSWORD);
    await visitOnce(shop, proxy, "/login");
    await goOffline(shop, proxy);
    await shop.reload();
    await fillCredentials(shop, email, PASSWORD);

    const presses = [
      [
        "Sign In",
        "You are offline, so we could not sign you in. Press Sign In again once you are back online.",
      ],
      [
        "Create your Bazaar Account",
        "You are offline, so we could not create your account. Press Create your Bazaar Account again once you are back online.",
      ],
      [
        "Forgot your password?",
        "You are offline, so we could not send a reset link. Press Forgot your password? again once you are back online.",
      ],
    ] as const;
    for (const [button, sentence] of presses) {
      await shop.click({ role: "button", name: button });
      // In an alert, and the same words on the page.
      expect(await shop.nextDialog()).toBe(sentence);
      await expect.poll(() => shop.texts({ role: "alert" })).toEqual([sentence]);
      // The button is itself again, usable: no spinner left waiting.
      await expect.poll(() => shop.ariaDisabled(button)).toBe("false");
    }
    // No word of the provider's or the browser's, and what the shopper typed is kept.
    expect(await shop.evaluate(() => document.body.innerText)).not.toMatch(/Firebase|auth\/|network-request/);
    expect(await shop.value({ label: "E-mail" })).toBe(email);

    // Back online (what the page reads when a press fails), the same press signs the shopper in.
    await goOffline(shop, proxy, false);
    await expect.poll(() => shop.evaluate(() => navigator.onLine)).toBe(true);
    await shop.click({ role: "button", name: "Sign In" });
    await expect.poll(() => shop.path(), PROVIDER).toBe("/");
    await expect.poll(() => shop.count({ text: `Hello ${email}`, within: HEADER }), PROVIDER).toBe(1);
    // No other alert came (the journey fails on one no step took).
  });
});

// A case of its own: the page from the worker's cache and a provider with no network to answer
// over. Online, at a phone's speed: returning-shopper.spec.ts.
test.describe(() => {
  skipUnless((can) => can.canGoOffline, NO_NETWORK_SWITCH);
  test("with the browser offline, a returning shopper opening the shop is greeted by e-mail in every sampled frame, never as a guest", async ({
    shop,
    faultProxy: proxy,
  }) => {
    const email = uniqueEmail("offline-returning");
    await createAccount(email, PASSWORD);
    await visitOnce(shop, proxy, "/login");
    await fillCredentials(shop, email, PASSWORD);
    await shop.click({ role: "button", name: "Sign In" });
    await expect.poll(() => shop.count({ text: `Hello ${email}`, within: HEADER }), PROVIDER).toBe(1);
    await goOffline(shop, proxy);

    await expectGreetedInEveryFrame(shop, email, () => shop.goto(`${proxy.url}/`));
  });
});
