// One session across the tabs of one browser: signing out in one tab turns the other's header to
// the guest's within seconds, and signing in again greets it, with no reload of the other tab.
import type { Page } from "@playwright/test";
import { createAccount, expect, fillCredentials, test, uniqueEmail } from "./fixtures";
import { PROVIDER } from "./test-servers";

const PASSWORD = "two-tabs-3";
/** The other tab hears of the change through the provider's own storage events: allow a few seconds. */
const A_FEW_SECONDS = { timeout: 10_000 };

const header = (page: Page) => page.getByRole("banner");

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(header(page).getByText(`Hello ${email}`)).toBeVisible(PROVIDER);
}

async function expectGreeted(page: Page, email: string, wait = A_FEW_SECONDS) {
  await expect(header(page).getByText(`Hello ${email}`)).toBeVisible(wait);
  await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
}

async function expectGuest(page: Page) {
  await expect(header(page).getByText("Hello Guest")).toBeVisible(A_FEW_SECONDS);
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
}

test("signing out in one tab turns the other to a guest's header; signing in greets it again", async ({
  context,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("tabs");
  await createAccount(email, PASSWORD);
  const first = await context.newPage();
  const second = await context.newPage();

  await signIn(first, email);
  await second.goto("/checkout");
  await expectGreeted(second, email, PROVIDER);
  await second.evaluate(() => Object.assign(window, { tabMark: "not reloaded" }));

  await header(first).getByRole("button", { name: "Sign Out" }).click();
  await expectGuest(first);
  await expectGuest(second);

  await signIn(first, email);
  await expectGreeted(second, email);
  expect(await second.evaluate(() => (window as Window & { tabMark?: string }).tabMark)).toBe("not reloaded");
});
