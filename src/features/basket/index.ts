export { BasketLink } from "./basket-link";
export { CHECKOUT_TITLE, CheckoutPage } from "./checkout-page";
export { basketTotal, itemCount, useBasket } from "./use-basket";
