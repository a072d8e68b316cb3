// Unknown addresses in Chromium: the 404 status, the page painted before any script, the app's own
// navigation to one, deeper paths. The header, heading and way home: journeys/browse.spec.ts.
import { settle } from "./a11y-support";
import { expect, test } from "./fixtures";

test.describe("unknown addresses", () => {
  test("are answered 404 with the not-found page painted from the first frame, before any script", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("banner").getByRole("link", { name: "Bazaar home" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /couldn't find that page/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    await expect(page.getByRole("article")).toHaveCount(0);
    await context.close();
  });

  test("the app shows the not-found page for an unknown address it navigates to itself", async ({ page }) => {
    await page.goto("/");
    await settle(page); // the router listens only once the page has hydrated
    await page.evaluate(() => {
      window.history.pushState({}, "", "/nowhere-in-the-app");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: /couldn't find that page/ })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("are never blank, deeper paths included", async ({ page }) => {
    for (const path of ["/no-such-page", "/checkout/extra/deep", "/login/oops"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/find that page|not found/i);
      expect((await page.locator("body").innerText()).trim()).not.toBe("");
    }
  });
});
