// Every page of the storefront, under the name code uses for it (`import { checkout } from …`; a
// link goes to `checkout.path`). Plain data: Node imports this file as it is (the benches, the size
// budgets, Lighthouse CI), and `PAGE_VIEWS` (src/app/page-views.tsx) binds each name to what it
// renders.
import { type Page, pageTitle } from "./page.ts";

export const checkout = {
  path: "/checkout",
  title: pageTitle("Your basket"),
  description: "Your Bazaar basket: every item you picked, its price, and the subtotal before checkout.",
  precached: true,
  // The header, the order summary and the lines, and the basket's hint (about 0.75 kB, which brings a
  // page thrown away back with its basket): 6.5 of the first round trip's 14.6 kB left for headers.
  // Ten builds: median 8,040 B, spread 11 B (docs/decisions/budget-headroom.md).
  htmlBudget: "8.06 kB",
} as const satisfies Page;

export const home = {
  path: "/",
  title: pageTitle(),
  description:
    "Bazaar: featured headphones, cameras, kitchen and outdoor gear at fair prices, with a basket that keeps up.",
  precached: true,
  // The header, twelve cards and the first banner picture inline, the largest paint, and the basket's
  // hint (about 0.75 kB): 4.4 of the first round trip's 14.6 kB left for headers.
  htmlBudget: "10.2 kB",
} as const satisfies Page;

export const login = {
  path: "/login",
  title: pageTitle("Sign in"),
  description: "Sign in to Bazaar with your e-mail and password, or create your Bazaar account.",
  precached: true,
  onDemand: true,
  // The sign-in card and its form, with no header, and the basket's hint (about 0.75 kB: the basket a
  // shopper signs in with comes back too): 6.9 of the first round trip's 14.6 kB left for headers.
  htmlBudget: "7.7 kB",
} as const satisfies Page;

export const notFound = {
  path: "/404",
  title: pageTitle("Page not found"),
  description: "This address is not on Bazaar. The home page has today's featured products.",
  precached: true,
  fallback: true,
} as const satisfies Page;
