import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import { AuthProvider, type LoadAuthPort } from "../features/auth";
import { BasketProvider } from "../features/basket";
import { createStore, sliceOf } from "../shared/lib/store";
import { LiveAnnouncer } from "../shared/ui/live-announcer";
import { type AppState, appReducer, initialAppState } from "./app-state";

/** The one application state, with each feature given its own part; the app and the tests use it alike. */
export function AppProviders({
  loadAuth,
  initialState = initialAppState,
  children,
}: {
  loadAuth: LoadAuthPort;
  initialState?: AppState;
  children: ReactNode;
}) {
  const [stores] = useState(() => {
    const store = createStore(appReducer, initialState);
    return {
      basket: sliceOf(store, (state) => state.basket),
      session: sliceOf(store, (state) => state.session),
    };
  });
  const { pathname } = useLocation();
  return (
    <LiveAnnouncer page={pathname}>
      <AuthProvider load={loadAuth} store={stores.session}>
        <BasketProvider store={stores.basket}>{children}</BasketProvider>
      </AuthProvider>
    </LiveAnnouncer>
  );
}
