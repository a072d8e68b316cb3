import { createContext, type ReactNode, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { writeEntryRecord } from "../../shared/lib/entry-record";
import type { Product } from "../../shared/lib/product";
import { type Store, useStoreState } from "../../shared/lib/store";
import { useProvided } from "../../shared/lib/use-provided";
import { useAnnounce } from "../../shared/ui/live-announcer";
import { basketRecordOf } from "./basket-record";
import { type Basket, type BasketAction, type BasketLine, lineToRemove } from "./basket-reducer";
import { itemsText } from "./labels";
import { BASKET_RECORD_NAME } from "./restored-lines";

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

/**
 * The history entry's record of the basket, kept in the tab, so that a page the browser or the
 * shop throws away comes back with it (basket-hint.inline.ts).
 */
const recordBasket = (basket: Basket) => writeEntryRecord(BASKET_RECORD_NAME, basketRecordOf(basket));

/** The highest number among `line-N` ids: a restored basket's new lines count on from there. */
const lastLineNumber = (basket: Basket) =>
  Math.max(0, ...basket.map(({ lineId }) => Number(/^line-(\d+)$/.exec(lineId)?.[1] ?? 0)));

/** Each change is recorded, and announced to screen readers with the count it left. */
function basketActions(store: BasketStore, announce: (message: string) => void): BasketActions {
  let lineNumber = lastLineNumber(store.getState());
  // Product ids repeat in the basket, so every line gets an id of its own (for keys and focus).
  const nextLineId = () => {
    lineNumber += 1;
    return `line-${lineNumber}`;
  };
  const change = (action: BasketAction, message: string) => {
    store.dispatch(action);
    recordBasket(store.getState());
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
  // Each history entry the shopper comes to, by a link or by Back, records the basket it shows.
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location key is a new history entry
  useEffect(() => recordBasket(store.getState()), [key, store]);
  // And the entry the page is on as it is hidden or goes: a link to a page whose code is still coming
  // (Sign In) has moved to its entry before any render, and the shop's Reload may come first.
  useEffect(() => {
    const recordOnLeaving = () => recordBasket(store.getState());
    const recordOnHiding = () => document.visibilityState === "hidden" && recordOnLeaving();
    addEventListener("pagehide", recordOnLeaving);
    document.addEventListener("visibilitychange", recordOnHiding);
    return () => {
      removeEventListener("pagehide", recordOnLeaving);
      document.removeEventListener("visibilitychange", recordOnHiding);
    };
  }, [store]);
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
