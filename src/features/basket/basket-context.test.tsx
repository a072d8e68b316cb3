import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readEntryRecord } from "../../shared/lib/entry-record";
import { createStore } from "../../shared/lib/store";
import { LiveAnnouncer } from "../../shared/ui/live-announcer";
import { findProduct } from "../catalog";
import { BasketProvider, useBasket, useBasketActions } from "./basket-context";
import { linesOfRecord } from "./basket-record";
import { type Basket, basketReducer } from "./basket-reducer";

const KETTLE = findProduct("90829332");
const TELEVISION = findProduct("90829333");
if (!KETTLE || !TELEVISION) throw new Error("The catalogue has lost the kettle or the television.");

/** The basket's hooks inside its provider, which starts with `basket`, and a router. */
function renderBasket(basket: Basket) {
  const store = createStore(basketReducer, basket);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <LiveAnnouncer page="/">
        <BasketProvider store={store}>{children}</BasketProvider>
      </LiveAnnouncer>
    </MemoryRouter>
  );
  return renderHook(() => ({ actions: useBasketActions(), basket: useBasket(), navigate: useNavigate() }), {
    wrapper,
  });
}

/** The history entry's record of the basket: each line's id and product id. */
const recorded = () => linesOfRecord(readEntryRecord("basket")).map(({ lineId }) => lineId);

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, "");
});

it("names the provider a part that reads the basket must be inside", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  for (const hook of [useBasket, useBasketActions] as (() => unknown)[])
    expect(() => renderHook(hook)).toThrow("This component must be rendered inside <BasketProvider>.");
});

describe("the basket's record", () => {
  it("gives a restored basket's new lines ids that none of its lines has", () => {
    const { result } = renderBasket([
      { ...KETTLE, lineId: "line-9" },
      { ...KETTLE, lineId: "line-4" },
    ]);
    act(() => result.current.actions.add(KETTLE));
    expect(result.current.basket.map(({ lineId }) => lineId)).toEqual(["line-9", "line-4", "line-10"]);
  });

  it("is written as the basket changes, and for each history entry the shopper comes to", () => {
    const { result } = renderBasket([]);
    expect(recorded()).toEqual([]);
    act(() => result.current.actions.add(KETTLE));
    act(() => result.current.actions.add(KETTLE));
    expect(recorded()).toEqual(["line-1", "line-2"]);
    act(() => {
      result.current.actions.remove(KETTLE);
    });
    expect(recorded()).toEqual(["line-2"]);

    // A link to another page: its history entry, new and with no record, records the basket too.
    history.pushState({ key: "next" }, "");
    expect(readEntryRecord("basket")).toBeNull();
    act(() => result.current.navigate("/checkout"));
    expect(recorded()).toEqual(["line-2"]);
  });

  it("is written for the entry the page is on as it is hidden or goes", () => {
    const { result } = renderBasket([]);
    act(() => result.current.actions.add(KETTLE));
    // A link moved the tab to its entry before the page rendered it (Sign In's code still coming).
    history.pushState({ key: "sign-in" }, "");
    dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(recorded()).toEqual(["line-1"]);

    history.pushState({ key: "hidden" }, "");
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(recorded()).toEqual(["line-1"]);
  });
});

describe("a removal", () => {
  it("answers with the line that takes the removed one's place, for the checkout page to focus", () => {
    const { result } = renderBasket([
      { ...KETTLE, lineId: "line-1" },
      { ...TELEVISION, lineId: "line-2" },
    ]);
    let next: ReturnType<typeof result.current.actions.remove>;
    act(() => {
      next = result.current.actions.remove(KETTLE);
    });
    expect(next?.lineId, "the line after it").toBe("line-2");
    act(() => result.current.actions.add(KETTLE));
    act(() => {
      next = result.current.actions.remove(KETTLE);
    });
    expect(next?.lineId, "the line before it, when it was last").toBe("line-2");
    act(() => {
      next = result.current.actions.remove(TELEVISION);
    });
    expect(next, "none, when the basket is now empty").toBeNull();
  });

  it("of a product no line has changes nothing and answers undefined, so focus stays where it is", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { result } = renderBasket([{ ...KETTLE, lineId: "line-1" }]);
    let next: ReturnType<typeof result.current.actions.remove> = null;
    act(() => {
      next = result.current.actions.remove(TELEVISION);
    });
    expect(next).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      `Can't remove product (id: ${TELEVISION.id}) as it is not in the basket.`,
    );
    expect(result.current.basket.map(({ lineId }) => lineId)).toEqual(["line-1"]);
  });
});
