// Whole-cent amounts and sums are checked against a model in money.property.test.ts; what is left
// here is what that model cannot express: amounts that fall between two cents.
import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    [19.999, "$20.00"],
    [1234567.891, "$1,234,567.89"],
    [0.1 + 0.2, "$0.30"],
  ])("rounds %s, which falls between two cents, to %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it("puts the sign of an amount below zero before the dollar sign", () => {
    expect(formatMoney(-1234.5)).toBe("-$1,234.50");
    expect(formatMoney(0)).toBe("$0.00");
  });
});
