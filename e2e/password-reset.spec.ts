// 'Forgot your password?' against the Auth Emulator: what it answers when it sends nothing, and the
// words each answer gets. How the page shows a refusal (alert, the same words on the page, the form
// kept): login-page.test.tsx, with the fake provider. The whole journey: journeys/account.spec.ts.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./a11y-support";
import { type ExpectProblem, expect, recordDialogs, test, uniqueEmail } from "./fixtures";
import { providerRefusal } from "./problems";
import { PROVIDER } from "./test-servers";

test.describe.configure({ timeout: 60_000 });

const forgot = (page: Page) => page.getByRole("button", { name: "Forgot your password?" });

/** Presses 'Forgot your password?' with this e-mail: the emulator refuses, and the alert says `code`. */
async function expectRefused(page: Page, expectProblem: ExpectProblem, email: string, code: RegExp) {
  expectProblem(providerRefusal("sendOobCode"), "the refusal this test asks for");
  const dialogs = recordDialogs(page);
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await forgot(page).click();
  await expect.poll(() => dialogs.length, PROVIDER).toBe(1);
  expect(dialogs[0]).toMatch(code);
  // The provider's own message follows the plain sentence, in the alert and on the page.
  expect(dialogs[0]).toMatch(/^[^\n]+\.\nFirebase: .*\(auth\/[a-z-]+\)\.$/);
}

test.describe("what the provider answers", () => {
  test("an empty e-mail raises one alert, and the page stays accessible", async ({ page, expectProblem }) => {
    await expectRefused(page, expectProblem, "", /^Enter your e-mail address\.\n.*auth\/missing-email/);
    await expectNoAxeViolations(page, "/login after a refused reset");
  });

  test("an address with no account gets the provider's answer", async ({ page, expectProblem }) => {
    await expectRefused(page, expectProblem, uniqueEmail("nobody"), /auth\/user-not-found/);
  });

  test("a malformed address gets the provider's answer", async ({ page, expectProblem }) => {
    await expectRefused(page, expectProblem, "not-an-address", /auth\/(user-not-found|invalid-email)/);
  });
});
