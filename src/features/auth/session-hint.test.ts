import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_HINT_SCRIPT } from "./session-hint";
import { SESSION_ATTRIBUTE, SESSION_MARKER_KEY } from "./session-marker";

/** Runs the hint as the browser runs the inline script in <head>: the built text, as a classic script. */
function runHint(): void {
  new Function(SESSION_HINT_SCRIPT)();
}

// By the constant, which the app takes away (forgetShopper): the hint writes its name out, a few bytes less.
const mark = () => document.documentElement.dataset[SESSION_ATTRIBUTE];

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset[SESSION_ATTRIBUTE];
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

  it("keeps the page marked however long the provider takes: only the app takes the mark away", () => {
    vi.useFakeTimers();
    window.localStorage.setItem(SESSION_MARKER_KEY, "1");
    runHint();
    vi.advanceTimersByTime(10 * 60_000);
    expect(mark()).toBe("returning");
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

  it("leaks no global", () => {
    window.localStorage.setItem(SESSION_MARKER_KEY, "1");
    const before = new Set(Object.keys(window));
    runHint();
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual([]);
  });

  // Under mutation testing (stryker.vitest.config.ts) the text carries Stryker's instrumentation,
  // which is not what a page ships.
  it.skipIf(process.env.BAZAAR_MUTATION)("stays small, built from the marker's constants", () => {
    expect(SESSION_HINT_SCRIPT.length).toBeLessThan(300);
    // Built from session-marker.ts's constants, not a copy of them.
    expect(SESSION_HINT_SCRIPT).toContain(SESSION_MARKER_KEY);
    expect(SESSION_HINT_SCRIPT).not.toMatch(/firebase/i);
  });
});
