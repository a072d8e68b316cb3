import { sameUser, type User, type UserAction } from "../features/auth";
import { type Basket, type BasketAction, basketReducer } from "../features/basket";

/** The application state of docs/product.md: the basket (in memory only) and the signed-in user. */
export interface AppState {
  basket: Basket;
  user: User | null;
}

export type AppAction = BasketAction | UserAction;

export const initialAppState: AppState = { basket: [], user: null };

/** Pure: returns a new state for a change, the same state object otherwise. */
export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case "add-to-basket":
    case "remove-from-basket": {
      const basket = basketReducer(state.basket, action);
      return basket === state.basket ? state : { ...state, basket };
    }
    case "set-user":
      return sameUser(state.user, action.user) ? state : { ...state, user: action.user };
    default:
      action satisfies never;
      return state;
  }
}
