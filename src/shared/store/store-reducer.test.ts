import { afterEach, describe, expect, it, vi } from "vitest";
import type { BasketItem } from "../types/product";
import { initialStoreState, type StoreAction, type StoreState, storeReducer } from "./store-reducer";

function item(id: string, lineId: string, price = 10): BasketItem {
  return { id, lineId, title: `Product ${id}`, image: `/${id}.svg`, price, rating: 3 };
}

describe("storeReducer", () => {
  afterEach(() => vi.restoreAllMocks());

  it("starts with an empty basket and no user", () => {
    expect(initialStoreState).toEqual({ basket: [], user: null });
  });

  it("appends added items, duplicates included", () => {
    let state: StoreState = initialStoreState;
    state = storeReducer(state, { type: "add-to-basket", item: item("a", "1") });
    state = storeReducer(state, { type: "add-to-basket", item: item("a", "2") });
    state = storeReducer(state, { type: "add-to-basket", item: item("b", "3") });
    expect(state.basket.map((line) => line.lineId)).toEqual(["1", "2", "3"]);
  });

  it("removes only the first item with the id", () => {
    const state: StoreState = { user: null, basket: [item("b", "0"), item("a", "1"), item("a", "2")] };
    const next = storeReducer(state, { type: "remove-from-basket", id: "a" });
    expect(next.basket.map((line) => line.lineId)).toEqual(["0", "2"]);
    expect(state.basket).toHaveLength(3);
  });

  it("warns and keeps the same state when the id is not in the basket", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const state: StoreState = { user: null, basket: [item("a", "1")] };
    expect(storeReducer(state, { type: "remove-from-basket", id: "zzz" })).toBe(state);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("zzz");
  });

  it("sets and clears the user without touching the basket", () => {
    const state: StoreState = { user: null, basket: [item("a", "1")] };
    const signedIn = storeReducer(state, { type: "set-user", user: { uid: "u1", email: "a@b.co" } });
    expect(signedIn.user).toEqual({ uid: "u1", email: "a@b.co" });
    expect(signedIn.basket).toBe(state.basket);
    expect(storeReducer(signedIn, { type: "set-user", user: null }).user).toBeNull();
  });

  it("returns the same state for an unknown action", () => {
    const state: StoreState = { user: null, basket: [item("a", "1")] };
    const unknown = { type: "empty-basket" } as unknown as StoreAction;
    expect(storeReducer(state, unknown)).toBe(state);
  });
});
