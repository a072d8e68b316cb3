import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageWasThrownAway, reloadKeepingPage } from "./page-thrown-away";

/** This load as Navigation Timing tells it. */
function loadedAs(type: NavigationTimingType) {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

function discarded(wasDiscarded: boolean) {
  Object.defineProperty(document, "wasDiscarded", { value: wasDiscarded, configurable: true });
}

beforeEach(() => history.replaceState(null, ""));
afterEach(() => {
  Reflect.deleteProperty(document, "wasDiscarded");
  vi.restoreAllMocks();
});

describe("whether the browser or the shop threw the page away", () => {
  it("is so for Back or Forward to a page that the back/forward cache did not keep", () => {
    loadedAs("back_forward");
    expect(pageWasThrownAway()).toBe(true);
  });

  it("is so for a discarded tab loaded again", () => {
    loadedAs("navigate");
    discarded(true);
    expect(pageWasThrownAway()).toBe(true);
  });

  it("is not so for a reload the shopper made, a typed address, a link or a new tab", () => {
    for (const type of ["reload", "navigate"] as const) {
      loadedAs(type);
      expect(pageWasThrownAway(), type).toBe(false);
    }
    discarded(false);
    expect(pageWasThrownAway()).toBe(false);
  });

  it("is so once for the reload the shop's own Reload starts, keeping the router's state", () => {
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    history.replaceState({ idx: 2, key: "k" }, "");
    reloadKeepingPage();
    expect(reload).toHaveBeenCalledOnce();

    loadedAs("reload");
    expect(pageWasThrownAway()).toBe(true);
    expect(history.state).toMatchObject({ idx: 2, key: "k" });
    // A reload the shopper makes later on the same page starts afresh.
    expect(pageWasThrownAway()).toBe(false);
  });

  it("leaves a page's history state as it is when the shop did not mark it", () => {
    loadedAs("navigate");
    expect(pageWasThrownAway()).toBe(false);
    expect(history.state).toBeNull();
  });

  it("is not so for a new page whose history state happens to carry the shop's mark", () => {
    history.replaceState({ bazaarShopReload: true }, "");
    loadedAs("navigate");
    expect(pageWasThrownAway()).toBe(false);
  });

  it("is not so where the browser tells nothing of the load", () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
    expect(pageWasThrownAway()).toBe(false);
  });
});
