// Subtotal arithmetic against an integer-cents model: however many cent prices are added, the
// shown subtotal is the exact sum, correctly rounded, never a float artefact like 0.30000000000000004.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCents, MONEY_SHAPE } from "../../test/money-model";
import { formatMoney, sumPrices } from "./money";

/** Up to $99,999.99 a line: a basket of 10,000 such lines stays far inside exact float integers. */
const centsArbitrary = fc.integer({ min: 0, max: 9_999_999 });

function check(cents: readonly number[]): void {
  const prices = cents.map((c) => c / 100);
  const modelCents = cents.reduce((sum, c) => sum + BigInt(c), 0n);
  const total = sumPrices(prices);
  const shown = formatMoney(total);
  expect(shown).toBe(formatCents(modelCents));
  expect(shown).toMatch(MONEY_SHAPE);
  // The number itself is the nearest double to the exact sum, not just its formatting.
  expect(total).toBe(Number(modelCents) / 100);
}

describe("sumPrices and formatMoney against integer cents (property-based)", () => {
  it("shows the exact subtotal of 10,000 random cent prices", () => {
    fc.assert(
      fc.property(fc.array(centsArbitrary, { minLength: 10_000, maxLength: 10_000 }), (cents) =>
        check(cents),
      ),
      { numRuns: 25 },
    );
  });

  it("shows the exact subtotal of baskets of any size up to 2,000 lines", () => {
    fc.assert(
      fc.property(fc.array(centsArbitrary, { maxLength: 2_000 }), (cents) => check(cents)),
      // The empty basket always runs: its subtotal is $0.00.
      { numRuns: 300, examples: [[[]]] },
    );
  });

  it("is exact for prices that are known float traps", () => {
    // Each of these, added as plain floats, drifts off the cent (0.1 + 0.2 = 0.30000000000000004).
    const traps = fc.constantFrom(1, 2, 7, 10, 20, 29, 57, 70, 110, 115, 1_005, 435, 5_995, 166_900);
    fc.assert(
      fc.property(fc.array(traps, { minLength: 1, maxLength: 10_000, size: "max" }), (cents) => check(cents)),
      { numRuns: 100 },
    );
    expect(String(sumPrices([0.1, 0.2]))).toBe("0.3");
  });

  it("keeps the catalog's own prices exact, 10,000 at a time", () => {
    const catalogCents = fc.constantFrom(
      19_999,
      8_950,
      24_900,
      5_999,
      119_900,
      7_495,
      6_499,
      166_900,
      42_900,
      34_999,
    );
    fc.assert(
      fc.property(fc.array(catalogCents, { minLength: 10_000, maxLength: 10_000 }), (cents) => check(cents)),
      // Always run too: 10,000 of the cheapest product, $599,900.00.
      { numRuns: 10, examples: [[Array.from({ length: 10_000 }, () => 5_999)]] },
    );
  });

  it("prints every amount as $ with thousands separators and two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        expect(formatMoney(cents / 100)).toBe(formatCents(BigInt(cents)));
      }),
      // Always run too: nothing, the cheapest and dearest products, and a seven-figure amount.
      { numRuns: 2_000, examples: [[0], [5_999], [166_900], [123_456_789]] },
    );
  });
});
