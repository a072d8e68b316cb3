/**
 * The tests' one model of how an amount is shown: '$1,234.56' from whole cents, with integer
 * arithmetic only (no float, no Intl), so it shares nothing with formatMoney that could make both
 * wrong together. Unit, component and browser tests compare what they see with this.
 */

/** Shown amounts: a dollar sign, thousands separators and exactly two decimals. */
export const MONEY_SHAPE = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

/** Whole, non-negative cents as shown: 166900 -> '$1,669.00'. */
export function formatCents(cents: bigint | number): string {
  const whole = BigInt(cents);
  if (whole < 0n) throw new RangeError(`The model shows no negative amounts: ${cents}`);
  const dollars = (whole / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ",");
  return `$${dollars}.${(whole % 100n).toString().padStart(2, "0")}`;
}

/** A shown amount read back into whole cents, as a shopper reads it: '$1,669.00' -> 166900. */
export function centsOf(shown: string): number {
  const text = shown.trim();
  if (!MONEY_SHAPE.test(text)) throw new Error(`Not an amount: ${shown}`);
  return Number(text.replace(/[$,.]/g, ""));
}

/** A catalog price in dollars (two decimals at most) as whole cents: 59.99 -> 5999. */
export function centsOfPrice(dollars: number): number {
  return Math.round(dollars * 100);
}
