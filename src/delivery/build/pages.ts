// What the build (build-site.mjs) takes from this build of the app: the pages, and what it writes
// into them.
import { NOT_FOUND_TITLE } from "../../app/not-found-page";
import { LOGIN_TITLE, SESSION_HINT_SCRIPT } from "../../features/auth";
import { CHECKOUT_TITLE } from "../../features/basket";
import { providerOrigins } from "../../shared/config/firebase-config";
import { firebaseSettings } from "../../shared/config/firebase-settings";
import { pageTitle } from "../../shared/ui/page-title";
import INLINE_LOADER_SCRIPT from "../before-paint/inline-loader.ts?inline-script";
import { RETRY_ADDRESSES } from "../lazy/chunk-importer";
import type { PageMeta } from "./page-head";

/** The pages the build prerenders; Hosting serves 404.html, with status 404, for any other address. */
export const PRERENDERED_PAGES = [
  {
    path: "/",
    file: "index.html",
    title: pageTitle(),
    description:
      "Bazaar: featured headphones, cameras, kitchen and outdoor gear at fair prices, with a basket that keeps up.",
  },
  {
    path: "/checkout",
    file: "checkout.html",
    title: pageTitle(CHECKOUT_TITLE),
    description: "Your Bazaar basket: every item you picked, its price, and the subtotal before checkout.",
  },
  {
    path: "/login",
    file: "login.html",
    title: pageTitle(LOGIN_TITLE),
    description: "Sign in to Bazaar with your e-mail and password, or create your Bazaar account.",
  },
  {
    path: "/404",
    file: "404.html",
    title: pageTitle(NOT_FOUND_TITLE),
    description: "This address is not on Bazaar. The home page has today's featured products.",
  },
] as const satisfies readonly PageMeta[];

/** Where this build's pages connect besides their own origin: its provider (page-policy.mjs). */
export const PROVIDER_ORIGINS = providerOrigins(firebaseSettings);

/** Written into every page: its two <head> scripts (allowed by hash) and the import map's retries. */
export { INLINE_LOADER_SCRIPT, RETRY_ADDRESSES, SESSION_HINT_SCRIPT };
