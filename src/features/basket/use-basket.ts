import { useCallback, useEffect, useRef } from "react";
import { sumPrices } from "../../shared/lib/money";
import { useStore } from "../../shared/store/store-context";
import type { BasketItem, Product } from "../../shared/types/product";
import { useAnnounce } from "../../shared/ui/live-announcer";

let lineCounter = 0;
/** Product ids repeat in the basket, so every line gets an id of its own (for keys and focus). */
function nextLineId(): string {
  lineCounter += 1;
  return `line-${lineCounter}`;
}

export function itemCount(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

export function basketTotal(basket: readonly BasketItem[]): number {
  return sumPrices(basket.map((item) => item.price));
}

/** The basket and what a shopper can do with it; each change is announced to screen readers. */
export function useBasket() {
  const [{ basket }, dispatch] = useStore();
  const announce = useAnnounce();
  const lastChange = useRef<string | null>(null);

  useEffect(() => {
    if (lastChange.current === null) return;
    announce(`${lastChange.current} ${itemCount(basket.length)}.`);
    lastChange.current = null;
  }, [basket, announce]);

  const add = useCallback(
    (product: Product) => {
      lastChange.current = `Added ${product.title} to the basket.`;
      dispatch({ type: "add-to-basket", item: { ...product, lineId: nextLineId() } });
    },
    [dispatch],
  );

  const remove = useCallback(
    (item: Product) => {
      lastChange.current = `Removed ${item.title} from the basket.`;
      dispatch({ type: "remove-from-basket", id: item.id });
    },
    [dispatch],
  );

  return { basket, add, remove };
}
