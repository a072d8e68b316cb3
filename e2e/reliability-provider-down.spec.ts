// When the identity provider is down, shopping still works, Sign In and Create each say so once
// with the provider's own message and keep what was typed, and once it is back, signing in works
// without a reload. The outage is made at the fault proxy, the browser's HTTP proxy here: every call
// to the Auth Emulator has its connection reset, as a provider that cannot be reached would.
import type { Page } from "@playwright/test";
import { expect, PROVIDER_CALLS, test } from "./fault-proxy";
import { createAccount, recordDialogs, uniqueEmail } from "./fixtures";
import { APP_URL } from "./test-servers";

// The plain sentence first, then the provider's own message (as the spec's alert must contain it).
const NETWORK_FAILED =
  "There is no connection to the sign-in service. Check your connection and try again.\nFirebase: Error (auth/network-request-failed).";
const PASSWORD = "secret-pass-1";

/** A mark that a reload would wipe: the page must still have it at the end. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { bazaarMark: string }).bazaarMark = "no reload";
  });
}

async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { bazaarMark?: string }).bazaarMark)).toBe(
    "no reload",
  );
}

const basketLink = (page: Page) => page.getByRole("link", { name: /^Basket, / });

/** Presses a button on /login and waits until the attempt has failed and the form is ready again. */
async function pressAndExpectOneNetworkAlert(page: Page, dialogs: string[], button: RegExp, email: string) {
  const before = dialogs.length;
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("alert")).toHaveText(NETWORK_FAILED);
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Create your .* Account$/ })).toBeVisible();
  expect(dialogs.slice(before)).toEqual([NETWORK_FAILED]);
  expect(new URL(page.url()).pathname).toBe("/login");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
}

test("with the provider down from the start, shopping works, sign-in fails once per press, then recovers", async ({
  page,
  faultProxy: proxy,
}) => {
  proxy.failNext(PROVIDER_CALLS, { times: Number.POSITIVE_INFINITY, status: "reset" });
  const dialogs = recordDialogs(page);

  // Home page and basket.
  await page.goto(`${APP_URL}/`);
  await markPage(page);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible();
  const add = page.getByRole("button", { name: "Add to Basket" });
  await add.nth(0).click(); // $199.99
  await add.nth(1).click(); // $89.50
  await add.nth(3).click(); // $59.99
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 3 items");

  // Checkout.
  await basketLink(page).click();
  await expect(page).toHaveURL(`${APP_URL}/checkout`);
  await expect(page.getByText("Subtotal (3 items): $349.48")).toBeVisible();
  await page.getByRole("button", { name: "Remove from Basket" }).nth(1).click();
  await expect(page.getByText("Subtotal (2 items): $259.98")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(2);

  // Sign-in page: each press is one alert with the provider's network message.
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${APP_URL}/login`);
  const email = uniqueEmail("down");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await pressAndExpectOneNetworkAlert(page, dialogs, /^Sign In$/, email);
  await pressAndExpectOneNetworkAlert(page, dialogs, /^Create your .* Account$/, email);
  await pressAndExpectOneNetworkAlert(page, dialogs, /^Sign In$/, email);
  expect(dialogs).toEqual([NETWORK_FAILED, NETWORK_FAILED, NETWORK_FAILED]);

  // The provider comes back: the same page signs in, no reload, the basket is still there.
  proxy.heal();
  await createAccount(email, PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 2 items");
  await expectNotReloaded(page);
  expect(dialogs).toHaveLength(3);
});

test("when the provider goes down mid-session, sign-in says so once, and works again once it is back", async ({
  page,
  faultProxy: proxy,
}) => {
  const dialogs = recordDialogs(page);
  const email = uniqueEmail("outage");
  await createAccount(email, PASSWORD);

  // Signed in while the provider is up.
  await page.goto(`${APP_URL}/login`);
  await markPage(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();

  // The provider goes away. Signing out is local and still works; the shop goes on.
  proxy.failNext(PROVIDER_CALLS, { times: Number.POSITIVE_INFINITY, status: "reset" });
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible();
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 1 item");

  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await pressAndExpectOneNetworkAlert(page, dialogs, /^Sign In$/, email);
  await pressAndExpectOneNetworkAlert(page, dialogs, /^Create your .* Account$/, email);

  // Back again: signing in just works.
  proxy.heal();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 1 item");
  await expectNotReloaded(page);
  expect(dialogs).toEqual([NETWORK_FAILED, NETWORK_FAILED]);
});
