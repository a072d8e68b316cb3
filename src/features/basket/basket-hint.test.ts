import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { writeEntryRecord } from "../../shared/lib/entry-record";
import { BASKET_HINT_SCRIPT } from "./basket-hint";
import { basketRecordOf } from "./basket-record";

/** Runs the hint as the browser runs the inline script in <head>: the built text, as a classic script. */
const runHint = () => new Function(BASKET_HINT_SCRIPT)();

function loadedAs(type: NavigationTimingType) {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

/** The markup the browser parses after the hint ran: the header's basket link and the checkout's views. */
function parseBody() {
  document.body.innerHTML = `
    <a href="/checkout" aria-label="Basket, 0 items"><span data-basket-count="">0</span></a>
    <div data-basket-view=""><p>Your basket is empty.</p></div>
    <p data-basket-view="">Subtotal (0 items): <strong>$0.00</strong></p>`;
}

/** What a mutation observer's callback does before the next frame: it has run once this resolves. */
const parsed = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, "");
  document.body.replaceChildren();
  delete window.bazaarRestoredLines;
  writeEntryRecord(
    "basket",
    basketRecordOf([
      { lineId: "line-1", id: "90829332" },
      { lineId: "line-2", id: "90829333" },
      { lineId: "line-3", id: "90829332" },
    ]),
  );
});
// The parse ends: the hint stops watching the markup.
afterEach(() => {
  document.dispatchEvent(new Event("DOMContentLoaded"));
  vi.restoreAllMocks();
});

describe("the basket hint script", () => {
  it("gives a page loaded again by Back its entry's lines, and shows their count as the header is parsed", async () => {
    loadedAs("back_forward");
    runHint();
    expect(window.bazaarRestoredLines?.map(({ lineId }) => lineId)).toEqual(["line-1", "line-2", "line-3"]);
    parseBody();
    await parsed();
    const link = document.querySelector("a");
    expect(link?.textContent).toBe("3");
    expect(link?.getAttribute("aria-label")).toBe("Basket, 3 items");
    // The lines and the subtotal it cannot draw are hidden until the app draws them.
    for (const view of document.querySelectorAll("[data-basket-view]"))
      expect(view.hasAttribute("data-basket-stale")).toBe(true);
  });

  it("shows the last markup restored when the parse ends before the observer is told of it", () => {
    loadedAs("back_forward");
    runHint();
    parseBody();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.querySelector("a")?.textContent).toBe("3");
    expect(document.querySelectorAll("[data-basket-stale]")).toHaveLength(2);
  });

  it("stops writing once the document is parsed", async () => {
    loadedAs("back_forward");
    runHint();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    parseBody();
    await parsed();
    expect(document.querySelector("a")?.textContent).toBe("0");
  });

  it("leaves a page the shopper reloaded, or opened anew, as it was prerendered, with no lines", async () => {
    for (const type of ["reload", "navigate"] as const) {
      vi.restoreAllMocks();
      loadedAs(type);
      runHint();
      expect(window.bazaarRestoredLines, type).toEqual([]);
      parseBody();
      await parsed();
      expect(document.querySelector("a")?.textContent).toBe("0");
      expect(document.querySelector("[data-basket-stale]")).toBeNull();
    }
  });

  it("leaves the page as it was prerendered when the record is bad", async () => {
    sessionStorage.clear();
    writeEntryRecord("basket", "{not a record");
    loadedAs("back_forward");
    runHint();
    expect(window.bazaarRestoredLines).toEqual([]);
    parseBody();
    await parsed();
    expect(document.querySelector("a")?.textContent).toBe("0");
  });

  it("never breaks the page when storage is blocked", () => {
    loadedAs("back_forward");
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    expect(runHint).not.toThrow();
    expect(window.bazaarRestoredLines).toEqual([]);
  });

  it("leaks no global but the lines it leaves the app", () => {
    loadedAs("back_forward");
    const before = new Set(Object.keys(window));
    runHint();
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual(["bazaarRestoredLines"]);
  });
});
