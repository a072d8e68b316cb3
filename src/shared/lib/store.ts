import { useSyncExternalStore } from "react";

/** State changed only by actions, readable outside React: a handler reads what its own action made. */
export interface Store<State, Action> {
  getState(): State;
  dispatch(action: Action): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<State, Action>(
  reducer: (state: State, action: Action) => State,
  initialState: State,
): Store<State, Action> {
  let state = initialState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * One part of a store's state, with the actions that may change it: what a feature is given. The
 * part is selected once per state, so its reader gets the same object until the store changes,
 * as useSyncExternalStore requires, even from a selector that builds a new object each time.
 */
export function sliceOf<State, Action, Part>(
  store: Store<State, Action>,
  select: (state: State) => Part,
): Store<Part, Action> {
  let state = store.getState();
  let part = select(state);
  return {
    ...store,
    getState() {
      if (store.getState() !== state) {
        state = store.getState();
        part = select(state);
      }
      return part;
    },
  };
}

/** The store's state, re-rendering the caller only when it changes. */
export function useStoreState<State>(store: Store<State, never>): State {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
