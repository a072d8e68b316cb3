import { createContext, type Dispatch, type ReactNode, useContext, useReducer } from "react";
import { initialStoreState, type StoreAction, type StoreState, storeReducer } from "./store-reducer";

type Store = readonly [StoreState, Dispatch<StoreAction>];

const StoreContext = createContext<Store | null>(null);

export function StoreProvider({
  children,
  initialState = initialStoreState,
}: {
  children: ReactNode;
  initialState?: StoreState;
}) {
  const store = useReducer(storeReducer, initialState);
  return <StoreContext value={store}>{children}</StoreContext>;
}

export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error("useStore() must be used inside <StoreProvider>.");
  return store;
}
