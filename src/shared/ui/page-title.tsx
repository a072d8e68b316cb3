const SITE_NAME = "Bazaar";

/** 'Your basket – Bazaar'; the bare site name for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} – ${SITE_NAME}` : SITE_NAME;
}

/**
 * The document's title, rendered by the page itself: React puts it in the <head> in the same commit
 * as the page, so the title is never a step behind what is on screen. Prerendering emits it first,
 * and the build moves it into the page's <head>.
 */
export function PageTitle({ page }: { page?: string }) {
  return <title>{pageTitle(page)}</title>;
}
