import type { Product } from "../../shared/lib/product";
import type { RecordedLine } from "./basket-record";
import type { Basket, BasketLine } from "./basket-reducer";

/**
 * The basket of recorded lines, each with its product as the catalogue has it now: its title, price
 * and picture never come from the record. A line whose product the catalogue no longer has (a record
 * from an earlier deploy) is dropped, with a warning.
 */
export function restoreBasket(
  lines: readonly RecordedLine[],
  findProduct: (id: string) => Product | undefined,
): Basket {
  return lines.flatMap(({ lineId, productId }): BasketLine[] => {
    const product = findProduct(productId);
    if (product) return [{ ...product, lineId }];
    console.warn(`The basket's product ${productId} is no longer in the shop, so it was left out.`);
    return [];
  });
}
