// An unknown address the app navigates to itself. Those a browser asks Hosting for: the status and
// the prerendered page each gets, hosting-addresses.spec.ts; what the shopper sees there, in every
// engine, journeys/browse.spec.ts.
import { settle } from "./a11y-support";
import { expect, test } from "./fixtures";

test.describe("unknown addresses", () => {
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
