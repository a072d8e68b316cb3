import { awaitingSession, type Session, sameSession, type UserAction } from "../features/auth";
import { type Basket, type BasketAction, basketReducer } from "../features/basket";

/**
 * The application state of docs/product.md: the basket (in memory only) and the signed-in user,
 * held as the session (features/auth/session.ts): the user once the provider has answered, none before.
 */
export interface AppState {
  basket: Basket;
  session: Session;
}

export type AppAction = BasketAction | UserAction;

export const initialAppState: AppState = { basket: [], session: awaitingSession };

/** Pure: returns a new state for a change, the same state object otherwise. */
export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case "add-to-basket":
    case "remove-from-basket": {
      const basket = basketReducer(state.basket, action);
      return basket === state.basket ? state : { ...state, basket };
    }
    case "set-user":
      return sameSession(state.session, action.session) ? state : { ...state, session: action.session };
    default:
      action satisfies never;
      return state;
  }
}
