// What a shopper reads on the basket's controls. Plain data, and the feature's second entry: the
// press bench (scripts/press-page.mjs) finds the basket link by the name written here.

/** The words for a count of items: '1 item', '3 items'. */
export function itemsText(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

/** The basket link's accessible name, which says what the basket holds: 'Basket, 3 items'. */
export const basketLinkLabel = (count: number) => `Basket, ${itemsText(count)}`;
