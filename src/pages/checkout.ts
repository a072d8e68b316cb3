import { CheckoutPage } from "../features/basket";
import { type Page, pageTitle } from "./page";

export default {
  path: "/checkout",
  title: pageTitle("Your basket"),
  description: "Your Bazaar basket: every item you picked, its price, and the subtotal before checkout.",
  component: CheckoutPage,
  layout: "store",
  precached: true,
  htmlBudget: "7.2 kB",
} as const satisfies Page;
