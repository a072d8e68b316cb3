// 'Forgot your password?' against the Auth Emulator: what it answers when it sends nothing. The whole
// journey: journeys/account.spec.ts.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y-support";
import { expect, recordDialogs, test, uniqueEmail } from "./fixtures";
import { PROVIDER } from "./test-servers";

test.describe.configure({ timeout: 60_000 });

const forgot = (page: Page) => page.getByRole("button", { name: "Forgot your password?" });

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

test.describe("what the provider answers", () => {
  test("an empty e-mail raises one alert, and the page stays accessible", async ({ page }) => {
    await expectRefused(page, "", /^Enter your e-mail address\.\n.*auth\/missing-email/);
    await expectNoAxeViolations(page, "/login after a refused reset");
  });

  test("an address with no account gets the provider's answer", async ({ page }) => {
    await expectRefused(page, uniqueEmail("nobody"), /auth\/user-not-found/);
  });

  test("a malformed address gets the provider's answer", async ({ page }) => {
    await expectRefused(page, "not-an-address", /auth\/(user-not-found|invalid-email)/);
  });
});
