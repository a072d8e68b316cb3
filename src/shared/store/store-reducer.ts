import type { BasketItem } from "../types/product";
import type { User } from "../types/user";

/** The application state of the spec: the basket (in memory only) and the signed-in user. */
export interface StoreState {
  basket: readonly BasketItem[];
  user: User | null;
}

export type StoreAction =
  | { type: "add-to-basket"; item: BasketItem }
  | { type: "remove-from-basket"; id: string }
  | { type: "set-user"; user: User | null };

export const initialStoreState: StoreState = { basket: [], user: null };

/** Pure: returns a new state for a change, the same state object otherwise. */
export function storeReducer(state: StoreState, action: StoreAction): StoreState {
  switch (action.type) {
    case "add-to-basket":
      return { ...state, basket: [...state.basket, action.item] };
    case "remove-from-basket": {
      const index = state.basket.findIndex((item) => item.id === action.id);
      if (index === -1) {
        console.warn(`Can't remove product (id: ${action.id}) as it is not in the basket.`);
        return state;
      }
      return { ...state, basket: state.basket.toSpliced(index, 1) };
    }
    case "set-user":
      return { ...state, user: action.user };
    default:
      // TypeScript checks that every action is handled above; at run time, others change nothing.
      action satisfies never;
      return state;
  }
}
