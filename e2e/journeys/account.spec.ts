// Accounts against the Auth Emulator, in every engine. (The provider's answers to other mistakes:
// auth.spec.ts and password-reset.spec.ts, in Chromium. The header's parts in each state, and how
// the sign-in page shows a refusal or a sent link: header.test.tsx and login-page.test.tsx. That a
// returning shopper never sees 'Guest' in any frame: returning-shopper.spec.ts, at a phone's speed,
// and, from the worker's cache with no network, offline.spec.ts.)
import { createAccount, passwordResetCodes, resetPasswordWithCode, uniqueEmail } from "../fixtures";
import { providerRefusal } from "../problems";
import { PROVIDER } from "../test-servers";
import { expect, fillCredentials, test } from "./journey";
import type { Shop } from "./shop";

const PASSWORD = "journey-pass-7";
const NEW_PASSWORD = "journey-pass-8";
const HEADER = { role: "banner" } as const;

test.describe.configure({ timeout: 90_000 });

async function expectSignedInAs(shop: Shop, email: string) {
  await expect.poll(() => shop.path(), PROVIDER).toBe("/");
  await expect.poll(() => shop.count({ text: `Hello ${email}`, within: HEADER }), PROVIDER).toBe(1);
}

async function expectGuest(shop: Shop) {
  await expect.poll(() => shop.count({ text: "Hello Guest", within: HEADER }), PROVIDER).toBe(1);
}

test("register, sign out, sign in again, and stay signed in over a reload", async ({ shop }) => {
  const email = uniqueEmail("journey");
  await shop.goto("/login");
  await fillCredentials(shop, email, PASSWORD);
  await shop.click({ role: "button", name: "Create your Bazaar Account" });
  await expectSignedInAs(shop, email);

  await shop.click({ role: "button", name: "Sign Out", within: HEADER });
  await expectGuest(shop);
  await expect.poll(() => shop.path()).toBe("/");

  await shop.click({ role: "link", name: "Sign In", within: HEADER });
  await expect.poll(() => shop.path()).toBe("/login");
  await fillCredentials(shop, email, PASSWORD);
  await shop.click({ role: "button", name: "Sign In" });
  await expectSignedInAs(shop, email);

  await shop.reload();
  await expectSignedInAs(shop, email);

  // The greeting follows the shopper to the checkout page.
  await shop.click({ role: "link", name: /^Basket, /, within: HEADER });
  await expect.poll(() => shop.path()).toBe("/checkout");
  await expect.poll(() => shop.count({ text: `Hello ${email}`, within: HEADER })).toBe(1);
});

test("a wrong password is answered in plain words", async ({ shop }) => {
  shop.expectProblem(providerRefusal("signInWithPassword"), "the wrong password this test gives");
  const email = uniqueEmail("wrong");
  await createAccount(email, PASSWORD);
  await shop.goto("/login");
  await fillCredentials(shop, email, "not-the-password");
  await shop.click({ role: "button", name: "Sign In" });

  // A plain sentence, then the provider's message: the emulator's answer reaches the shopper's words.
  expect(await shop.nextDialog()).toMatch(
    /^The e-mail or password is not right\. Check both and try again\.\nFirebase: .*\(auth\/(wrong-password|invalid-credential)\)\.$/,
  );
  await shop.click({ role: "link", name: "Bazaar home" });
  await expectGuest(shop);
});

test("a forgotten password: ask for the link, choose a new one with its code, sign in with it", async ({
  shop,
}) => {
  shop.expectProblem(providerRefusal("signInWithPassword"), "the old password, tried once it is replaced");
  const email = uniqueEmail("reset");
  await createAccount(email, PASSWORD);
  await shop.goto("/login");
  await shop.fill({ label: "E-mail" }, email);
  await shop.click({ role: "button", name: "Forgot your password?" });
  await expect
    .poll(async () => (await shop.texts({ role: "status" })).join("\n"), PROVIDER)
    .toContain(`If ${email} has a Bazaar account`);

  // The emulator holds the e-mailed code; choose the new password with it, as Firebase's page does.
  const codes = await passwordResetCodes(email);
  expect(codes).toHaveLength(1);
  await resetPasswordWithCode(codes[0] ?? "", NEW_PASSWORD);

  // The old password no longer works; the new one does.
  await shop.fill({ label: "Password" }, PASSWORD);
  await shop.click({ role: "button", name: "Sign In" });
  expect(await shop.nextDialog()).toMatch(/^The e-mail or password is not right\./);
  await shop.fill({ label: "Password" }, NEW_PASSWORD);
  await shop.click({ role: "button", name: "Sign In" });
  await expectSignedInAs(shop, email);
});
