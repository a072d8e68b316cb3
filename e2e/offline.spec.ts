// After one visit, the storefront works with no network: every page opens with its images, the
// basket works, an unknown address gets the not-found page, a returning shopper is still greeted,
// and sign-in says plainly that the connection is down, then works once it is back.
//
// Offline is real for the service worker's own fetches too: each test has its own fault proxy in
// front of the Hosting emulator (so its own origin, worker and caches), which goes dark, and the
// browser context goes offline as well. The walk ('the offline walk' below) uses nothing but the
// proxy, page addresses, roles and visible text, so that it ports as it is to the cross-engine suite.
import type { BrowserContext, Page } from "@playwright/test";
import { type FaultProxy, startFaultProxy } from "./fault-proxy";
import { createAccount, expect, fillCredentials, recordDialogs, test, uniqueEmail } from "./fixtures";
import { APP_URL } from "./test-servers";

const PASSWORD = "offline-pass-1";
const OFFLINE_NOTICE =
  "You are offline. The shop and your basket still work; signing in waits for the connection.";
/** Waits that include the worker's install (every page and script fetched once) on a busy machine. */
const INSTALL = { timeout: 30_000 };

let proxy: FaultProxy;
test.beforeEach(async () => {
  proxy = await startFaultProxy();
});
test.afterEach(async () => {
  await proxy.close();
});

/** One full visit to `path`: the page is usable and the offline worker has installed and controls it. */
async function visitOnce(page: Page, path = "/"): Promise<void> {
  await page.goto(`${proxy.url}${path}`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", null, INSTALL);
}

/** No network at all: the server behind the proxy goes dark, and so does the browser. */
async function goOffline(context: BrowserContext): Promise<void> {
  proxy.goDark();
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext): Promise<void> {
  proxy.goLight();
  await context.setOffline(false);
}

/** Every image on the page, scrolled into view (product images load lazily), has been drawn. */
async function expectEveryImageShown(page: Page, atLeast: number): Promise<void> {
  const images = page.locator("img");
  expect(await images.count()).toBeGreaterThanOrEqual(atLeast);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: `${await image.getAttribute("src")} is drawn`,
      })
      .toBe(true);
  }
}

const basketLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Basket, / });

