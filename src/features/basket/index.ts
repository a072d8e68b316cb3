export { BasketLink } from "./basket-link";
export { CHECKOUT_TITLE, CheckoutPage } from "./checkout-page";
export { useBasket } from "./use-basket";
