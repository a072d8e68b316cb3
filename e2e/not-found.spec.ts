// Unknown addresses, before any script and by the app's own navigation. The rest:
// journeys/browse.spec.ts and hosting-addresses.spec.ts.
import { settle } from "./a11y-support";
import { expect, test } from "./fixtures";

test.describe("unknown addresses", () => {
  test("are answered 404 with the not-found page painted from the first frame, before any script", async ({
    newContext,
  }) => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("banner").getByRole("link", { name: "Bazaar home" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /couldn't find that page/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("the app shows the not-found page for an unknown address below a known one that it navigates to itself", async ({
    page,
  }) => {
    await page.goto("/");
    await settle(page); // the router listens only once the page has hydrated
    await page.evaluate(() => {
      window.history.pushState({}, "", "/checkout/extra/deep");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("heading", { level: 1, name: /couldn't find that page/ })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });
});
