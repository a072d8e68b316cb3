// The basket across pages in the built app, and a reload that empties it. Adding (the same product
// twice), the header's count, the checkout page's lines, subtotal and a removal are proven in every
// engine by journeys/basket.spec.ts. What the checkout page shows for a given basket (the empty
// one, the subtotal's format, which line a removal takes, focus) is proven with the fake provider
// in checkout-page.test.tsx.
import type { Locator, Page } from "@playwright/test";
import { settle } from "./a11y-support";
import { expect, test } from "./fixtures";

const BLENDER = "Harvest Pro 1200 W Countertop Blender with 2 L Glass Jug";

function productCards(page: Page, title: string): Locator {
  return page.getByRole("main").getByRole("article", { name: title, exact: true });
}

function basketLines(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}

test.describe("basket", () => {
  test("survives moving between pages, and is emptied by a reload", async ({ page }) => {
    await page.goto("/");
    await productCards(page, BLENDER).getByRole("button", { name: "Add to Basket" }).click();
    const oneItem = page.getByRole("link", { name: "Basket, 1 item" });
    await expect(oneItem).toBeVisible();

    await oneItem.click();
    await expect(page).toHaveURL("/checkout");
    await expect(basketLines(page)).toHaveCount(1);

    await page.getByRole("link", { name: "Bazaar home" }).click();
    await expect(page).toHaveURL("/");
    await expect(oneItem).toHaveText("1");

    await page.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByRole("link", { name: "Bazaar home" }).click();
    await expect(page).toHaveURL("/");
    await expect(oneItem).toHaveText("1");

    await page.reload();
    // Hydrated first: the prerendered page says 0 whatever the app would restore.
    await settle(page);
    await expect(page.getByRole("link", { name: "Basket, 0 items" })).toHaveText("0");
    await page.getByRole("link", { name: "Basket, 0 items" }).click();
    await expect(page.getByText("Your basket is empty")).toBeVisible();
  });
});
