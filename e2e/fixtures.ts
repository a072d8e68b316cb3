import { randomUUID } from "node:crypto";
import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import local from "../src/shared/config/local-firebase.json" with { type: "json" };
import { ContextWatch } from "./context-watch";
import { Expected } from "./problems";
import { EMULATOR_URL } from "./test-servers";

/** A fresh e-mail per call, so tests running side by side never share an account. */
export function uniqueEmail(prefix = "shopper"): string {
  return `${prefix}.${randomUUID()}@example.com`;
}

/** Calls the Auth Emulator's copy of the Identity Toolkit REST API, as Firebase's own pages do. */
async function callIdentityToolkit(method: string, body: object, doing: string) {
  const url = `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${local.apiKey}`;
  const headers = { "content-type": "application/json" };
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`Could not ${doing}: ${await response.text()}`);
}

/** Creates an account straight in the emulator (its REST API), for tests that start signed out. */
export async function createAccount(email: string, password: string) {
  await callIdentityToolkit("signUp", { email, password }, `create ${email}`);
}

/** Collects every dialog the page opens and accepts it, so a test can count alerts. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Fills the sign-in page's form as a shopper would: by its labels. */
export async function fillCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
}

/** Lets problems (problems.ts) matching `pattern` pass, in the test that causes them, for `reason`. */
export type ExpectProblem = (pattern: RegExp, reason: string) => void;

interface Watch {
  expected: Expected;
  watch(context: BrowserContext): void;
}

/**
 * Fails the test on any problem (problems.ts) on any page of its context or of `newContext`: an
 * uncaught error, a console error or warning, an error answer or failed request of the shop's own.
 */
export const test = base.extend<{
  watch: Watch;
  expectProblem: ExpectProblem;
  /** A new browser context, watched as the test's own and closed when the test ends. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}>({
  watch: [
    async ({ context }, use) => {
      const watcher = new ContextWatch();
      const expected = new Expected();
      watcher.watch(context);
      await use({ expected, watch: (watched) => watcher.watch(watched) });
      const problems = expected.unexpected(watcher.problems());
      expect(problems, "problems no step of the test expected, on the test's pages").toEqual([]);
    },
    { auto: true },
  ],
  expectProblem: async ({ watch }, use) => {
    await use((pattern, reason) => watch.expected.add(pattern, reason));
  },
  newContext: async ({ browser, watch }, use) => {
    const made: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      watch.watch(context);
      made.push(context);
      return context;
    });
    for (const context of made) await context.close();
  },
});

export { expect };

/** The password-reset codes the emulator has "e-mailed" to this address, oldest first. */
export async function passwordResetCodes(email: string): Promise<string[]> {
  const response = await fetch(`${EMULATOR_URL}/emulator/v1/projects/${local.projectId}/oobCodes`);
  if (!response.ok) throw new Error(`Could not read the emulator's codes: ${await response.text()}`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === "PASSWORD_RESET")
    .map((code) => code.oobCode);
}

/** Chooses a new password with a reset code, as Firebase's own action page does. */
export async function resetPasswordWithCode(oobCode: string, newPassword: string) {
  await callIdentityToolkit("resetPassword", { oobCode, newPassword }, "reset the password");
}
