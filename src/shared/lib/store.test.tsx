import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createStore, type Store, sliceOf, useStoreState } from "./store";

type Action = { type: "add"; by: number } | { type: "keep" };
const reducer = (state: { count: number; other: string }, action: Action) =>
  action.type === "add" ? { ...state, count: state.count + action.by } : state;

function Summary({ store, onRender }: { store: Store<{ text: string }, never>; onRender: () => void }) {
  onRender();
  return <p>{useStoreState(store).text}</p>;
}

describe("createStore", () => {
  it("tells its listeners of a change, and the new state is readable at once", () => {
    const store = createStore(reducer, { count: 0, other: "x" });
    const listener = vi.fn(() => store.getState().count);
    store.subscribe(listener);
    store.dispatch({ type: "add", by: 2 });
    expect(store.getState().count).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveReturnedWith(2);
  });

  it("stays silent when an action changes nothing, and after an unsubscribe", () => {
    const store = createStore(reducer, { count: 0, other: "x" });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: "keep" });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    store.dispatch({ type: "add", by: 1 });
    expect(listener).not.toHaveBeenCalled();
  });

  it("gives a slice the same part object until that part changes", () => {
    const store = createStore(
      (state: { list: number[]; other: number }, action: "push" | "bump") =>
        action === "push" ? { ...state, list: [...state.list, 1] } : { ...state, other: state.other + 1 },
      { list: [], other: 0 },
    );
    const list = sliceOf(store, (state) => state.list);
    const before = list.getState();
    store.dispatch("bump");
    expect(list.getState()).toBe(before);
    store.dispatch("push");
    expect(list.getState()).toEqual([1]);
  });

  it("renders once per change even when its selector builds a new object each time", () => {
    const store = createStore(reducer, { count: 0, other: "x" });
    const summary = sliceOf(store, (state) => ({ text: `${state.count} (${state.other})` }));
    const renders = vi.fn();
    render(<Summary store={summary} onRender={renders} />);
    act(() => store.dispatch({ type: "add", by: 2 }));
    screen.getByText("2 (x)");
    expect(renders).toHaveBeenCalledTimes(2);
  });
});
