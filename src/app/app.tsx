import { Suspense, useEffect } from "react";
import { Route, Routes } from "react-router";
import { AuthProvider, LazyLoginPage, LOGIN_TITLE, type LoadAuthPort } from "../features/auth";
import { CHECKOUT_TITLE, CheckoutPage } from "../features/basket";
import { HomePage } from "../features/catalog";
import { StoreProvider } from "../shared/store/store-context";
import { LiveAnnouncer } from "../shared/ui/live-announcer";
import { pageTitle } from "../shared/ui/page-title";
import { ErrorBoundary } from "./error-boundary";
import { Layout } from "./layout";
import { NOT_FOUND_TITLE, NotFoundPage } from "./not-found-page";
import type { PageMeta } from "./page-head";
import { SkipLink } from "./skip-link";

/**
 * The pages the build prerenders, each to its own file with its own title and share card. Hosting
 * serves 404.html, with status 404, for every other address.
 */
export const PRERENDERED_PAGES = [
  {
    path: "/",
    file: "index.html",
    title: pageTitle(),
    description:
      "Bazaar: featured headphones, cameras, kitchen and outdoor gear at fair prices, with a basket that keeps up.",
  },
  {
    path: "/checkout",
    file: "checkout.html",
    title: pageTitle(CHECKOUT_TITLE),
    description: "Your Bazaar basket: every item you picked, its price, and the subtotal before checkout.",
  },
  {
    path: "/login",
    file: "login.html",
    title: pageTitle(LOGIN_TITLE),
    description: "Sign in to Bazaar with your e-mail and password, or create your Bazaar account.",
  },
  {
    path: "/404",
    file: "404.html",
    title: pageTitle(NOT_FOUND_TITLE),
    description: "This address is not on Bazaar. The home page has today's featured products.",
  },
] as const satisfies readonly PageMeta[];

/** The whole storefront under a router; the entries choose the router and the identity provider. */
export function App({ loadAuth, onReady }: { loadAuth: LoadAuthPort; onReady?: () => void }) {
  return (
    <StoreProvider>
      <AuthProvider load={loadAuth}>
        <LiveAnnouncer>
          <SkipLink />
          <ErrorBoundary>
            <Suspense fallback={<p className="app__loading">Loading…</p>}>
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
