// When the identity provider is down, shopping still works, Sign In and Create each say so once
// with the provider's own message and keep what was typed, and once it is back, signing in works
// without a reload. For real: the page's calls to the Auth Emulator are routed to one of this
// file's own, which it stops and restarts in the middle of the tests (no build of its own).
import type { Page } from "@playwright/test";
import { startEmulators } from "../scripts/emulators.mjs";
import { createAccount, expect, recordDialogs, test, uniqueEmail } from "./fixtures";
import {
  APP_URL,
  EMULATOR_PORT as SUITE_EMULATOR_PORT,
  EMULATOR_URL as SUITE_EMULATOR_URL,
} from "./test-servers";

// Apart from the suite's own emulator (and its hub and logging ports just above it).
const EMULATOR_PORT = Number(process.env.E2E_DOWN_EMULATOR_PORT ?? SUITE_EMULATOR_PORT + 50);
const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
// The plain sentence first, then the provider's own message (as the spec's alert must contain it).
const NETWORK_FAILED =
  "There is no connection to the sign-in service. Check your connection and try again.\nFirebase: Error (auth/network-request-failed).";
const PASSWORD = "secret-pass-1";

let emulator: ReturnType<typeof startEmulators> | null = null;

async function startEmulator(): Promise<void> {
  emulator = startEmulators({ authPort: EMULATOR_PORT });
  await emulator.ready;
}

async function stopEmulator(): Promise<void> {
  const running = emulator;
  emulator = null;
  await running?.stop();
}

test.describe.configure({ mode: "serial" });

// The build talks to the suite's emulator; this file's pages talk to its own instead. A request
// to a stopped emulator then fails in the browser as a real refused connection would.
test.beforeEach(async ({ page }) => {
  await page.route(`${SUITE_EMULATOR_URL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(SUITE_EMULATOR_URL, EMULATOR_URL) }),
  );
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await stopEmulator();
});

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
}) => {
  test.setTimeout(180_000);
  expect(emulator, "the emulator is not running yet").toBeNull();
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
  await startEmulator();
  await createAccount(email, PASSWORD, EMULATOR_URL);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(`${APP_URL}/`);
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 2 items");
  await expectNotReloaded(page);
  expect(dialogs).toHaveLength(3);
});

test("when the provider goes down mid-session, sign-in says so once, and works again once it is back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  if (!emulator) await startEmulator();
  const dialogs = recordDialogs(page);
  const email = uniqueEmail("outage");
  await createAccount(email, PASSWORD, EMULATOR_URL);

  // Signed in while the provider is up.
  await page.goto(`${APP_URL}/login`);
  await markPage(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();

  // The provider goes away. Signing out is local and still works; the shop goes on.
  await stopEmulator();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible();
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 1 item");

  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await pressAndExpectOneNetworkAlert(page, dialogs, /^Sign In$/, email);
  await pressAndExpectOneNetworkAlert(page, dialogs, /^Create your .* Account$/, email);

  // Back again (an emulator starts empty, so the account is made anew): signing in just works.
  await startEmulator();
  await createAccount(email, PASSWORD, EMULATOR_URL);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();
  await expect(basketLink(page)).toHaveAccessibleName("Basket, 1 item");
  await expectNotReloaded(page);
  expect(dialogs).toEqual([NETWORK_FAILED, NETWORK_FAILED]);
});
