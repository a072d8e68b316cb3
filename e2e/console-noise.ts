// The one console-noise filter: Chromium's own 'Failed to load resource' line for each error answer
// is the network's word, not the page's; and its integrity report of an error answer's body is set
// aside only beside an error answer to that address (integrityFailureAddress and near).
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

/** The address Chromium names when bytes fail their integrity check, or null for any other line. */
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
 * How far apart a report and what explains it may be seen (in Firefox, within 101 ms). Not more: an
 * error answer to one try of ?retry=1 must not explain a later try's report.
 */
export const EXPLANATION_WINDOW_MS = 3_000;

/** Whether one of `events` concerns the report's address and was seen close to it. */
export function near(events: Seen[], report: Seen): boolean {
  return events.some(
    ({ at, url }) => url === report.url && Math.abs(at - report.at) <= EXPLANATION_WINDOW_MS,
  );
}
