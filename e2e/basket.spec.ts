import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

const HEADPHONES = "Aurora Wireless Noise-Cancelling Over-Ear Headphones, 40-Hour Battery";
const BLENDER = "Harvest Pro 1200 W Countertop Blender with 2 L Glass Jug";

function productCards(page: Page, title: string): Locator {
  return page.getByRole("main").getByRole("article", { name: title, exact: true });
}

/** The price a card shows, read as a shopper reads it ('$1,199.00' -> 1199). */
async function priceOn(card: Locator): Promise<number> {
  const text = await card.getByText(/^\$[\d,]+\.\d{2}$/).textContent();
  return Number(text?.replace(/[$,]/g, ""));
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
    const headphonesPrice = await priceOn(headphones.first());
    const blenderPrice = await priceOn(blender);

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
    const total = Math.round((headphonesPrice * 2 + blenderPrice) * 100) / 100;
    await expect(summary(page)).toContainText(`Subtotal (3 items): ${usd.format(total)}`);

    // Remove one of the two headphones.
    await basketLines(page)
      .filter({ has: page.getByRole("heading", { name: HEADPHONES }) })
      .last()
      .getByRole("button", { name: "Remove from Basket" })
      .click();
    await expect(basketLines(page)).toHaveCount(2);
    await expect(basketLines(page).filter({ hasText: HEADPHONES })).toHaveCount(1);
    await expect(basketLines(page).filter({ hasText: BLENDER })).toHaveCount(1);
    const after = Math.round((headphonesPrice + blenderPrice) * 100) / 100;
    await expect(summary(page)).toContainText(`Subtotal (2 items): ${usd.format(after)}`);
    await expect(page.getByRole("link", { name: "Basket, 2 items" })).toHaveText("2");
  });

  test("formats large subtotals with a thousands separator", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("main").getByRole("article");
    let total = 0;
    for (const card of (await cards.all()).slice(0, 8)) {
      total += await priceOn(card);
      await card.getByRole("button", { name: "Add to Basket" }).click();
    }
    await page.getByRole("link", { name: "Basket, 8 items" }).click();
    const expected = usd.format(Math.round(total * 100) / 100);
    expect(expected).toContain(",");
    await expect(summary(page)).toContainText(`Subtotal (8 items): ${expected}`);
  });

  test("an empty basket shows a zero subtotal and a friendly message", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();
    await expect(basketLines(page)).toHaveCount(0);
    await expect(summary(page)).toContainText("Subtotal (0 items): $0.00");
    await expect(page.getByText("Your basket is empty")).toBeVisible();
    await expect(summary(page).getByRole("checkbox", { name: "This order contains a gift" })).toBeVisible();
    await expect(summary(page).getByRole("button", { name: "Proceed to Checkout" })).toBeVisible();
  });

  test("removing the last item leaves the empty basket", async ({ page }) => {
    await page.goto("/");
    await productCards(page, BLENDER).getByRole("button", { name: "Add to Basket" }).click();
    await page.getByRole("link", { name: "Basket, 1 item" }).click();
    await expect(basketLines(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Remove from Basket" }).click();
    await expect(basketLines(page)).toHaveCount(0);
    await expect(page.getByText("Your basket is empty")).toBeVisible();
    await expect(summary(page)).toContainText("Subtotal (0 items): $0.00");
    await expect(page.getByRole("link", { name: "Basket, 0 items" })).toHaveText("0");
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
    await page.getByRole("link", { name: "Bazaar home" }).click();
    await expect(page).toHaveURL("/");
    await expect(oneItem).toHaveText("1");

    await page.reload();
    await expect(page.getByRole("link", { name: "Basket, 0 items" })).toHaveText("0");
    await page.getByRole("link", { name: "Basket, 0 items" }).click();
    await expect(page.getByText("Your basket is empty")).toBeVisible();
  });
});
