// Whole-cent amounts and sums are checked against a model in money.property.test.ts; what is left
// here is what that model cannot express: amounts that fall between two cents.
import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    [19.999, "$20.00"],
    [1234567.891, "$1,234,567.89"],
    [0.1 + 0.2, "$0.30"],
    // Half up from the decimal the number reads as, not from its binary value (1.00499999…).
    [1.005, "$1.01"],
    [2.675, "$2.68"],
  ])("rounds %s, which falls between two cents, to %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});
