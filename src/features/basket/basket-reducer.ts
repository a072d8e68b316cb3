import { sumPrices } from "../../shared/lib/money";
import type { Product } from "../../shared/lib/product";

/** One line of the basket: a product plus an id of its own, since product ids may repeat. */
export interface BasketLine extends Product {
  lineId: string;
}

export type Basket = readonly BasketLine[];

export type BasketAction =
  | { type: "add-to-basket"; line: BasketLine }
  | { type: "remove-from-basket"; id: string };

/** The line a removal of `id` takes away: the first with that id, which may not be the one pressed. */
export function lineToRemove(basket: Basket, id: string): number {
  return basket.findIndex((line) => line.id === id);
}

/** Pure: a new basket for a change, the same basket otherwise. */
export function basketReducer(basket: Basket, action: BasketAction): Basket {
  switch (action.type) {
    case "add-to-basket":
      return [...basket, action.line];
    case "remove-from-basket": {
      const index = lineToRemove(basket, action.id);
      if (index === -1) {
        console.warn(`Can't remove product (id: ${action.id}) as it is not in the basket.`);
        return basket;
      }
      return basket.toSpliced(index, 1);
    }
    default:
      action satisfies never;
      return basket;
  }
}

export function basketTotal(basket: Basket): number {
  return sumPrices(basket.map((line) => line.price));
}
