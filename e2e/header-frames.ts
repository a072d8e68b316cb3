/**
 * What the header's account area shows at every animation frame, from the first frame of the
 * document, and a mid-range phone's speed (4× CPU slowdown, 150 ms round trips) to load it at.
 */
import type { Page } from "@playwright/test";

export interface HeaderFrame {
  /** The 'Hello …' line the shopper can see in the header, or null when none is visible. */
  greeting: string | null;
  /** Whether a visible 'Sign In' control is in the header. */
  signIn: boolean;
  /** Whether a visible 'Sign Out' control is in the header. */
  signOut: boolean;
}

type SamplerWindow = Window & { __headerFrames?: HeaderFrame[]; __stopHeaderFrames?: boolean };

/**
 * From the next navigation on, records one HeaderFrame per animation frame, from the first frame in
 * which the whole header has been parsed (on a slow network the browser may paint half a header).
 */
export async function sampleHeaderFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: HeaderFrame[] = [];
    const win = window as SamplerWindow;
    win.__headerFrames = frames;
    const visibleControl = (header: HTMLElement, name: string) =>
      [...header.querySelectorAll<HTMLElement>("a, button")].some(
        (control) =>
          control.textContent?.trim() === name &&
          control.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      );
    const sample = () => {
      const header = document.querySelector("header");
      if (header && (header.nextElementSibling || document.readyState !== "loading")) {
        // innerText holds only rendered, visible text: what is painted in this frame.
        const greeting = header.innerText.split("\n").find((line) => line.trim().startsWith("Hello"));
        frames.push({
          greeting: greeting?.trim() ?? null,
          signIn: visibleControl(header, "Sign In"),
          signOut: visibleControl(header, "Sign Out"),
        });
      }
      if (!win.__stopHeaderFrames) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** Stops sampling and returns every frame recorded since the page's document started. */
export function collectHeaderFrames(page: Page): Promise<HeaderFrame[]> {
  return page.evaluate(() => {
    const win = window as SamplerWindow;
    win.__stopHeaderFrames = true;
    return win.__headerFrames ?? [];
  });
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
