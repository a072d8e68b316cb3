import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { LEAVING_GRACE_MS, warnUnlessLeft } from "./warn-unless-left";

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("warns once the page has stayed a moment", () => {
  warnUnlessLeft("The sign-in service could not be loaded yet.");
  vi.advanceTimersByTime(LEAVING_GRACE_MS - 1);
  expect(warn).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(warn).toHaveBeenCalledExactlyOnceWith("The sign-in service could not be loaded yet.");
});

it("says nothing when the page is left meanwhile, as Firefox and WebKit cancel its loads", () => {
  warnUnlessLeft("The sign-in service could not be loaded yet.");
  window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
  vi.advanceTimersByTime(LEAVING_GRACE_MS);
  expect(warn).not.toHaveBeenCalled();
});

it("warns of a failure after the page was left and shown again", () => {
  window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
  warnUnlessLeft("The sign-in service could not be loaded yet.");
  vi.advanceTimersByTime(LEAVING_GRACE_MS);
  expect(warn).toHaveBeenCalledOnce();
});
