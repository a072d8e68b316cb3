// The Auth Emulator's answers, in Chromium, for an e-mail in use or a short password. The page's
// fields and the Enter key: login-page.test.tsx (Enter against the emulator: security-hostile-input);
// the rest: journeys/account.spec.ts.
import type { Page } from "@playwright/test";
import { createAccount, expect, fillCredentials, recordDialogs, test, uniqueEmail } from "./fixtures";
import { PROVIDER } from "./test-servers";

const PASSWORD = "correct-horse-7";

/** Presses Create with these details: one alert matching `said`, also on the page, the form kept. */
async function expectRefusedRegistration(page: Page, email: string, password: string, said: RegExp) {
  const dialogs = recordDialogs(page);
  await page.goto("/login");
  await fillCredentials(page, email, password);
  await page.getByRole("button", { name: "Create your Bazaar Account" }).click();
  await expect.poll(() => dialogs.length, PROVIDER).toBe(1);
  expect(dialogs[0]).toMatch(said);
  await expect(page.getByRole("alert")).toHaveText(dialogs[0] ?? "");
  await expect(page).toHaveURL("/login");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  expect(dialogs).toHaveLength(1);
}

test.describe("registering against the Auth Emulator", () => {
  test.describe.configure({ timeout: 60_000 });

  test("registering an e-mail already in use shows one alert and stays on the page", async ({ page }) => {
    const email = uniqueEmail("taken");
    await createAccount(email, PASSWORD);
    await expectRefusedRegistration(
      page,
      email,
      PASSWORD,
      /^An account already exists for this e-mail\. .*\n.*auth\/email-already-in-use/,
    );
  });

  test("a password too short for the provider says what it asks for", async ({ page }) => {
    await expectRefusedRegistration(
      page,
      uniqueEmail("weak"),
      "123",
      /^Choose a longer password: it needs at least 6 characters\.\nFirebase: Password should be at least 6 characters \(auth\/weak-password\)\.$/,
    );
  });
});
