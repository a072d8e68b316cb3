// What a page of the storefront is, as data: no React, no CSS, no browser. Node imports it as it is.

/** 'Your basket – Bazaar'; the bare site name for the home page. */
export const pageTitle = (page?: string) => (page ? `${page} – Bazaar` : "Bazaar");

/**
 * A page of the storefront, as all-pages.ts lists it: the router, the links, the build, the offline
 * worker and the tools read it there. What it renders is bound in `PAGE_VIEWS`
 * (src/app/page-views.tsx).
 */
export interface Page {
  /** Its address; the build writes it to `<path>.html` (`index.html` for a folder), which Hosting serves there. */
  path: string;
  /** Its <title>, rendered with the page by the router and checked by the build. */
  title: string;
  /** Whether the offline worker precaches it. */
  precached: boolean;
  /** Shown, with status 404, at any address no page has: by Hosting, the worker and the router. */
  fallback?: true;
  /**
   * Its code loads on demand, not with the app: it renders a component loaded on demand
   * (code-loading/on-demand-page.ts), whose module its HTML preloads, since it hydrates with it.
   */
  onDemand?: true;
}

/** The file the build writes a page to: '/checkout' → 'checkout.html', '/' → 'index.html'. */
export const pageFile = (path: string) => `${path.replace(/\/$/, "/index").slice(1)}.html`;

/** The one page shown at any address no page has, and its name in the list. */
export function fallbackOf<Name extends string>(pages: Record<Name, Page>): { name: Name; page: Page } {
  const fallbacks = (Object.entries(pages) as [Name, Page][]).filter(([, page]) => page.fallback);
  const [fallback] = fallbacks;
  if (fallbacks.length !== 1 || !fallback)
    throw new Error(`One page must be the fallback, not ${fallbacks.length}.`);
  const [name, page] = fallback;
  return { name, page };
}
