import { afterEach, describe, expect, it, vi } from "vitest";
import { watchConnection } from "./offline-notice";

const OFFLINE = "You are offline. The shop and your basket still work; signing in waits for the connection.";

/** The connection as the browser reports it, and the event it sends. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

/** The notice as a screen reader meets it: the page's polite live region. */
const notice = () => document.querySelector('[aria-live="polite"]');

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe("the offline notice", () => {
  it("is a polite live region in the page from the start, empty while online", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    watchConnection();
    expect(notice()).not.toBeNull();
    await new Promise(requestAnimationFrame);
    expect(notice()?.textContent).toBe("");
  });

  it("says what still works while offline, a frame after the page opens offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    watchConnection();
    expect(notice()?.textContent, "a live region's words come after it is in the page").toBe("");
    await new Promise(requestAnimationFrame);
    expect(notice()?.textContent).toBe(OFFLINE);
  });

  it("comes when the connection goes, and goes when it comes back", () => {
    watchConnection();
    goOnline(false);
    expect(notice()?.textContent).toBe(OFFLINE);
    expect(document.documentElement.style.getPropertyValue("--foot-notices-height")).toBe("0px");
    goOnline(true);
    expect(notice()?.textContent).toBe("");
    expect(document.documentElement.style.getPropertyValue("--foot-notices-height")).toBe("");
  });

  it("brings its own look, and fits the page to the foot once the look has loaded", () => {
    watchConnection();
    const sheet = document.head.querySelector<HTMLLinkElement>("link[rel='stylesheet']");
    expect(sheet).not.toBeNull();
    goOnline(false);
    const foot = notice()?.parentElement as HTMLElement;
    Object.defineProperty(foot, "offsetHeight", { configurable: true, value: 52 });
    sheet?.dispatchEvent(new Event("load"));
    expect(document.documentElement.style.getPropertyValue("--foot-notices-height")).toBe("52px");
  });
});
