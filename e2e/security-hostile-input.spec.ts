// Hostile and odd input on /login. There is no client-side validation: whatever is typed goes to
// the provider, which either refuses it (one alert with its message, the visitor stays with what
// was typed) or accepts it (signed in, greeted by e-mail). Either way the page never crashes or
// goes blank, no injected markup runs or even becomes an element, and an accepted odd e-mail is
// shown in the header as text.
import type { Page } from "@playwright/test";
import { createAccount, expect, recordDialogs, test } from "./fixtures";
import { recordCspViolations } from "./security-support";

const PROVIDER = { timeout: 20_000 };
const PROVIDER_MESSAGE = /^Firebase: .*\(auth\/[a-z-]+\)\.$/;
const IMG = "<img src=x onerror=alert(1)>";
const SCRIPT = '"><script>';
const SCRIPT_ALERT = '"><script>alert(1)</script>';

let counter = 0;
/** A tag unique to this run and test, for e-mails that must not exist yet. */
function tag(): string {
  counter += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

type Press = "Sign In" | "Create your Bazaar Account";

interface Case {
  name: string;
  email: () => string;
  password: string;
  press: Press;
  /** What the provider (the Auth Emulator) decides: its error code, or 'accepted'. */
  expected: `auth/${string}` | "accepted";
  /** An account to make first, so that signing in can succeed. */
  existing?: boolean;
}

const CASES: Case[] = [
  {
    name: "empty fields, Sign In",
    email: () => "",
    password: "",
    press: "Sign In",
    expected: "auth/invalid-email",
  },
  {
    name: "empty fields, Create",
    email: () => "",
    password: "",
    press: "Create your Bazaar Account",
    expected: "auth/invalid-email",
  },
  {
    name: "whitespace only, Sign In",
    email: () => "   \t  ",
    password: "   ",
    press: "Sign In",
    expected: "auth/invalid-email",
  },
  {
    name: "whitespace only, Create",
    email: () => "   ",
    password: "      ",
    press: "Create your Bazaar Account",
    expected: "auth/invalid-email",
  },
  {
    name: "a 10,000-character e-mail without @, Sign In",
    email: () => "a".repeat(10_000),
    password: "secret-pass-1",
    press: "Sign In",
    expected: "auth/invalid-email",
  },
  {
    name: "a 10,000-character valid e-mail, Create",
    email: () => {
      const domain = `@${tag()}.example.com`;
      return `${"x".repeat(10_000 - domain.length)}${domain}`;
    },
    password: "secret-pass-1",
    press: "Create your Bazaar Account",
    expected: "accepted",
  },
  {
    name: "markup as e-mail, Sign In",
    email: () => IMG,
    password: IMG,
    press: "Sign In",
    expected: "auth/invalid-email",
  },
  {
    name: "a script tag as e-mail, Create",
    email: () => SCRIPT_ALERT,
    password: SCRIPT,
    press: "Create your Bazaar Account",
    expected: "auth/invalid-email",
  },
  {
    name: "markup as password of an unknown account, Sign In",
    email: () => `nobody.${tag()}@example.com`,
    password: IMG,
    press: "Sign In",
    expected: "auth/user-not-found",
  },
  {
    name: "markup as password, Create",
    email: () => `markup.${tag()}@example.com`,
    password: SCRIPT_ALERT,
    press: "Create your Bazaar Account",
    expected: "accepted",
  },
  {
    name: "a script tag as password, Sign In",
    email: () => `script.${tag()}@example.com`,
    password: SCRIPT,
    press: "Sign In",
    expected: "accepted",
    existing: true,
  },
  {
    name: "markup in an accepted e-mail, Create",
    email: () => `${IMG}@${tag()}.example.com`,
    password: "secret-pass-1",
    press: "Create your Bazaar Account",
    expected: "accepted",
  },
  {
    name: "a script tag in an accepted e-mail, Sign In",
    email: () => `${SCRIPT}@${tag()}.example.com`,
    password: "secret-pass-1",
    press: "Sign In",
    expected: "accepted",
    existing: true,
  },
  {
    name: "'+', an apostrophe and subdomains, Create",
    email: () => `o'neil+shop.${tag()}@mail.sub.example.com`,
    password: "secret-pass-1",
    press: "Create your Bazaar Account",
    expected: "accepted",
  },
  {
    name: "an ampersand and '+', Sign In",
    email: () => `tom&jerry+${tag()}@mail.sub.example.com`,
    password: "secret-pass-1",
    press: "Sign In",
    expected: "accepted",
    existing: true,
  },
  {
    name: "Japanese, Create",
    email: () => `ユーザー.${tag()}@例え.jp`,
    password: "パスワード123",
    press: "Create your Bazaar Account",
    expected: "accepted",
  },
  {
    name: "Arabic, right to left, Create",
    email: () => `مستخدم.${tag()}@مثال.مصر`,
    password: "كلمة-سر-١٢٣",
    press: "Create your Bazaar Account",
    expected: "accepted",
  },
  {
    name: "a right-to-left override and an emoji password, Create",
    email: () => `\u202Etxt.exe.${tag()}@example.com`,
    password: "pässwörd-🔑",
    press: "Create your Bazaar Account",
    expected: "accepted",
  },
];

/** Neither typed markup nor a script from it may exist anywhere in the page. */
async function expectNoInjectedMarkup(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => ({
      images: document.querySelectorAll('img[src="x"], img[onerror]').length,
      inlineScripts: [...document.scripts].filter((script) => !script.src).length,
      marker: (window as unknown as { __xss?: unknown }).__xss ?? null,
    })),
  ).toEqual({ images: 0, inlineScripts: 0, marker: null });
}

