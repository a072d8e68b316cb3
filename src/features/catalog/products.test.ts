import { expect, it } from "vitest";
import { featuredRows } from "./products";

// The basket removes the first line with a product's id: were two different products to share one,
// 'Remove from Basket' could take away a product the shopper did not press. That the same product
// is featured twice, as the product data has it, the basket journey shows in every engine.
it("gives each featured product an id of its own", () => {
  const byId = new Map<string, unknown>();
  for (const card of featuredRows.flat()) {
    expect(byId.get(card.id) ?? card, `the products with id ${card.id}`).toBe(card);
    byId.set(card.id, card);
  }
});
