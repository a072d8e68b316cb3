import { createContext, type ReactNode, useState } from "react";
import type { Product } from "../../shared/lib/product";
import { type Store, useStoreState } from "../../shared/lib/store";
import { useProvided } from "../../shared/lib/use-provided";
import { useAnnounce } from "../../shared/ui/live-announcer";
import { type Basket, type BasketAction, type BasketLine, lineToRemove } from "./basket-reducer";
import { itemsText } from "./labels";

type BasketStore = Store<Basket, BasketAction>;

interface BasketActions {
  add(product: Product): void;
  /**
   * Removes the first line with the product's id. Returns the line that took its place (or the one
   * before it, when it was last), null when the basket is now empty, undefined when none had the id.
   */
  remove(product: Product): BasketLine | null | undefined;
}

// Readers and writers apart: a card that only adds does not re-render when the basket changes.
const BasketStoreContext = createContext<BasketStore | null>(null);
const BasketActionsContext = createContext<BasketActions | null>(null);

let lineCounter = 0;
/** Product ids repeat in the basket, so every line gets an id of its own (for keys and focus). */
function nextLineId(): string {
  lineCounter += 1;
  return `line-${lineCounter}`;
}

/** Each change is announced to screen readers, with the count it left. */
function basketActions(store: BasketStore, announce: (message: string) => void): BasketActions {
  const change = (action: BasketAction, message: string) => {
    store.dispatch(action);
    announce(`${message} ${itemsText(store.getState().length)}.`);
  };
  return {
    add: (product) =>
      change(
        { type: "add-to-basket", line: { ...product, lineId: nextLineId() } },
        `Added ${product.title} to the basket.`,
      ),
    remove: (product) => {
      const index = lineToRemove(store.getState(), product.id);
      change({ type: "remove-from-basket", id: product.id }, `Removed ${product.title} from the basket.`);
      if (index === -1) return undefined;
      const basket = store.getState();
      return basket[index] ?? basket[index - 1] ?? null;
    },
  };
}

export function BasketProvider({ store, children }: { store: BasketStore; children: ReactNode }) {
  const announce = useAnnounce();
  const [actions] = useState(() => basketActions(store, announce));
  return (
    <BasketStoreContext value={store}>
      <BasketActionsContext value={actions}>{children}</BasketActionsContext>
    </BasketStoreContext>
  );
}

/** The basket's lines; the caller re-renders when they change. */
export function useBasket(): Basket {
  return useStoreState(useProvided(BasketStoreContext, "BasketProvider"));
}

export function useBasketActions(): BasketActions {
  return useProvided(BasketActionsContext, "BasketProvider");
}
