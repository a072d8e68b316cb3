// Lazily loaded code that fails to arrive, with the fault made at the server (e2e/fault-proxy.ts),
// as every engine would feel it: the shopper's next action recovers, under an address the
// browser has not already failed; a second failure is told in plain words, never the browser's.
import type { Page } from "@playwright/test";
import { settle } from "./a11y-support";
import { type FaultProxy, startFaultProxy } from "./fault-proxy";
import { createAccount, expect, fillCredentials, recordDialogs, test, uniqueEmail } from "./fixtures";
import { EMULATOR_URL } from "./test-servers";

// These faults are made with Playwright's request routing, which cannot see a request that the
// offline worker answers from its cache: the worker is kept out (e2e/offline.spec.ts covers it).
test.use({ serviceWorkers: "block" });

const PASSWORD = "loading-pass-1";
const SIGN_IN_CODE = /^\/assets\/firebase-[^/]+\.js/;
const LOGIN_PAGE_CODE = /^\/assets\/login-page-[^/]+\.js/;
const SIGN_IN_UNAVAILABLE = "The sign-in service could not be loaded. Check your connection, then try again.";
const LOGIN_PAGE_UNAVAILABLE = "The sign-in page could not be loaded. Check your connection, then try again.";
/** What Chromium, Firefox and WebKit say about a failed module fetch: never for the shopper. */
const BROWSER_WORDS = /dynamically imported module|Importing a module script failed|Failed to fetch/i;

let proxy: FaultProxy;
test.beforeEach(async () => {
  proxy = await startFaultProxy();
});
test.afterEach(async () => {
  await proxy.close();
});

/**
 * Chromium's own words for a 503: 'Failed to load resource', and, when the chunk importer checked
 * the bytes under a retry address (src/shared/lib/chunk-importer.ts), that the 503's text is not
 * the chunk's ('Failed to find a valid digest…', 'SRI's integrity checks failed').
 */
