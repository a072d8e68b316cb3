export { BasketProvider, useBasketActions } from "./basket-context";
export { BasketLink } from "./basket-link";
export type { Basket, BasketAction, BasketLine } from "./basket-reducer";
export { basketReducer } from "./basket-reducer";
export { CheckoutPage } from "./checkout-page";
