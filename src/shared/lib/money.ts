/** '$1,234.56' style: dollar sign, thousands separator, two decimals, as Intl prints whole cents. */
// Not `Intl.NumberFormat` itself: building one held up the app's first task (docs/performance.md).
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
