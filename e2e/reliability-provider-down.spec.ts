// With the identity provider down (every call to it reset at the fault proxy), shopping works, each
// press says so once and keeps what was typed, and once it is back, signing in works without a reload.
import type { Page } from "@playwright/test";
import { expect, PROVIDER_CALLS, test } from "./fault-proxy";
import { createAccount, fillCredentials, recordDialogs, uniqueEmail } from "./fixtures";
import { APP_URL } from "./test-servers";

// The plain sentence first, then the provider's own message (as the alert must contain it: docs/product.md).
const NETWORK_FAILED =
  "There is no connection to the sign-in service. Check your connection and try again.\nFirebase: Error (auth/network-request-failed).";
const PASSWORD = "secret-pass-1";

/** A mark that a reload would wipe: the page must still have it at the end. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { bazaarMark: "no reload" }));
const expectNotReloaded = async (page: Page) =>
  expect(await page.evaluate(() => "bazaarMark" in window)).toBe(true);

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
  await fillCredentials(page, email, PASSWORD);
  for (const button of [/^Sign In$/, /^Create your .* Account$/, /^Sign In$/]) {
    await pressAndExpectOneNetworkAlert(page, dialogs, button, email);
  }
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
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();

  // The provider goes away. Signing out is local and still works; the shop goes on.
  proxy.failNext(PROVIDER_CALLS, { times: Number.POSITIVE_INFINITY, status: "reset" });
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible();
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 1 item");

  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await fillCredentials(page, email, PASSWORD);
  for (const button of [/^Sign In$/, /^Create your .* Account$/]) {
    await pressAndExpectOneNetworkAlert(page, dialogs, button, email);
  }

  // Back again: signing in just works.
  proxy.heal();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 1 item");
  await expectNotReloaded(page);
  expect(dialogs).toEqual([NETWORK_FAILED, NETWORK_FAILED]);
});
