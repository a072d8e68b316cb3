/**
 * '$1,234.56' style: dollar sign, thousands separator, two decimals.
 *
 * Written out rather than through `Intl.NumberFormat`: building one takes 13–34 ms of this
 * machine's main thread, which at the top of this module lengthened the task that runs the app's
 * code. `toFixed` rounds the number's exact value, so it prints every whole-cent amount (all the
 * shop shows, see sumPrices) exactly as Intl does.
 */
export function formatMoney(dollars: number): string {
  const digits = Math.abs(dollars).toFixed(2);
  return `${dollars < 0 ? "-" : ""}$${digits.replace(/\B(?=(\d{3})+\.)/g, ",")}`;
}

/** Adds in whole cents, so a sum never shows a float's artefacts (0.1 + 0.2 is 0.30). */
export function sumPrices(prices: Iterable<number>): number {
  let cents = 0;
  for (const price of prices) cents += Math.round(price * 100);
  return cents / 100;
}