const BROWSER_ON_503 =
  /^(Failed to load resource|Failed to find a valid digest|Fetch API cannot load .* SRI's integrity checks failed)/;

/** console.error lines from the app; the browser's own about a 503 are not. */
function recordAppErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !BROWSER_ON_503.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Resolves once the page has given up on a fetch it made ahead of need (the idle-time one). */
const backgroundFailure = (page: Page) =>
  page.waitForEvent("console", (message) => message.text().includes("could not be loaded yet"));

test("when the sign-in code fails to load at first, the shopper's Sign In fetches it afresh and signs them in", async ({
  page,
}) => {
  const email = uniqueEmail("retry");
  await createAccount(email, PASSWORD);
  proxy.failNext(SIGN_IN_CODE);
  const failed = backgroundFailure(page);
  await page.goto(`${proxy.url}/login`);
  await failed;

  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${proxy.url}/`, { timeout: 20_000 });
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible({ timeout: 20_000 });
  // Chromium would succeed under the same address; Firefox and WebKit would not even ask again.
  const [first, second, ...more] = proxy.requests(SIGN_IN_CODE);
  expect(more).toEqual([]);
  expect(second).toBeDefined();
  expect(second).not.toBe(first);
});

test("when the sign-in code fails twice, the shopper reads what to do, and their next press signs them in", async ({
  page,
}) => {
  const email = uniqueEmail("twice");
  await createAccount(email, PASSWORD);
  const dialogs = recordDialogs(page);
  // Fetched once the page is idle (by the sign-in service and the database client, which share the
  // chunk: one request or two), then on the press: every one fails until the proxy heals.
  proxy.failNext(SIGN_IN_CODE, { times: Number.POSITIVE_INFINITY });
  const failed = backgroundFailure(page);
  await page.goto(`${proxy.url}/login`);
  await failed;

  await fillCredentials(page, email, PASSWORD);
  const signIn = page.getByRole("button", { name: "Sign In" });
  await signIn.click();
  await expect(page.getByRole("alert")).toHaveText(SIGN_IN_UNAVAILABLE);
  expect(dialogs).toEqual([SIGN_IN_UNAVAILABLE]);
  await expect(page.locator("body")).not.toContainText(BROWSER_WORDS);
  await expect(signIn).toHaveAttribute("aria-disabled", "false");
  const failedAddresses = proxy.requests(SIGN_IN_CODE);
  expect(failedAddresses.length).toBeGreaterThanOrEqual(2);

  proxy.heal();
  await signIn.click();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible({ timeout: 20_000 });
  expect(dialogs).toHaveLength(1);
  // Each try after the first asked for ?retry=1: a check of the bytes (a plain fetch, which the
  // browser does not remember as a failed module), until one worked and the import followed,
  // from the HTTP cache; so no import asked for an address the browser had failed before.
  const [first, ...retries] = proxy.requests(SIGN_IN_CODE);
  expect(new Set(retries)).toEqual(new Set([`${first}?retry=1`]));
  expect(retries).toHaveLength(failedAddresses.length);
});

test("when the sign-in page's code fails once, following Sign In from the header still opens it", async ({
  page,
}) => {
  await page.goto(`${proxy.url}/`);
  await settle(page); // hydrated: the header's link then navigates inside the app
  proxy.failNext(LOGIN_PAGE_CODE);
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page.getByLabel("E-mail")).toBeVisible();
  const [first, second, ...more] = proxy.requests(LOGIN_PAGE_CODE);
  expect(more).toEqual([]);
  expect(second).not.toBe(first);
});

test("when the sign-in page's code fails twice, the shopper reads what to do, Try again opens it, and the basket is kept", async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const errors = recordAppErrors(page);
  await page.goto(`${proxy.url}/`);
  await settle(page);
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
  proxy.failNext(LOGIN_PAGE_CODE, { times: 2 });
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();

  await expect(page.getByRole("alert")).toHaveText(LOGIN_PAGE_UNAVAILABLE);
  await expect(page.locator("body")).not.toContainText(BROWSER_WORDS);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByLabel("E-mail")).toBeVisible();
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]); // a failed fetch that recovers is no render error
  // Its own address (503), then ?retry=1 checked (503) and, at the press, checked and imported
  // from the HTTP cache.
  const [first, ...retries] = proxy.requests(LOGIN_PAGE_CODE);
  expect(retries).toEqual([`${first}?retry=1`, `${first}?retry=1`]);

  // Still the same page, not a reload: the basket is as the shopper left it.
  await page.getByRole("link", { name: "Bazaar home" }).click();
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
});

// Leaving a page cancels what it was still fetching: Firefox then fails the page's pending
// import() before the page goes, as Chromium does when loading is stopped (Esc, or window.stop()).
// A cancelled fetch is no error, and the next press still loads the code.
test("loading stopped while the sign-in code is on its way logs no error, and Sign In still works", async ({
  page,
}) => {
  const email = uniqueEmail("stopped");
  await createAccount(email, PASSWORD);
  const errors = recordAppErrors(page);
  const release = proxy.holdNext(SIGN_IN_CODE);
  await page.goto(`${proxy.url}/login`);
  await expect.poll(() => proxy.requests(SIGN_IN_CODE)).toHaveLength(1);

  const cancelled = backgroundFailure(page);
  await page.evaluate(() => window.stop());
  await cancelled;
  release();
  expect(errors).toEqual([]);

  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test("a sign-in that answers after the shopper has left the page does not pull them back home", async ({
  page,
}) => {
  const email = uniqueEmail("leave");
  await createAccount(email, PASSWORD);
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(`${EMULATOR_URL}/**/accounts:signInWithPassword*`, async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto("/login");
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Signing in…" })).toBeVisible();

  await page.getByRole("link", { name: "Bazaar home" }).click();
  await page.getByRole("link", { name: /^Basket/ }).click();
  await expect(page).toHaveURL("/checkout");
  answer();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL("/checkout");
});

// The app's own chunk and React DOM's, which boot.ts fetches side by side (and once more).
for (const chunk of ["main", "client"]) {
  test(`if the app's code (${chunk}) cannot be fetched, the page says so and offers a reload`, async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    proxy.failNext(new RegExp(`^/assets/${chunk}-[^/]+\\.js`), { times: 2 });
    await page.goto(`${proxy.url}/`);
    await expect(page.getByRole("alert")).toContainText("could not load");
    await expect(page.getByRole("button", { name: "Reload the page" })).toBeVisible();
    // The prerendered page is still there to read.
    await expect(page.getByRole("article")).toHaveCount(12);
    expect(dialogs).toEqual([]);
  });
}