test.describe("hostile and odd input on /login", () => {
  test.describe.configure({ timeout: 60_000 });

  for (const testCase of CASES) {
    test(`${testCase.name}: ${testCase.expected}`, async ({ page }) => {
      const email = testCase.email();
      const { password, press, expected } = testCase;
      if (testCase.existing) await createAccount(email, password);
      const dialogs = recordDialogs(page);
      const violations = await recordCspViolations(page);

      await page.goto("/login");
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: press, exact: true }).click();

      if (expected === "accepted") {
        await expect(page).toHaveURL("/", PROVIDER);
        const greeting = page.getByRole("banner").getByText("Hello ", { exact: false }).first();
        await expect(greeting).toBeVisible(PROVIDER);
        // The e-mail is text: exactly as typed, with no element made from it.
        const shown = await greeting.evaluate((element) => ({
          text: element.textContent,
          elements: element.querySelectorAll("*").length,
        }));
        expect(shown).toEqual({ text: `Hello ${email}`, elements: 0 });
        // However long the e-mail, the header's controls stay on screen.
        await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeInViewport();
        await expect(page.getByRole("link", { name: /^Basket, / })).toBeInViewport();
        await expect(page.getByRole("article")).toHaveCount(12);
        expect(dialogs).toEqual([]);
      } else {
        await expect(page.getByRole("alert")).toHaveText(PROVIDER_MESSAGE, PROVIDER);
        await expect(page.getByRole("button", { name: press, exact: true })).toBeVisible();
        expect(dialogs).toHaveLength(1);
        expect(dialogs[0]).toMatch(PROVIDER_MESSAGE);
        expect(dialogs[0]).toContain(`(${expected})`);
        await expect(page.getByRole("alert")).toHaveText(dialogs[0] ?? "");
        expect(new URL(page.url()).pathname).toBe("/login");
        await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
        await expect(page.getByLabel("E-mail")).toHaveValue(email);
      }
      await expectNoInjectedMarkup(page);
      expect(violations).toEqual([]);
    });
  }

  test("an accepted odd e-mail stays text in the header across sign-out and sign-in", async ({ page }) => {
    const email = `o'neil+shop.${tag()}&co@mail.sub.example.com`;
    const password = SCRIPT_ALERT;
    await createAccount(email, password);
    const dialogs = recordDialogs(page);
    const violations = await recordCspViolations(page);

    await page.goto("/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByLabel("Password").press("Enter");
    const header = page.getByRole("banner");
    await expect(header.getByText(`Hello ${email}`, { exact: true })).toBeVisible(PROVIDER);
    const markup = await header
      .getByText(`Hello ${email}`, { exact: true })
      .evaluate((element) => element.innerHTML.replaceAll("<!-- -->", ""));
    expect(markup).toBe(`Hello ${email.replaceAll("&", "&amp;")}`);

    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(header.getByText("Hello Guest")).toBeVisible(PROVIDER);
    await page.reload();
    await expect(header.getByText("Hello Guest")).toBeVisible();
    expect(dialogs).toEqual([]);
    await expectNoInjectedMarkup(page);
    expect(violations).toEqual([]);
  });
});
