// The one console-noise filter. Chromium logs every answer with an error status as a console error
// of its own ('Failed to load resource: the server responded with a status of 404', the not-found
// page's own 404, a 503 from the fault proxy, the provider's 400 for a wrong password). That is the
// network's word, not the page's, and Firefox and WebKit do not log it: a test that fails on the
// page's console errors sets it aside. Chromium also checks the integrity of a fetch()'s body when
// the answer was an error (the chunk importer's check of a 503's text) and says the bytes failed:
// that report is set aside only where the server answered that address with an error close to it
// (integrityFailureAddress and near; the journeys' Chromium driver does). Nothing else is.
import type { Page } from "@playwright/test";

/** Whether a console line is Chromium's own report of an answer with an error status. */
export function isNetworkNoise(text: string): boolean {
  return text.startsWith("Failed to load resource");
}

/** Whether a console message is an error the page itself reported. */
export function isPageError(message: { type(): string; text(): string }): boolean {
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

/**
 * The address Chromium names when bytes fail their integrity check ('Failed to find a valid digest
 * in the 'integrity' attribute for resource '…' …', 'Fetch API cannot load …. SRI's integrity checks
 * failed.'), or null for any other line.
 */
export function integrityFailureAddress(text: string): string | null {
  const match =
    /^Failed to find a valid digest in the 'integrity' attribute for resource '(.+?)' with computed/.exec(
      text,
    ) ?? /^Fetch API cannot load (\S+)\. SRI's integrity checks failed\.$/.exec(text);
  return match?.[1] ?? null;
}

/** Something seen of one address (a report, an error answer, a cancelled load), at a time in ms. */
export interface Seen {
  at: number;
  url: string;
}

/**
 * How far apart a report and what explains it (a cancellation, an error answer) may be seen: in
 * Firefox, 44 of 44 interception reports were within 4 ms of their cancellation, and every
 * integrity report of a cancelled load within 101 ms. Time matters: the chunk importer asks for
 * ?retry=1 again at each try, so an error answer to it must not explain a later report for the
 * same address.
 */
export const EXPLANATION_WINDOW_MS = 3_000;

/** Whether one of `events` concerns the report's address and was seen close to it. */
export function near(events: Seen[], report: Seen): boolean {
  return events.some(
    ({ at, url }) => url === report.url && Math.abs(at - report.at) <= EXPLANATION_WINDOW_MS,
  );
}
