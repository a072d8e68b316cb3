// Code altered on its way never runs, in every engine: the import map gives every chunk its hash
// under each of its addresses, and the chunk importer checks the bytes before a retry. The
// alteration and the failures are made at the fault proxy.
import type { FaultProxy } from "../fault-proxy";
import { expect, test } from "./journey";
import type { Shop } from "./shop";

const LOGIN_PAGE_CODE = /^\/assets\/login-page-[^/?]+\.js/;
const ALTERED = "globalThis.__bazaarAlteredRan = true;";
const LOGIN_PAGE_UNAVAILABLE = "The sign-in page could not be loaded. Check your connection, then try again.";
/** The one report an engine may make: the refusal of the login page's code (WebKit makes none). */
const expectedReport = (problem: string) =>
  /integrity|SRI/.test(problem) && /\/assets\/login-page-[^/?]+\.js/.test(problem);

// No offline worker: it would fetch the sign-in page's code ahead of the page.
test.use({ offlineWorker: false });

/** `/` through the proxy with one item in the basket, hydrated. */
async function shopWithBasket(shop: Shop, proxy: FaultProxy): Promise<void> {
  await shop.goto(`${proxy.url}/`);
  await shop.click({ role: "button", name: "Add to Basket", within: { role: "main" }, nth: 0 });
  await expect.poll(() => shop.texts({ role: "link", name: "Basket, 1 item" })).toEqual(["1"]);
}

/** Back home: still the same page, not a reload, so the basket is as the shopper left it. */
async function expectBasketKept(shop: Shop): Promise<void> {
  await shop.click({ role: "link", name: "Bazaar home" });
  await expect.poll(() => shop.texts({ role: "link", name: "Basket, 1 item" })).toEqual(["1"]);
}

test("the sign-in page's code, altered on its way, is refused and never runs: the page fetches it afresh, and the basket is kept", async ({
  shop,
  faultProxy: proxy,
}) => {
  await shopWithBasket(shop, proxy);
  proxy.alterNext(LOGIN_PAGE_CODE, ALTERED);
  await shop.click({ role: "link", name: "Sign In", within: { role: "banner" } });
  await expect.poll(() => shop.count({ label: "E-mail" })).toBe(1);
  // The second try is silent: nothing for the shopper to read.
  expect(await shop.count({ role: "alert" })).toBe(0);

  expect(await shop.evaluate(() => "__bazaarAlteredRan" in globalThis)).toBe(false);
  // Tried again at once under ?retry=1: checked, then imported.
  const [first, ...retries] = proxy.requests(LOGIN_PAGE_CODE);
  const importRequests = shop.importRefetchesFetchedAddress ? 1 : 0;
  expect(retries).toEqual(Array(1 + importRequests).fill(`${first}?retry=1`));
  await expectBasketKept(shop);
  expect((await shop.unexpectedProblems()).filter((problem) => !expectedReport(problem))).toEqual([]);
  await shop.forgetProblems();
});

test("while the sign-in page's code cannot be had, the shopper reads what to do; each try checks its next address first and spends none, refusing altered bytes there too; the next try opens the page", async ({
  shop,
  faultProxy: proxy,
}) => {
  await shopWithBasket(shop, proxy);
  // Its own address fails (the import), then the check of ?retry=1 (the immediate second try)
  // and the check at the press on Try again.
  proxy.failNext(LOGIN_PAGE_CODE, { times: 3 });
  await shop.click({ role: "link", name: "Sign In", within: { role: "banner" } });
  const tried = async (count: number) => {
    await expect.poll(() => proxy.requests(LOGIN_PAGE_CODE).length).toBe(count);
    await expect.poll(() => shop.count({ role: "button", name: "Try again" })).toBe(1);
  };
  await tried(2);
  expect(await shop.texts({ role: "alert" })).toEqual([LOGIN_PAGE_UNAVAILABLE]);
  // Never the browser's words about a failed fetch.
  expect(await shop.evaluate(() => document.body.innerText)).not.toMatch(
    /dynamically imported module|Importing a module script failed|Failed to fetch/i,
  );
  await shop.click({ role: "button", name: "Try again" });
  await tried(3);
  // The next check gets altered bytes: refused, and nothing is imported.
  proxy.alterNext(LOGIN_PAGE_CODE, ALTERED);
  await shop.click({ role: "button", name: "Try again" });
  await tried(4);
  await shop.click({ role: "button", name: "Try again" });
  await expect.poll(() => shop.count({ label: "E-mail" })).toBe(1);

  expect(await shop.evaluate(() => "__bazaarAlteredRan" in globalThis)).toBe(false);
  const [first, ...retries] = proxy.requests(LOGIN_PAGE_CODE);
  // Every try after the first was under ?retry=1: checked (4 times), then imported.
  expect(new Set(retries)).toEqual(new Set([`${first}?retry=1`]));
  expect(retries.length).toBe(4 + (shop.importRefetchesFetchedAddress ? 1 : 0));
  await expectBasketKept(shop);
  expect((await shop.unexpectedProblems()).filter((problem) => !expectedReport(problem))).toEqual([]);
  await shop.forgetProblems();
});

test("the sign-in page's code gone from the server, as a deploy takes it: the shopper reads that the shop was updated, with Reload, never the connection", async ({
  shop,
  faultProxy: proxy,
}) => {
  await shopWithBasket(shop, proxy);
  // Hosting's answer for a file the new deploy has not: the import's, then the check's of ?retry=1.
  proxy.failNext(LOGIN_PAGE_CODE, { times: 2, status: 404 });
  await shop.click({ role: "link", name: "Sign In", within: { role: "banner" } });
  await expect
    .poll(() => shop.texts({ role: "alert" }))
    .toEqual(["The shop has been updated since this page opened. Reload the page to sign in."]);
  expect(await shop.count({ role: "button", name: "Reload" })).toBe(1);
  expect(await shop.count({ role: "button", name: "Try again" })).toBe(0);
  expect(proxy.requests(LOGIN_PAGE_CODE)).toHaveLength(2);
  await expectBasketKept(shop);
  expect((await shop.unexpectedProblems()).filter((problem) => !expectedReport(problem))).toEqual([]);
  await shop.forgetProblems();
});
