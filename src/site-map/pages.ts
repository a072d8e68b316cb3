// Node reads this table too (the benches and the grades), so it imports nothing: Node runs a .ts
// file as it is, but not the .tsx files or extensionless imports the app's other modules have.

/** 'Your basket – Bazaar'; the bare site name for the home page. */
const pageTitle = (page?: string) => (page ? `${page} – Bazaar` : "Bazaar");

/** A page of the storefront, as the router, its links, the build and the offline worker know it. */
export interface Page {
  /** Its address; the build writes it to `<path>.html` (`index.html` for '/'), which Hosting serves there. */
  path: string;
  /** Its <title>, rendered by the page itself and checked by the build. */
  title: string;
  /** Its <meta name="description">, for search engines and share cards. */
  description: string;
  /** The module of its lazily loaded chunk, which its HTML preloads, since it hydrates with it. */
  chunk?: string;
  /** Whether the offline worker precaches it. */
  precached: boolean;
}

/**
 * Every page of the storefront, each written here alone: the router, the links, the build (page
 * list, heads, preloads) and the worker's precache read it. Hosting serves the not-found page,
 * with status 404, at any other address.
 */
export const PAGES = {
  home: {
    path: "/",
    title: pageTitle(),
    description:
      "Bazaar: featured headphones, cameras, kitchen and outdoor gear at fair prices, with a basket that keeps up.",
    precached: true,
  },
  checkout: {
    path: "/checkout",
    title: pageTitle("Your basket"),
    description: "Your Bazaar basket: every item you picked, its price, and the subtotal before checkout.",
    precached: true,
  },
  login: {
    path: "/login",
    title: pageTitle("Sign in"),
    description: "Sign in to Bazaar with your e-mail and password, or create your Bazaar account.",
    chunk: "src/features/auth/login-page.tsx",
    precached: true,
  },
  notFound: {
    path: "/404",
    title: pageTitle("Page not found"),
    description: "This address is not on Bazaar. The home page has today's featured products.",
    precached: true,
  },
} as const satisfies Record<string, Page>;
