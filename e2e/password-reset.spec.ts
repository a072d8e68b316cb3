// 'Forgot your password?' on /login against the real Auth Emulator: the whole journey from asking
// for the link to signing in with the new password, and what the provider answers otherwise.
import type { Page } from "@playwright/test";
import {
  createAccount,
  expect,
  fillCredentials,
  passwordResetCodes,
  recordDialogs,
  resetPasswordWithCode,
  test,
  uniqueEmail,
} from "./fixtures";

const OLD_PASSWORD = "forgotten-1";
const NEW_PASSWORD = "remembered-2";
/** Includes a round trip to the provider; the first one also fetches its SDK on a busy machine. */
const PROVIDER = { timeout: 20_000 };

test.describe.configure({ timeout: 60_000 });

const forgot = (page: Page) => page.getByRole("button", { name: "Forgot your password?" });
const sentMessage = (page: Page, email: string) =>
  page.getByRole("status").filter({ hasText: `If ${email} has a Bazaar account` });

/** Presses 'Forgot your password?' with this e-mail and expects one alert, kept on the page. */
async function expectRefused(page: Page, email: string, code: RegExp) {
  const dialogs = recordDialogs(page);
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await forgot(page).click();
  await expect.poll(() => dialogs.length, PROVIDER).toBe(1);
  expect(dialogs[0]).toMatch(code);
  // The provider's own message follows the plain sentence, in the alert and on the page.
  expect(dialogs[0]).toMatch(/^[^\n]+\.\nFirebase: .*\(auth\/[a-z-]+\)\.$/);
  await expect(page.getByRole("alert")).toHaveText(dialogs[0] ?? "");
  await expect(page).toHaveURL("/login");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await expect(page.getByRole("status").filter({ hasText: "Bazaar account" })).toHaveCount(0);
  await expect(forgot(page)).toHaveAttribute("aria-disabled", "false");
  expect(dialogs).toHaveLength(1);
}

test("a forgotten password: ask for the link, set a new password with its code, sign in with it", async ({
  page,
}) => {
  const email = uniqueEmail("reset");
  await createAccount(email, OLD_PASSWORD);
  const dialogs = recordDialogs(page);

  // 1. Ask for the reset from /login: a message names the address, with no alert.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await forgot(page).click();
  await expect(sentMessage(page, email)).toBeVisible(PROVIDER);
  await expect(page).toHaveURL("/login");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  expect(dialogs).toEqual([]);

  // 2. The emulator holds the e-mailed code; 3. choose the new password with it.
  const codes = await passwordResetCodes(email);
  expect(codes).toHaveLength(1);
  await resetPasswordWithCode(codes[0] ?? "", NEW_PASSWORD);

  // The old password no longer works…
  await fillCredentials(page, email, OLD_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect.poll(() => dialogs.length, PROVIDER).toBe(1);
  expect(dialogs[0]).toMatch(/^The e-mail or password is not right\./);

  // 4. …the new one does, and the header greets the shopper.
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL("/", PROVIDER);
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible(PROVIDER);
  expect(dialogs).toHaveLength(1);
});

test.describe("what the provider answers", () => {
  test("an empty e-mail raises one alert", async ({ page }) => {
    await expectRefused(page, "", /^Enter your e-mail address\.\n.*auth\/missing-email/);
  });

  test("an address with no account gets the provider's answer", async ({ page }) => {
    await expectRefused(page, uniqueEmail("nobody"), /auth\/user-not-found/);
  });

  test("a malformed address gets the provider's answer", async ({ page }) => {
    await expectRefused(page, "not-an-address", /auth\/(user-not-found|invalid-email)/);
  });
});
