export { BasketProvider, useBasketActions } from "./basket-context";
export { BASKET_HINT_SCRIPT, hintHidSomething, restoredLines } from "./basket-hint";
export { BasketLink } from "./basket-link";
export type { Basket, BasketAction, BasketLine } from "./basket-reducer";
export { basketReducer } from "./basket-reducer";
export { CheckoutPage } from "./checkout-page";
export { restoreBasket } from "./restore-basket";
