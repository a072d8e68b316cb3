const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** '$1,234.56' style: dollar sign, thousands separator, two decimals. */
export function formatMoney(dollars: number): string {
  return usd.format(dollars);
}

/** Adds in whole cents, so a sum never shows a float's artefacts (0.1 + 0.2 is 0.30). */
export function sumPrices(prices: Iterable<number>): number {
  let cents = 0;
  for (const price of prices) cents += Math.round(price * 100);
  return cents / 100;
}
