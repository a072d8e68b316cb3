// The one header sampler: what the header's account area shows at every animation frame from the
// document's first, for the Chromium specs and the journeys' drivers; and a phone's speed, in Chromium.
import type { Page } from "@playwright/test";

export interface HeaderFrame {
  /** The 'Hello …' line the shopper can see in the header, or null when none is visible. */
  greeting: string | null;
  /** Whether a visible 'Sign In' control is in the header. */
  signIn: boolean;
  /** Whether a visible 'Sign Out' control is in the header. */
  signOut: boolean;
}

/** In the page (self-contained): what the header shows now, or null until it is wholly parsed. */
export function sampleHeader(): HeaderFrame | null {
  const header = document.querySelector("header");
  if (!header || (!header.nextElementSibling && document.readyState === "loading")) return null;
  const visibleControl = (name: string) =>
    [...header.querySelectorAll<HTMLElement>("a, button")].some(
      (control) =>
        control.textContent?.trim() === name &&
        control.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
    );
  // innerText holds only rendered, visible text: what is painted.
  const greeting = header.innerText.split("\n").find((line) => line.trim().startsWith("Hello"));
  return {
    greeting: greeting?.trim() ?? null,
    signIn: visibleControl("Sign In"),
    signOut: visibleControl("Sign Out"),
  };
}

/** An init script: one HeaderFrame per animation frame in `window.__headerFrames`, until READ_FRAMES(true). */
export const FRAME_SAMPLER = `(() => {
  const sample = ${sampleHeader.toString()};
  const frames = (window.__headerFrames = []);
  const tick = () => {
    const frame = sample();
    if (frame) frames.push(frame);
    if (!window.__stopHeaderFrames) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/** In-page expression: the frames recorded so far in this document (with `stop`, sampling stops first). */
export const READ_FRAMES = (stop: boolean) =>
  `(() => { if (${stop}) window.__stopHeaderFrames = true; return window.__headerFrames; })()`;

/**
 * Reads the frames sampled so far, stopping the sampler once `done` holds for the latest. Throws if
 * none has by the deadline: a header that never reaches the state awaited is a failure in itself.
 */
export async function framesUntil(
  read: (stop: boolean) => Promise<HeaderFrame[] | undefined>,
  done: (frame: HeaderFrame) => boolean,
  timeoutMs: number,
): Promise<HeaderFrame[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const frames = (await read(false)) ?? [];
    const last = frames.at(-1);
    if (last && done(last)) return (await read(true)) ?? frames;
    if (Date.now() > deadline) {
      throw new Error(
        `No header frame in ${timeoutMs} ms was the one awaited (last: ${JSON.stringify(last)}).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** From the next navigation on, samples the page's header at every animation frame. */
export async function sampleHeaderFrames(page: Page): Promise<void> {
  await page.addInitScript(FRAME_SAMPLER);
}

/**
 * Every frame recorded since the page's document started, once the latest satisfies `until`, and
 * sampling stops; it throws if none has when the time is up. It waits for the sampled frame, never for the DOM: a locator
 * sees a change as soon as it is made, before the next animation frame samples it, and a read
 * then stops the sampler a frame short of the one the test is about.
 */
export async function collectHeaderFrames(
  page: Page,
  until: (frame: HeaderFrame) => boolean,
  timeoutMs: number,
): Promise<HeaderFrame[]> {
  const read = (stop: boolean) => page.evaluate(READ_FRAMES(stop)) as Promise<HeaderFrame[] | undefined>;
  return framesUntil(read, until, timeoutMs);
}

/** A mid-range phone on a mobile network: 4× slower CPU and 150 ms round trips, for this page. */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** The frames up to (not including) the first one that shows the e-mail, and that frame's index. */
export function framesBefore(frames: HeaderFrame[], email: string) {
  const shown = frames.findIndex((frame) => frame.greeting === `Hello ${email}`);
  const before = shown === -1 ? frames : frames.slice(0, shown);
  return {
    shownAt: shown,
    before,
    guestFrames: before.filter((frame) => frame.greeting?.includes("Guest") || frame.signIn).length,
  };
}
