// Code that fails to arrive (a 503 or a held answer at the fault proxy) never strands the shopper,
// in every engine: the app fetches afresh under an address the browser has not failed, and a
// failure that lasts is told in plain words with a way to try again.

import { createAccount, uniqueEmail } from "../fixtures";
import { APP_CODE_NOT_LOADED, loadDeferred } from "../problems";
import { PROVIDER } from "../test-servers";
import { expect, fillCredentials, test } from "./journey";
import type { Shop } from "./shop";

const PASSWORD = "recovery-pass-1";
const SIGN_IN_CODE = /^\/assets\/firebase-[^/?]+\.js/;
const SIGN_IN_UNAVAILABLE = "The sign-in service could not be loaded. Check your connection, then try again.";
/** What Chromium, Firefox and WebKit say about a failed module fetch: never for the shopper. */
const BROWSER_WORDS = /dynamically imported module|Importing a module script failed|Failed to fetch/i;
const HEADER = { role: "banner" } as const;
const MAIN = { role: "main" } as const;

// No offline worker: its install could take a fault meant for the page's own request.
test.use({ offlineWorker: false });

async function expectSignedInAs(shop: Shop, email: string): Promise<void> {
  await expect.poll(() => shop.count({ text: `Hello ${email}`, within: HEADER }), PROVIDER).toBe(1);
  await expect.poll(() => shop.count({ role: "button", name: "Sign Out", within: HEADER })).toBe(1);
}

/** The page's whole text shows none of the browser's words about a failed fetch. */
async function expectNoBrowserWords(shop: Shop): Promise<void> {
  expect(await shop.evaluate(() => document.body.innerText)).not.toMatch(BROWSER_WORDS);
}

/** How many times an import asks the server for an address the page has just fetched to check it. */
const importAsksAgain = (shop: Shop) => (shop.importRefetchesFetchedAddress ? 1 : 0);

test("the sign-in code answers 503 at first: Sign In fetches it afresh, under a new address, and signs the shopper in", async ({
  shop,
  faultProxy: proxy,
}) => {
  const email = uniqueEmail("recover");
  await createAccount(email, PASSWORD);
  shop.expectProblem(loadDeferred("sign-in service"), "the sign-in code this test fails once");
  shop.expectProblem(
    loadDeferred("database client"),
    "the Firebase code the test fails once may be the database client's, asked for at the same idle moment",
  );
  proxy.failNext(SIGN_IN_CODE);

  await shop.goto(`${proxy.url}/login`);
  // The page asks for the sign-in code once it is idle: that first request is answered 503.
  await expect.poll(() => proxy.requests(SIGN_IN_CODE).length, PROVIDER).toBeGreaterThanOrEqual(1);

  await fillCredentials(shop, email, PASSWORD);
  await shop.click({ role: "button", name: "Sign In" });
  await expect.poll(() => shop.path(), PROVIDER).toBe("/");
  await expectSignedInAs(shop, email);
  // Asked again under ?retry=1 (checked, then imported): an address the browser has not failed.
  const [first, ...retries] = proxy.requests(SIGN_IN_CODE);
  expect(retries).toEqual(Array(1 + importAsksAgain(shop)).fill(`${first}?retry=1`));
  expect((await shop.texts({ role: "alert" })).join("\n")).not.toMatch(/module|import|fetch/i);
});

test("the sign-in code cannot be had: the shopper reads what to do, and once it is back, their next press signs them in", async ({
  shop,
  faultProxy: proxy,
}) => {
  const email = uniqueEmail("twice");
  await createAccount(email, PASSWORD);
  // Fetched once the page is idle, then on the press: every one fails until the proxy heals.
  shop.expectProblem(loadDeferred("sign-in service"), "the sign-in code this test keeps failing");
  shop.expectProblem(
    loadDeferred("database client"),
    "the database client is Firebase code too, which this test keeps failing",
  );
  proxy.failNext(SIGN_IN_CODE, { times: Number.POSITIVE_INFINITY });
  await shop.goto(`${proxy.url}/login`);
  await expect.poll(() => proxy.requests(SIGN_IN_CODE).length, PROVIDER).toBeGreaterThanOrEqual(1);

  await fillCredentials(shop, email, PASSWORD);
  await shop.click({ role: "button", name: "Sign In" });
  expect(await shop.nextDialog()).toBe(SIGN_IN_UNAVAILABLE);
  await expect.poll(() => shop.texts({ role: "alert" })).toEqual([SIGN_IN_UNAVAILABLE]);
  await expectNoBrowserWords(shop);
  await expect.poll(() => shop.ariaDisabled("Sign In")).toBe("false");
  const failed = proxy.requests(SIGN_IN_CODE).length;
  expect(failed).toBeGreaterThanOrEqual(2);

  proxy.heal();
  await shop.click({ role: "button", name: "Sign In" });
  await expectSignedInAs(shop, email);
  // Each try after the first checked ?retry=1 until one worked, then imported it: no import
  // asked for an address the browser had failed.
  const [first, ...retries] = proxy.requests(SIGN_IN_CODE);
  expect(new Set(retries)).toEqual(new Set([`${first}?retry=1`]));
  expect(retries).toHaveLength(failed + importAsksAgain(shop));
});

