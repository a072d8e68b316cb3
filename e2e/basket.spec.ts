// The basket across pages in the built app: add from the home page (the same product twice), the
// header's count, the checkout page's lines and subtotal, a removal, and a reload that empties it.
// What the checkout page shows for a given basket (the empty one, the subtotal's format, which line
// a removal takes, focus) is proven with the fake provider in checkout-page.test.tsx.
import type { Locator, Page } from "@playwright/test";
import { centsOf, formatCents, MONEY_SHAPE } from "../src/test/money-model";
import { settle } from "./a11y-support";
import { expect, test } from "./fixtures";

const HEADPHONES = "Aurora Wireless Noise-Cancelling Over-Ear Headphones, 40-Hour Battery";
const BLENDER = "Harvest Pro 1200 W Countertop Blender with 2 L Glass Jug";

function productCards(page: Page, title: string): Locator {
  return page.getByRole("main").getByRole("article", { name: title, exact: true });
}

/** The price a card shows, in cents, read as a shopper reads it ('$1,199.00' -> 119900). */
async function centsOn(card: Locator): Promise<number> {
  return centsOf((await card.getByText(MONEY_SHAPE).textContent()) ?? "");
}

function basketLines(page: Page): Locator {
  return page.getByRole("main").getByRole("article");
}

function summary(page: Page): Locator {
  return page.getByRole("complementary", { name: "Order summary" });
}

test.describe("basket", () => {
  test("adds, totals and removes items, duplicates included", async ({ page }) => {
    await page.goto("/");
    const headphones = productCards(page, HEADPHONES);
    const blender = productCards(page, BLENDER);
    // The same product is featured twice on the home page.
    await expect(headphones).toHaveCount(2);
    const headphonesCents = await centsOn(headphones.first());
    const blenderCents = await centsOn(blender);

    await headphones.first().getByRole("button", { name: "Add to Basket" }).click();
    await expect(page.getByRole("link", { name: "Basket, 1 item" })).toHaveText("1");
    await headphones.last().getByRole("button", { name: "Add to Basket" }).click();
    await blender.getByRole("button", { name: "Add to Basket" }).click();
    const basketLink = page.getByRole("link", { name: "Basket, 3 items" });
    await expect(basketLink).toHaveText("3");

    await basketLink.click();
    await expect(page).toHaveURL("/checkout");
    await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();
    await expect(basketLines(page)).toHaveCount(3);
    await expect(basketLines(page).getByRole("heading")).toHaveText([HEADPHONES, HEADPHONES, BLENDER]);
    await expect(summary(page)).toContainText(
      `Subtotal (3 items): ${formatCents(headphonesCents * 2 + blenderCents)}`,
    );

    // Remove one of the two headphones.
    await basketLines(page)
      .filter({ has: page.getByRole("heading", { name: HEADPHONES }) })
      .last()
      .getByRole("button", { name: "Remove from Basket" })
      .click();
    await expect(basketLines(page)).toHaveCount(2);
    await expect(basketLines(page).filter({ hasText: HEADPHONES })).toHaveCount(1);
    await expect(basketLines(page).filter({ hasText: BLENDER })).toHaveCount(1);
    await expect(summary(page)).toContainText(
      `Subtotal (2 items): ${formatCents(headphonesCents + blenderCents)}`,
    );
    await expect(page.getByRole("link", { name: "Basket, 2 items" })).toHaveText("2");
  });

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
