// The one way a test knows the page is interactive: the app says so itself. src/app/boot.ts sets
// <html data-hydrated="true"> once React has hydrated the page (its lazily loaded page included)
// and its handlers answer, not before; with scripts off it is never set. No test reads React's
// own internals (its keys on DOM nodes), which change with React.
import type { Page } from "@playwright/test";

/** The page, once the app has said it is interactive. */
export const HYDRATED = "html[data-hydrated='true']";

/** In the page (self-contained, as it may be sent as source): whether the app has said so. */
export function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}

/** Waits until the app says the page is interactive. */
export async function waitForHydration(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.locator(HYDRATED).waitFor({ state: "attached", ...options });
}
