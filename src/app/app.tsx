import { type ComponentType, Suspense, useEffect } from "react";
import { Route, Routes } from "react-router";
import type { LoadAuthPort } from "../features/auth";
import type { Basket } from "../features/basket";
import * as pages from "../pages/all-pages";
import type { Page } from "../pages/page";
import { PageTitle } from "../shared/ui/page-title";
import { AppProviders } from "./app-providers";
import { initialAppState } from "./app-state";
import { BareLayout } from "./bare-layout";
import { ErrorBoundary } from "./error-boundary";
import { PAGE_VIEWS } from "./page-views";
import { SkipLink } from "./skip-link";
import { StoreLayout } from "./store-layout";

type PageName = keyof typeof pages;

/** Each page of the list with its view: what it renders, and in which layout. */
const ROUTED = Object.entries<Page>(pages).map(([name, page]) => ({
  ...page,
  ...PAGE_VIEWS[name as PageName],
}));
// The build checks that exactly one page is the fallback (`fallbackOf` in pages/page.ts).
const FALLBACK = ROUTED.find((page) => page.fallback);

/**
 * The whole storefront under a router; the entries choose the router and the identity provider, and
 * the basket it starts with: a page the browser threw away starts with the one it had.
 */
export function App({
  loadAuth,
  onReady,
  basket = [],
}: {
  loadAuth: LoadAuthPort;
  onReady?: () => void;
  basket?: Basket;
}) {
  return (
    <AppProviders loadAuth={loadAuth} initialState={{ ...initialAppState, basket }}>
      <SkipLink />
      <ErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route element={<StoreLayout />}>
              {routesOf("store")}
              {FALLBACK && (
                <Route
                  path="*"
                  element={<PageView title={FALLBACK.title} component={FALLBACK.component} />}
                />
              )}
            </Route>
            <Route element={<BareLayout />}>{routesOf("bare")}</Route>
          </Routes>
          {onReady && <ReadySignal onReady={onReady} />}
        </Suspense>
      </ErrorBoundary>
    </AppProviders>
  );
}

/** A route for each page of the list in `layout`, at its own address. */
function routesOf(layout: "store" | "bare") {
  return ROUTED.filter((page) => page.layout === layout).map(({ path, title, component }) => (
    <Route key={path} path={path} caseSensitive element={<PageView title={title} component={component} />} />
  ));
}

/** The page with its title, which React changes in the same commit as what is on screen. */
function PageView({ title, component: Component }: { title: string; component: ComponentType }) {
  return (
    <>
      <PageTitle title={title} />
      <Component />
    </>
  );
}

/** Inside the routes' Suspense boundary, so it fires once the page (a lazy one too) is hydrated. */
function ReadySignal({ onReady }: { onReady: () => void }) {
  // An effect: hydration ends with a commit, not with a press.
  useEffect(() => onReady(), [onReady]);
  return null;
}
