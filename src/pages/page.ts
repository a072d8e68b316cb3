import type { ComponentType } from "react";

/** 'Your basket – Bazaar'; the bare site name for the home page. */
export const pageTitle = (page?: string) => (page ? `${page} – Bazaar` : "Bazaar");

/**
 * A page of the storefront, declared once in its own module (src/pages/<name>.ts) and named in
 * all-pages.ts: the router, the links, the build, the offline worker and the tools read it there.
 */
export interface Page {
  /** Its address; the build writes it to `<path>.html` (`index.html` for a folder), which Hosting serves there. */
  path: string;
  /** Its <title>, rendered with the page by the router and checked by the build. */
  title: string;
  /** Its <meta name="description">, for search engines and share cards. */
  description: string;
  /** What the router renders there. */
  component: ComponentType;
  /** Under the store's header, or bare (the sign-in page: its own logo and card, nothing else). */
  layout: "store" | "bare";
  /** The module of a lazily loaded component, which the page's HTML preloads, since it hydrates with it. */
  chunk?: string;
  /** Whether the offline worker precaches it. */
  precached: boolean;
  /** Shown, with status 404, at any address no page has: by Hosting, the worker and the router. */
  fallback?: true;
  /** The size budget of its HTML with the inline CSS, which `npm test` checks (size-limit). */
  htmlBudget?: `${number} kB`;
}

/** The file the build writes a page to: '/checkout' → 'checkout.html', '/' → 'index.html'. */
export const pageFile = (path: string) => `${path.replace(/\/$/, "/index").slice(1)}.html`;

/** The one page shown at any address no page has. */
export function fallbackPage<P extends Pick<Page, "fallback">>(pages: Record<string, P> | readonly P[]): P {
  const fallbacks = Object.values(pages).filter((page) => page.fallback);
  const [fallback] = fallbacks;
  if (fallbacks.length !== 1 || !fallback)
    throw new Error(`One page must be the fallback, not ${fallbacks.length}.`);
  return fallback;
}

/** Each page's address, by its name in the list. */
export const pagePaths = <Pages extends Record<string, Page>>(pages: Pages) =>
  Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, page.path])) as Record<
    keyof Pages,
    string
  >;
