// The basket, in every engine: its count, lines and subtotal, kept on the way home, emptied by a reload.
import { centsOf, formatCents, MONEY_SHAPE } from "../../src/test/money-model";
import { expect, test } from "./journey";
import type { Shop } from "./shop";

const HEADPHONES = "Aurora Wireless Noise-Cancelling Over-Ear Headphones, 40-Hour Battery";
const BLENDER = "Harvest Pro 1200 W Countertop Blender with 2 L Glass Jug";
const MAIN = { role: "main" } as const;
/** A card, found by its heading (a card has no name of its own: a screen reader hears the title twice, not thrice). */
const card = (title: string, nth?: number) => ({
  role: "article",
  has: { role: "heading", name: title },
  within: MAIN,
  nth,
});
const summary = { role: "complementary", name: "Order summary" } as const;

/** The price a card shows, in cents, read as a shopper reads it ('$1,199.00' -> 119900). */
async function centsOn(shop: Shop, title: string): Promise<number> {
  const [price] = await shop.texts({ text: MONEY_SHAPE, within: card(title, 0) });
  return centsOf(price ?? "");
}

test("add, see the count and subtotal, remove one of two matching lines", async ({ shop }) => {
  await shop.goto("/");
  // The same product is featured twice on the home page.
  await expect.poll(() => shop.count(card(HEADPHONES))).toBe(2);
  const headphones = await centsOn(shop, HEADPHONES);
  const blender = await centsOn(shop, BLENDER);
  expect(headphones).toBeGreaterThan(0);

  await shop.click({ role: "button", name: "Add to Basket", within: card(HEADPHONES, 0) });
  await expect.poll(() => shop.texts({ role: "link", name: "Basket, 1 item" })).toEqual(["1"]);
  await shop.click({ role: "button", name: "Add to Basket", within: card(HEADPHONES, -1) });
  await shop.click({ role: "button", name: "Add to Basket", within: card(BLENDER) });
  await expect.poll(() => shop.texts({ role: "link", name: "Basket, 3 items" })).toEqual(["3"]);

  await shop.click({ role: "link", name: "Basket, 3 items" });
  await expect.poll(() => shop.path()).toBe("/checkout");
  const lineTitles = { role: "heading", within: { role: "article", within: MAIN } };
  await expect.poll(() => shop.texts(lineTitles)).toEqual([HEADPHONES, HEADPHONES, BLENDER]);
  await expect
    .poll(() => shop.texts({ text: /^Subtotal \(/, within: summary }))
    .toEqual([`Subtotal (3 items): ${formatCents(headphones * 2 + blender)}`]);

  // A removal reaches the header's count. Which line goes, and the subtotal after: checkout-page.test.tsx.
  await shop.click({ role: "button", name: "Remove from Basket", within: card(HEADPHONES, 1) });
  await expect.poll(() => shop.texts({ role: "link", name: "Basket, 2 items" })).toEqual(["2"]);

  // Kept on the way home; a reload empties it (hydrated first: the prerendered page says 0 anyway).
  await shop.click({ role: "link", name: "Bazaar home" });
  await expect.poll(() => shop.texts({ role: "link", name: "Basket, 2 items" })).toEqual(["2"]);
  await shop.reload();
  await shop.waitForHydration();
  await expect.poll(() => shop.texts({ role: "link", name: "Basket, 0 items" })).toEqual(["0"]);
});