test("a sign-in that completes after the shopper has left the sign-in page does not pull them back home", async ({
  shop,
  faultProxy: proxy,
}) => {
  const email = uniqueEmail("leave");
  await createAccount(email, PASSWORD);
  // The sign-in code is held back, so the press waits for it while the shopper moves on.
  const release = proxy.holdNext(SIGN_IN_CODE);
  await shop.goto(`${proxy.url}/login`);
  await expect.poll(() => proxy.requests(SIGN_IN_CODE).length, PROVIDER).toBe(1);
  await fillCredentials(shop, email, PASSWORD);
  await shop.click({ role: "button", name: "Sign In" });
  await expect.poll(() => shop.count({ role: "button", name: "Signing in…" })).toBe(1);

  await shop.click({ role: "link", name: "Bazaar home" });
  await shop.click({ role: "link", name: /^Basket, /, within: HEADER });
  await expect.poll(() => shop.path()).toBe("/checkout");
  release();
  await expectSignedInAs(shop, email);
  expect(await shop.path()).toBe("/checkout");
});

test("loading stopped while the sign-in code is on its way is no error, and Sign In still works", async ({
  shop,
  faultProxy: proxy,
}) => {
  const email = uniqueEmail("stopped");
  await createAccount(email, PASSWORD);
  const release = proxy.holdNext(SIGN_IN_CODE);
  await shop.goto(`${proxy.url}/login`);
  await expect.poll(() => proxy.requests(SIGN_IN_CODE).length, PROVIDER).toBe(1);
  // The page is interactive: only the sign-in code is still on its way.
  await shop.waitForHydration();

  // The page notes a fetch ahead of need that gave up as a warning, not an error.
  shop.expectProblem(loadDeferred("sign-in service"), "the fetch ahead of need this test stops");
  shop.expectProblem(loadDeferred("database client"), "stopping the page's loading ends its load too");
  // The background tasks load once the page is idle: on a busy machine they are still on their way.
  shop.expectProblem(loadDeferred("background tasks"), "stopping the page's loading ends their load too");
  // Stopping the page's loading (Esc, window.stop()) cancels the held fetch.
  await shop.evaluate(() => window.stop());
  await expect.poll(async () => (await shop.problems()).join("\n")).toMatch(/could not be loaded yet/);
  release();

  await fillCredentials(shop, email, PASSWORD);
  await shop.click({ role: "button", name: "Sign In" });
  await expect.poll(() => shop.path(), PROVIDER).toBe("/");
  await expectSignedInAs(shop, email);
});

test("a page left while its sign-in code is on its way: the only warnings are the left page's, of the loads its leaving cancelled", async ({
  shop,
  faultProxy: proxy,
}) => {
  const release = proxy.holdNext(SIGN_IN_CODE);
  await shop.goto(`${proxy.url}/login`);
  await expect.poll(() => proxy.requests(SIGN_IN_CODE).length, PROVIDER).toBe(1);
  await shop.waitForHydration();
  // Firefox and WebKit cancel the held fetch as the page goes, and report it failed to the page,
  // which warns: the shop's goto expects that of the page it leaves (Shop.expectLoadsLeft).
  await shop.goto(`${proxy.url}/checkout`);
  await shop.waitForHydration();
  release();
  // The journey fails on any other problem: a warning of the next page's, or an error.
});

// boot.ts, which the inline loader fetches after the first paint: without it the page cannot work.
const BOOT = /^\/assets\/index-[^/?]+\.js/;
const LOADER_NOTICE = /^Part of this page could not load, so its buttons will not work\.\s+Reload the page$/;
/** In the page: how far the main region starts from the page's top. */
const mainTop = () => (document.querySelector("main")?.getBoundingClientRect().top ?? Number.NaN) + scrollY;

test("boot.ts answers 503: the page says its buttons will not work, and its reload brings a working page", async ({
  shop,
  faultProxy: proxy,
}) => {
  proxy.failNext(BOOT, { status: 503 });
  await shop.goto(`${proxy.url}/`);
  await expect.poll(() => shop.texts({ role: "alert" })).toEqual([expect.stringMatching(LOADER_NOTICE)]);
  // The prerendered page is still there to read, where it was: the notice lies over its foot.
  expect(await shop.count({ role: "article", within: MAIN })).toBe(12);
  const mainWithNotice = await shop.evaluate(mainTop);

  const before = await shop.evaluate(() => performance.timeOrigin);
  await shop.click({ role: "button", name: "Reload the page" });
  // Wait for the new document (WebKit fails a look at the old one while it unloads).
  await expect.poll(() => shop.evaluate(() => performance.timeOrigin).catch(() => before)).not.toBe(before);
  await expect.poll(() => shop.count({ role: "alert" })).toBe(0);
  expect(await shop.evaluate(mainTop)).toBe(mainWithNotice);
  await shop.click({ role: "button", name: "Add to Basket", within: MAIN, nth: 0 });
  await expect.poll(() => shop.texts({ role: "link", name: "Basket, 1 item" })).toEqual(["1"]);
  expect(proxy.requests(BOOT)).toHaveLength(2);
});

// The app's own chunk and React DOM's, which boot.ts fetches side by side, and once more.
for (const chunk of ["main", "client"]) {
  test(`the app's code (${chunk}) answers 503 twice: the page says its buttons will not work, and still reads`, async ({
    shop,
    faultProxy: proxy,
  }) => {
    shop.expectProblem(APP_CODE_NOT_LOADED, "the app's code, which this test fails");
    proxy.failNext(new RegExp(`^/assets/${chunk}-[^/?]+\\.js`), { times: 2 });
    await shop.goto(`${proxy.url}/`);
    await expect.poll(() => shop.texts({ role: "alert" })).toEqual([expect.stringMatching(LOADER_NOTICE)]);
    expect(await shop.count({ role: "button", name: "Reload the page" })).toBe(1);
    // The prerendered page is still there to read; no alert opened (the journey fails on one).
    expect(await shop.count({ role: "article", within: MAIN })).toBe(12);
  });
}
