import { type ReactNode, useState } from "react";
import { useLocation } from "react-router";
import { AuthProvider, type LoadAuthPort } from "../features/auth";
import { BasketProvider } from "../features/basket";
import * as pages from "../pages/all-pages";
import { pagePaths } from "../pages/page";
import { createStore, sliceOf } from "../shared/lib/store";
import { LiveAnnouncer } from "../shared/ui/live-announcer";
import { PagePathsProvider } from "../shared/ui/page-link";
import { type AppState, appReducer, initialAppState } from "./app-state";

const PAGE_PATHS = pagePaths(pages);

/** Gives the links below it the storefront's pages' addresses (shared/ui/page-link.tsx). */
export function StorePagePaths({ children }: { children: ReactNode }) {
  return <PagePathsProvider paths={PAGE_PATHS}>{children}</PagePathsProvider>;
}

/** The one application state, with each feature given its own part, and the pages' addresses for
 * the links; the app and the tests use it alike. */
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
      user: sliceOf(store, (state) => state.user),
    };
  });
  const { pathname } = useLocation();
  return (
    <StorePagePaths>
      <LiveAnnouncer page={pathname}>
        <AuthProvider load={loadAuth} store={stores.user}>
          <BasketProvider store={stores.basket}>{children}</BasketProvider>
        </AuthProvider>
      </LiveAnnouncer>
    </StorePagePaths>
  );
}
