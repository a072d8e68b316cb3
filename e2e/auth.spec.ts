// The Auth Emulator's answers, in Chromium, for an e-mail in use or a short password, and the words
// each gets. The words for each code: auth-error-message.test.ts; how the page shows a refusal
// (alert, the same words on the page, the form kept): login-page.test.tsx; the rest:
// journeys/account.spec.ts.
import type { Page } from "@playwright/test";
import {
  createAccount,
  type ExpectProblem,
  expect,
  fillCredentials,
  recordDialogs,
  test,
  uniqueEmail,
} from "./fixtures";
import { providerRefusal } from "./problems";
import { PROVIDER } from "./test-servers";

const PASSWORD = "correct-horse-7";

/** Presses Create with these details: the emulator refuses, and the one alert says `said`. */
async function expectRefusedRegistration(
  page: Page,
  expectProblem: ExpectProblem,
  email: string,
  password: string,
  said: RegExp,
) {
  expectProblem(providerRefusal("signUp"), "the registration this test has refused");
  const dialogs = recordDialogs(page);
  await page.goto("/login");
  await fillCredentials(page, email, password);
  await page.getByRole("button", { name: "Create your Bazaar Account" }).click();
  await expect.poll(() => dialogs.length, PROVIDER).toBe(1);
  expect(dialogs[0]).toMatch(said);
}

test.describe("registering against the Auth Emulator", () => {
  test.describe.configure({ timeout: 60_000 });

  test("registering an e-mail already in use is refused in plain words", async ({ page, expectProblem }) => {
    const email = uniqueEmail("taken");
    await createAccount(email, PASSWORD);
    await expectRefusedRegistration(
      page,
      expectProblem,
      email,
      PASSWORD,
      /^An account already exists for this e-mail\. .*\n.*auth\/email-already-in-use/,
    );
  });

  test("a password too short for the provider says what it asks for", async ({ page, expectProblem }) => {
    await expectRefusedRegistration(
      page,
      expectProblem,
      uniqueEmail("weak"),
      "123",
      /^Choose a longer password: it needs at least 6 characters\.\nFirebase: Password should be at least 6 characters \(auth\/weak-password\)\.$/,
    );
  });
});
