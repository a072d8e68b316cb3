/**
 * A polite live region: a screen reader says its text each time it changes, once the reader has
 * had a chance to see the region (so the region is on the page before its first message). The
 * page's announcer (live-announcer.tsx) speaks through these two, and the offline notice is one.
 */
export const LIVE_REGION = { "aria-live": "polite", "aria-atomic": "true" } as const;

/** Replaces what `region` says with `message`; the same message again is left as it is. */
export function say(region: HTMLElement | null, message: string): void {
  if (region && region.textContent !== message) region.textContent = message;
}
