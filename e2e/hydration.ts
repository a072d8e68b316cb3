// The one way a test knows the page is interactive: src/page-life/boot/boot.ts's `startApp` sets
// <html data-hydrated="true"> once React has hydrated the page and its handlers answer (never with
// scripts off).
import type { Page } from "@playwright/test";

/** In the page (self-contained, as it may be sent as source): whether the app has said so. */
export function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated === "true";
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}
