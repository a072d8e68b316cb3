// Sign-in in Chromium: Enter to sign in, and what the provider answers for an e-mail in use or a
// short password. The page's fields: login-page.test.tsx. Register, sign out, sign in, a reload and a
// wrong password: journeys/account.spec.ts, in every engine.
import type { Page } from "@playwright/test";
import { createAccount, expect, fillCredentials, recordDialogs, test, uniqueEmail } from "./fixtures";
import { PROVIDER } from "./test-servers";

const PASSWORD = "correct-horse-7";

function header(page: Page) {
  return page.getByRole("banner");
}

async function expectSignedInAs(page: Page, email: string) {
  await expect(page).toHaveURL("/", PROVIDER);
  await expect(header(page).getByText(`Hello ${email}`)).toBeVisible(PROVIDER);
  await expect(header(page).getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
}

test.describe("signing in and out against the Auth Emulator", () => {
  test.describe.configure({ timeout: 60_000 });

  test("an existing account signs in with the Enter key", async ({ page }) => {
    const email = uniqueEmail("enter");
    await createAccount(email, PASSWORD);
    await page.goto("/login");
    await fillCredentials(page, email, PASSWORD);
    await page.getByLabel("Password").press("Enter");
    await expectSignedInAs(page, email);
  });

  test("registering an e-mail already in use shows one alert and stays on the page", async ({ page }) => {
    const email = uniqueEmail("taken");
    await createAccount(email, PASSWORD);
    const dialogs = recordDialogs(page);

    await page.goto("/login");
    await fillCredentials(page, email, PASSWORD);
    await page.getByRole("button", { name: "Create your Bazaar Account" }).click();

    await expect(page.getByRole("alert")).toContainText("auth/", PROVIDER);
    await expect.poll(() => dialogs.length).toBe(1);
    expect(dialogs[0]).toMatch(
      /^An account already exists for this e-mail\. .*\n.*auth\/email-already-in-use/,
    );
    await expect(page.getByRole("alert")).toHaveText(dialogs[0] ?? "");
    await expect(page).toHaveURL("/login");
    await expect(page.getByLabel("E-mail")).toHaveValue(email);
    expect(dialogs).toHaveLength(1);
  });

  test("a password too short for the provider says what it asks for", async ({ page }) => {
    const dialogs = recordDialogs(page);
    await page.goto("/login");
    await fillCredentials(page, uniqueEmail("weak"), "123");
    await page.getByRole("button", { name: "Create your Bazaar Account" }).click();
    await expect.poll(() => dialogs.length, PROVIDER).toBe(1);
    expect(dialogs[0]).toBe(
      "Choose a longer password: it needs at least 6 characters.\nFirebase: Password should be at least 6 characters (auth/weak-password).",
    );
    await expect(page.getByRole("alert")).toHaveText(dialogs[0] ?? "");
    await expect(page).toHaveURL("/login");
  });
});
