import { describe, expect, it } from "vitest";
import { featuredRows } from "./products";

// The rows of 2, 3, 3, 1 and 3 cards are proven where a shopper sees them, in every engine: e2e/journeys/browse.spec.ts.
describe("featured products", () => {
  const cards = featuredRows.flat();

  it("prices range from 59.99 to 1669 and ratings are whole stars from 1 to 5", () => {
    const prices = cards.map((card) => card.price);
    expect(Math.min(...prices)).toBe(59.99);
    expect(Math.max(...prices)).toBe(1669);
    for (const card of cards) {
      expect(Number.isInteger(card.rating)).toBe(true);
      expect(card.rating).toBeGreaterThanOrEqual(1);
      expect(card.rating).toBeLessThanOrEqual(5);
    }
  });

  it("repeats an id only for the same product featured again", () => {
    const byId = new Map<string, (typeof cards)[number]>();
    for (const card of cards) {
      const seen = byId.get(card.id);
      if (seen) expect(card).toBe(seen);
      byId.set(card.id, card);
    }
    expect(byId.size).toBeLessThan(cards.length);
  });
});
