import { describe, expect, it } from "vitest";
import { formatMoney, sumPrices } from "./money";

describe("formatMoney", () => {
  it.each([
    [0, "$0.00"],
    [59.99, "$59.99"],
    [1669, "$1,669.00"],
    [1234567.891, "$1,234,567.89"],
    [0.1 + 0.2, "$0.30"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe("sumPrices", () => {
  it("is zero for no prices", () => {
    expect(sumPrices([])).toBe(0);
  });

  it("adds in cents so float sums come out exact", () => {
    expect(sumPrices([0.1, 0.2])).toBe(0.3);
    expect(formatMoney(sumPrices([0.1, 0.2]))).toBe("$0.30");
  });

  it("adds many catalog prices to the exact cent", () => {
    const prices = Array.from({ length: 10_000 }, () => 59.99);
    expect(sumPrices(prices)).toBe(599_900);
    expect(formatMoney(sumPrices(prices))).toBe("$599,900.00");
  });
});
