import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_HINT_SCRIPT } from "./session-hint";
import { SESSION_HINT_TIMEOUT_MS, SESSION_MARKER_KEY } from "./session-marker";

/** Runs the hint as the browser runs the inline script in <head>: the built text, as a classic script. */
function runHint(): void {
  new Function(SESSION_HINT_SCRIPT)();
}

const mark = () => document.documentElement.dataset.session;

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.session;
});
afterEach(() => vi.useRealTimers());

describe("the session hint script", () => {
  it("marks a returning shopper's page before the app loads", () => {
    window.localStorage.setItem(SESSION_MARKER_KEY, "1");
    runHint();
    expect(mark()).toBe("returning");
  });

  it("leaves a guest's page (no marker, or any other value) unmarked", () => {
    runHint();
    expect(mark()).toBeUndefined();
    window.localStorage.setItem(SESSION_MARKER_KEY, "true");
    runHint();
    expect(mark()).toBeUndefined();
  });

  it("gives way to the guest's header after a few seconds if nothing else did", () => {
    vi.useFakeTimers();
    window.localStorage.setItem(SESSION_MARKER_KEY, "1");
    runHint();
    vi.advanceTimersByTime(SESSION_HINT_TIMEOUT_MS - 1);
    expect(mark()).toBe("returning");
    vi.advanceTimersByTime(1);
    expect(mark()).toBeUndefined();
    expect(window.localStorage.getItem(SESSION_MARKER_KEY)).toBe("1");
  });

  it("never breaks the page when storage is blocked", () => {
    window.localStorage.setItem(SESSION_MARKER_KEY, "1");
    vi.spyOn(window.localStorage, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(runHint).not.toThrow();
    expect(mark()).toBeUndefined();
  });

  it("never breaks the page when reading localStorage itself throws, as with cookies blocked", () => {
    window.localStorage.setItem(SESSION_MARKER_KEY, "1");
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    expect(runHint).not.toThrow();
    expect(mark()).toBeUndefined();
  });

  it("leaks no global and stays small", () => {
    window.localStorage.setItem(SESSION_MARKER_KEY, "1");
    const before = new Set(Object.keys(window));
    runHint();
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual([]);
    expect(SESSION_HINT_SCRIPT.length).toBeLessThan(300);
    // Built from session-marker.ts's constants, not a copy of them.
    expect(SESSION_HINT_SCRIPT).toContain(SESSION_MARKER_KEY);
    expect(SESSION_HINT_SCRIPT).not.toMatch(/firebase/i);
  });
});
