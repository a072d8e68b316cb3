import { describe, expect, it } from "vitest";
import { featuredRows } from "./products";

// The rows of 2, 3, 3, 1 and 3 cards are proven where a shopper sees them, in every engine: e2e/journeys/browse.spec.ts.
describe("featured products", () => {
  const cards = featuredRows.flat();

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
