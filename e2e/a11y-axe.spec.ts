import type { BrowserContext, Page } from "@playwright/test";
import {
  addProducts,
  DESKTOP,
  expectNoAxeViolations,
  failSignIn,
  openSettled,
  PHONE,
  signInAsNewCustomer,
} from "./a11y-support";
import { expect, test } from "./fixtures";

/** The browser goes offline once the page's idle chunk has put the notice's (empty) region and its styles in place. */
async function goOfflineWithNotice(page: Page, context: BrowserContext) {
  const notice = page.locator(".offline-notice");
  await expect(notice).toHaveCount(1);
  await context.setOffline(true);
  await expect(notice).toHaveText(/^You are offline\./);
  await expect(notice).toHaveCSS("position", "fixed");
}

/** Each screen and state is scanned at desktop width, then again after narrowing to a phone. */
async function scanAtBothWidths(page: Page, label: string) {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${label} at ${viewport.width} px`);
  }
}

test.describe("axe finds no WCAG 2.2 A/AA violations, at 1440 and 390 px", () => {
  test("home page as a guest", async ({ page }) => {
    await openSettled(page, "/");
    await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible();
    await scanAtBothWidths(page, "/ as a guest");
  });

  test("home page signed in", async ({ page }) => {
    await signInAsNewCustomer(page);
    await scanAtBothWidths(page, "/ signed in");
  });

  test("empty basket", async ({ page }) => {
    await openSettled(page, "/checkout");
    await expect(page.getByText("Your basket is empty.")).toBeVisible();
    await scanAtBothWidths(page, "/checkout empty");
  });

  test("basket with three items, two of them the same product", async ({ page }) => {
    await openSettled(page, "/");
    // Cards 0 and 7 are the same headphones (same id); card 3 is the kettle.
    await addProducts(page, [0, 7, 3]);
    await page.getByRole("link", { name: "Basket, 3 items" }).click();
    await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    await expect(page.getByText("Subtotal (3 items)")).toBeVisible();
    await scanAtBothWidths(page, "/checkout with three items");
  });

  test("sign-in page", async ({ page }) => {
    await openSettled(page, "/login");
    await scanAtBothWidths(page, "/login");
  });

  test("sign-in page after a failed sign-in", async ({ page }) => {
    await failSignIn(page);
    await scanAtBothWidths(page, "/login after a failed sign-in");
  });

  test("home page offline, with the offline notice showing", async ({ page, context }) => {
    await openSettled(page, "/");
    await goOfflineWithNotice(page, context);
    await scanAtBothWidths(page, "/ offline");
  });

  test("sign-in page offline, after a press said the connection is down", async ({ page, context }) => {
    await openSettled(page, "/login");
    await goOfflineWithNotice(page, context);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(/^You are offline, so we could not sign you in\./);
    await scanAtBothWidths(page, "/login offline");
  });

  test("not-found page", async ({ page }) => {
    await openSettled(page, "/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we couldn't find that page");
    await scanAtBothWidths(page, "the not-found page");
  });
});
