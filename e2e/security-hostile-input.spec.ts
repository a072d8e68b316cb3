// Hostile and odd input on /login: refused, the provider's message is told once, as text, the e-mail
// kept; accepted, the e-mail is greeted as text, however long or odd. Typed markup never runs.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, fillCredentials, recordDialogs, test } from "./fixtures";
import { providerRefusal } from "./problems";
import { recordCspViolations } from "./security-support";
import { PROVIDER } from "./test-servers";

/** The provider's own words, as Firebase puts them; the page may say more around them. */
const PROVIDER_MESSAGE = /Firebase: .*\(auth\/[a-z-]+\)\./;
const IMG = "<img src=x onerror=alert(1)>";
const SCRIPT_ALERT = '"><script>alert(1)</script>';
const PASSWORD = "secret-pass-1";

/** A label no other test or run uses, for e-mails that must not exist yet (no clock involved). */
const tag = () => randomUUID().replaceAll("-", "").slice(0, 16);

/** Neither the typed markup nor a script from it exists anywhere in the page. */
async function expectNoInjectedMarkup(page: Page): Promise<void> {
  expect(
    await page.evaluate(() => ({
      images: document.querySelectorAll('img[src="x"], [onerror]').length,
      scripts: [...document.scripts].filter((script) => script.text.includes("alert(1)")).length,
    })),
  ).toEqual({ images: 0, scripts: 0 });
}

async function press(page: Page, email: string, password: string, button: string): Promise<void> {
  await page.goto("/login");
  await fillCredentials(page, email, password);
  await page.getByRole("button", { name: button, exact: true }).click();
}

/** The header greets `email` as text: exactly as typed, with no element made from it. */
async function expectGreetedAsText(page: Page, email: string): Promise<void> {
  const greeting = page.getByRole("banner").getByText(`Hello ${email}`, { exact: true });
  await expect(greeting).toBeVisible(PROVIDER);
  const shown = await greeting.evaluate((element) => ({
    elements: element.querySelectorAll("*").length,
    markup: element.innerHTML.replaceAll("<!-- -->", ""),
  }));
  const escaped = email.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  expect(shown).toEqual({ elements: 0, markup: `Hello ${escaped}` });
}

test.describe("hostile and odd input on /login", () => {
  test.describe.configure({ timeout: 60_000 });

  test("refused markup: one alert, the provider's message as text, the e-mail kept, nothing injected", async ({
    page,
    expectProblem,
  }) => {
    expectProblem(
      providerRefusal("signInWithPassword"),
      "the markup this test types is refused as an e-mail",
    );
    const dialogs = recordDialogs(page);
    const violations = await recordCspViolations(page);
    await press(page, IMG, SCRIPT_ALERT, "Sign In");

    const alert = page.getByRole("alert");
    await expect(alert).toContainText(PROVIDER_MESSAGE, PROVIDER);
    expect(dialogs).toHaveLength(1);
    const providerMessage = PROVIDER_MESSAGE.exec(dialogs[0] ?? "")?.[0];
    expect(providerMessage, `the alert said: ${dialogs[0]}`).toBeDefined();
    await expect(alert).toContainText(providerMessage ?? "");
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue(IMG);
    await expectNoInjectedMarkup(page);
    expect(dialogs, "no further alerts").toHaveLength(1);
    expect(violations).toEqual([]);
  });

  test("an accepted e-mail with markup and an ampersand is greeted as text, again after signing out and in", async ({
    page,
  }) => {
    const email = `${IMG}&co.${tag()}@example.com`;
    const dialogs = recordDialogs(page);
    const violations = await recordCspViolations(page);
    await press(page, email, SCRIPT_ALERT, "Create your Bazaar Account");
    await expect(page).toHaveURL("/", PROVIDER);
    await expectGreetedAsText(page, email);

    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(header.getByText("Hello Guest")).toBeVisible(PROVIDER);
    await page.goto("/login");
    await fillCredentials(page, email, SCRIPT_ALERT);
    await page.getByLabel("Password").press("Enter");
    await expect(page).toHaveURL("/", PROVIDER);
    await expectGreetedAsText(page, email);

    expect(dialogs).toEqual([]);
    await expectNoInjectedMarkup(page);
    expect(violations).toEqual([]);
  });

  test("an accepted 10,000-character e-mail is greeted in full and the header's controls stay on screen", async ({
    page,
  }) => {
    const domain = `@${tag()}.example.com`;
    const email = `${"x".repeat(10_000 - domain.length)}${domain}`;
    const dialogs = recordDialogs(page);
    await press(page, email, PASSWORD, "Create your Bazaar Account");
    await expect(page).toHaveURL("/", PROVIDER);
    await expectGreetedAsText(page, email);

    await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeInViewport();
    await expect(page.getByRole("link", { name: /^Basket, / })).toBeInViewport();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(12);
    expect(dialogs).toEqual([]);
  });
});
