const SITE_NAME = "Bazaar";

/** 'Your basket – Bazaar'; the bare site name for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} – ${SITE_NAME}` : SITE_NAME;
}

/** Rendered by the page itself, so React changes the title in the same commit as what is on screen. */
export function PageTitle({ title }: { title: string }) {
  return <title>{title}</title>;
}
