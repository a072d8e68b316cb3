// Every page of the storefront, under the name code uses for it (`import { checkout } from …`; a
// link goes to `checkout.path`). Plain data: Node imports this file as it is (the benches, the size
// budgets, Lighthouse CI), and `PAGE_VIEWS` (src/app/page-views.tsx) binds each name to what it
// renders. The app ships this list, so what only a page's file needs is kept beside its reader:
// its description in builder/page-head.ts, its size budget in .size-limit.mjs.
import { type Page, pageTitle } from "./page.ts";

export const checkout = {
  path: "/checkout",
  title: pageTitle("Your basket"),
  precached: true,
} as const satisfies Page;

export const home = {
  path: "/",
  title: pageTitle(),
  precached: true,
} as const satisfies Page;

export const login = {
  path: "/login",
  title: pageTitle("Sign in"),
  precached: true,
  onDemand: true,
} as const satisfies Page;

export const notFound = {
  path: "/404",
  title: pageTitle("Page not found"),
  precached: true,
  fallback: true,
} as const satisfies Page;
