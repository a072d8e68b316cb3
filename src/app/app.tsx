import { Suspense, useEffect } from "react";
import { Route, Routes } from "react-router";
import { LazyLoginPage, type LoadAuthPort } from "../features/auth";
import { CheckoutPage } from "../features/basket";
import { HomePage } from "../features/catalog";
import { PAGES } from "../site-map/pages";
import { AppProviders } from "./app-providers";
import { BareLayout } from "./bare-layout";
import { ErrorBoundary } from "./error-boundary";
import { Layout } from "./layout";
import { NotFoundPage } from "./not-found-page";
import { SkipLink } from "./skip-link";

/** The whole storefront under a router; the entries choose the router and the identity provider. */
export function App({ loadAuth, onReady }: { loadAuth: LoadAuthPort; onReady?: () => void }) {
  return (
    <AppProviders loadAuth={loadAuth}>
      <SkipLink />
      <ErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<HomePage />} />
              <Route path={PAGES.checkout.path} caseSensitive element={<CheckoutPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            <Route element={<BareLayout />}>
              <Route path={PAGES.login.path} caseSensitive element={<LazyLoginPage />} />
            </Route>
          </Routes>
          {onReady && <ReadySignal onReady={onReady} />}
        </Suspense>
      </ErrorBoundary>
    </AppProviders>
  );
}

/** Inside the routes' Suspense boundary, so it fires once the page (a lazy one too) is hydrated. */
function ReadySignal({ onReady }: { onReady: () => void }) {
  // An effect: hydration ends with a commit, not with a press.
  useEffect(() => onReady(), [onReady]);
  return null;
}