test("the offline walk: after one visit, '/', '/checkout' and '/login' open with no network, with every image", async ({
  page,
  context,
}) => {
  await visitOnce(page, "/");
  await goOffline(context);
  const assetsBefore = proxy.requests(/^\/assets\//).length;

  await page.goto(`${proxy.url}/`);
  await expect(page.getByRole("heading", { name: "Featured products" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(12);
  // Three banner slides and twelve products.
  await expectEveryImageShown(page, 15);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

  await page.goto(`${proxy.url}/checkout`);
  await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();
  await expect(page.getByText("Your basket is empty.")).toBeVisible();

  await page.goto(`${proxy.url}/login`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

  // No script, stylesheet or image was even asked of the server: all came from the worker's cache.
  expect(proxy.requests(/^\/assets\//).slice(assetsBefore)).toEqual([]);
});

test("an unknown address opened offline gets the not-found page with a 404, not the home page", async ({
  page,
  context,
}) => {
  await visitOnce(page, "/");
  await goOffline(context);

  const response = await page.goto(`${proxy.url}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we couldn't find that page");
  await expect(page).toHaveTitle("Page not found – Bazaar");
  await expect(page.getByRole("article")).toHaveCount(0);
  await page.getByRole("link", { name: "Go to the Bazaar home page" }).click();
  await expect(page.getByRole("article")).toHaveCount(12);
});

test("the basket works offline: add, go to checkout, remove, subtotal", async ({ page, context }) => {
  await visitOnce(page, "/checkout");
  await goOffline(context);

  await page.goto(`${proxy.url}/`);
  const add = page.getByRole("button", { name: "Add to Basket" });
  await add.nth(0).click(); // $199.99
  await add.nth(1).click(); // $89.50
  await add.nth(3).click(); // $59.99
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 3 items");

  await basketLink(page).click();
  await expect(page).toHaveURL(`${proxy.url}/checkout`);
  await expect(page.getByText("Subtotal (3 items): $349.48")).toBeVisible();
  await page.getByRole("button", { name: "Remove from Basket" }).nth(1).click();
  await expect(page.getByText("Subtotal (2 items): $259.98")).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 2 items");
});

test("sign-in, registration and reset tried offline say so plainly, and the same press works once back online", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("offline");
  await createAccount(email, PASSWORD);
  const dialogs = recordDialogs(page);
  await visitOnce(page, "/login");
  await goOffline(context);
  await page.reload();
  await fillCredentials(page, email, PASSWORD);

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
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(sentence);
    // The button is itself again, usable: no spinner left waiting.
    await expect(page.getByRole("button", { name: button, exact: true })).toHaveAttribute(
      "aria-disabled",
      "false",
    );
    expect(dialogs.at(-1)).toBe(sentence);
  }
  expect(dialogs).toHaveLength(3);
  await expect(page.getByText(/Firebase|auth\/|network-request/)).toHaveCount(0);
  await expect(page.getByLabel("E-mail")).toHaveValue(email);

  await goOnline(context);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(`${proxy.url}/`);
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible({ timeout: 20_000 });
  expect(dialogs).toHaveLength(3);
});

test("a returning shopper opening the shop offline is greeted by e-mail, never as a guest", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("offline-returning");
  await createAccount(email, PASSWORD);
  await visitOnce(page, "/login");
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible({ timeout: 20_000 });
  await goOffline(context);

  // From the first frame of the offline page, the guest's greeting is never visible.
  await page.addInitScript(() => {
    const win = window as Window & { __guestSeen?: boolean };
    win.__guestSeen = false;
    const sample = () => {
      const header = document.querySelector("header");
      if (header?.innerText.includes("Hello Guest")) win.__guestSeen = true;
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto(`${proxy.url}/`);
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __guestSeen?: boolean }).__guestSeen)).toBe(false);
});

test("the offline notice shows while offline, goes when the connection is back, and is announced once", async ({
  page,
  context,
}) => {
  await visitOnce(page, "/");
  const notice = page.getByText(OFFLINE_NOTICE);
  // Every text the notice's live region is given, as a screen reader would be told it.
  await page.evaluate(() => {
    const region = document.querySelector<HTMLElement>(".offline-notice");
    if (!region) throw new Error("The offline notice's live region is not on the page.");
    const heard: string[] = [];
    (window as Window & { __heard?: string[] }).__heard = heard;
    new MutationObserver(() => {
      if (region.textContent) heard.push(region.textContent);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
  const heard = () => page.evaluate(() => (window as Window & { __heard?: string[] }).__heard);

  await goOffline(context);
  await expect(notice).toBeVisible();
  await expect(page.locator(".offline-notice")).toHaveAttribute("aria-live", "polite");
  // Moving around the shop offline does not repeat it.
  await basketLink(page).click();
  await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Bazaar home" }).click();
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(notice).toBeVisible();
  expect(await heard()).toEqual([OFFLINE_NOTICE]);

  await goOnline(context);
  await expect(notice).toHaveCount(0);
  expect(await heard()).toEqual([OFFLINE_NOTICE]);
});

test("the worker script is served no-cache, the manifest as a manifest, and every page links it", async ({
  request,
}) => {
  const worker = await request.get(`${APP_URL}/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);

  const manifest = await request.get(`${APP_URL}/manifest.webmanifest`);
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const { name, short_name, start_url, display, icons } = await manifest.json();
  expect({ name, short_name, start_url, display }).toEqual({
    name: "Bazaar",
    short_name: "Bazaar",
    start_url: "/",
    display: "standalone",
  });
  for (const icon of icons as { src: string; type: string }[]) {
    const file = await request.get(`${APP_URL}${icon.src}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
  }

  for (const page of ["/", "/checkout", "/login", "/no-such-page"]) {
    const html = await (await request.get(`${APP_URL}${page}`)).text();
    expect(html, page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  }
});
