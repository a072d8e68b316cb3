// The one console-noise filter. Chromium logs every answer with an error status as a console error
// of its own ('Failed to load resource: the server responded with a status of 404', the not-found
// page's own 404, a 503 from the fault proxy, the provider's 400 for a wrong password). That is the
// network's word, not the page's, and Firefox and WebKit do not log it: a test that fails on the
// page's console errors sets it aside, and nothing else.
import type { ConsoleMessage, Page } from "@playwright/test";

/** Whether a console line is Chromium's own report of an answer with an error status. */
export function isNetworkNoise(text: string): boolean {
  return text.startsWith("Failed to load resource");
}

/** Whether a console message is an error the page itself reported. */
export function isPageError(message: Pick<ConsoleMessage, "type" | "text">): boolean {
  return message.type() === "error" && !isNetworkNoise(message.text());
}

/** The page's console errors from now on (console.error calls, not the network's noise), in order. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (isPageError(message)) errors.push(message.text());
  });
  return errors;
}
