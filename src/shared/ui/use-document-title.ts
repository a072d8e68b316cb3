import { useEffect } from "react";

export const SITE_NAME = "Bazaar";

/** 'Your basket – Bazaar'; the bare site name for the home page. */
export function pageTitle(page?: string): string {
  return page ? `${page} – ${SITE_NAME}` : SITE_NAME;
}

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
