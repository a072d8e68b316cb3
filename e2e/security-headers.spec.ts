// The app running under firebase.json's Content-Security-Policy without a single violation: home
// page, basket, checkout, sign-in page and a real sign-in against the Auth Emulator; and the policy
// enforced. (Which headers each address carries: hosting-addresses.spec.ts.)
import { createAccount, expect, recordDialogs, test, uniqueEmail } from "./fixtures";
import { recordCspViolations } from "./security-support";
import { EMULATOR_URL } from "./test-servers";

const PROVIDER = { timeout: 20_000 };

test.describe("the app under its Content-Security-Policy", () => {
  test.describe.configure({ timeout: 60_000 });

  test("home, basket, checkout, sign-in page and a real sign-in run with no violation", async ({ page }) => {
    const violations = await recordCspViolations(page);
    const dialogs = recordDialogs(page);
    const email = uniqueEmail("csp");
    await createAccount(email, "secret-pass-1");

    // Home page, with the lazily loaded metrics reporter asked for as well.
    await page.goto("/?vitals");
    await expect(page.getByRole("article")).toHaveCount(12);
    // Scrolled through, so that every lazily loaded image is fetched under the policy too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)),
      )
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Add to Basket" }).first().click();
    await page.getByRole("link", { name: "Basket, 1 item" }).click();
    await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();

    // Each page loaded on its own too (prerendered HTML, then hydration).
    await page.goto("/checkout");
    await expect(page.getByText("Your basket is empty.")).toBeVisible();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("auth/", PROVIDER);
    await page.getByLabel("Password").fill("secret-pass-1");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible(PROVIDER);
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible(PROVIDER);
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: /couldn't find that page/ })).toBeVisible();

    expect(dialogs).toHaveLength(1);
    expect(violations).toEqual([]);
  });

  test("the policy is enforced and a violation would be seen: an inline script is blocked", async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await page.goto("/");
    await expect(page.getByRole("article")).toHaveCount(12);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true;";
      document.body.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.map((report) => report.directive)).toContain("script-src-elem");
  });

  test("the app refuses to be framed by another page", async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto("/login");
    const app = new URL(page.url()).origin;
    // A page of another origin (the emulator's) tries to frame the storefront.
    await page.goto(`${EMULATOR_URL}/`);
    await page.setContent(`<iframe src="${app}/" title="framed"></iframe>`);
    await expect
      .poll(() => violations.map((report) => report.blocked).join("\n"))
      .toMatch(/frame-ancestors 'none'/);
    await expect(page.frameLocator("iframe").getByRole("article")).toHaveCount(0);
  });
});
