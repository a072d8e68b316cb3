import { Suspense, useEffect } from "react";
import { Route, Routes } from "react-router";
import type { LoadAuthPort } from "../features/auth";
import * as pages from "../pages/all-pages";
import { fallbackPage, type Page } from "../pages/page";
import { PageTitle } from "../shared/ui/page-title";
import { AppProviders } from "./app-providers";
import { BareLayout } from "./bare-layout";
import { ErrorBoundary } from "./error-boundary";
import { Layout } from "./layout";
import { SkipLink } from "./skip-link";

const fallback = fallbackPage<Page>(pages);

/** The whole storefront under a router; the entries choose the router and the identity provider. */
export function App({ loadAuth, onReady }: { loadAuth: LoadAuthPort; onReady?: () => void }) {
  return (
    <AppProviders loadAuth={loadAuth}>
      <SkipLink />
      <ErrorBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            <Route element={<Layout />}>
              {routesOf("store")}
              <Route path="*" element={<PageView page={fallback} />} />
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
function routesOf(layout: Page["layout"]) {
  return Object.values<Page>(pages)
    .filter((page) => page.layout === layout)
    .map((page) => (
      <Route key={page.path} path={page.path} caseSensitive element={<PageView page={page} />} />
    ));
}

/** The page with its title, which React changes in the same commit as what is on screen. */
function PageView({ page: { title, component: Component } }: { page: Page }) {
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
