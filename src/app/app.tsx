import { Suspense, useEffect } from "react";
import { Route, Routes } from "react-router";
import { AuthProvider, LazyLoginPage, type LoadAuthPort } from "../features/auth";
import { CheckoutPage } from "../features/basket";
import { HomePage } from "../features/catalog";
import { StoreProvider } from "../shared/store/store-context";
import { LiveAnnouncer } from "../shared/ui/live-announcer";
import { ErrorBoundary } from "./error-boundary";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";
import { SkipLink } from "./skip-link";

/** The whole storefront under a router; the entries choose the router and the identity provider. */
export function App({ loadAuth, onReady }: { loadAuth: LoadAuthPort; onReady?: () => void }) {
  return (
    <StoreProvider>
      <AuthProvider load={loadAuth}>
        <LiveAnnouncer>
          <SkipLink />
          <ErrorBoundary>
            <Suspense fallback={<p>Loading…</p>}>
              <Routes>
                <Route element={<Layout />}>
                  <Route index element={<HomePage />} />
                  <Route path="checkout" caseSensitive element={<CheckoutPage />} />
                  <Route path="*" element={<NotFoundPage />} />
                </Route>
                <Route path="login" caseSensitive element={<LazyLoginPage />} />
              </Routes>
              {onReady && <ReadySignal onReady={onReady} />}
            </Suspense>
          </ErrorBoundary>
        </LiveAnnouncer>
      </AuthProvider>
    </StoreProvider>
  );
}

/** Inside the routes' Suspense boundary, so it fires once the page (a lazy one too) is hydrated. */
function ReadySignal({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
