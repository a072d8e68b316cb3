import { Activity, useState } from "react";
import { matchPath, useLocation } from "react-router";
import { CheckoutPage } from "../features/basket";
import { HomePage } from "../features/catalog";
import { ErrorBoundary } from "./error-boundary";
import { NotFoundPage } from "./not-found-page";

/**
 * The pages kept rendered, each with the address that shows it, matched as React Router matches.
 * `ahead`: rendered before its first visit too. The checkout is: it grows a line at a time as the
 * basket does. The home page, its banner and twelve cards, is not: rendering it ahead would put a
 * long task into the checkout's first load.
 */
const KEPT_PAGES = [
  { path: "/", caseSensitive: false, ahead: false, element: <HomePage /> },
  { path: "/checkout", caseSensitive: true, ahead: true, element: <CheckoutPage /> },
];
const AHEAD = KEPT_PAGES.filter((page) => page.ahead).map((page) => page.path);

/**
 * Home and checkout, the two pages a shopper goes back and forth between, stay rendered once
 * shown (the checkout from the start): the one not at the address is hidden in an Activity
 * boundary, kept current and its state kept, so a move to it only shows it, rather than render
 * one page and take the other down inside the press. Any other address is the not-found page.
 *
 * Each page has its own error boundary. A kept page that failed stays failed, hidden or shown,
 * until its message's link reloads the app: retrying it with every change of the basket would
 * log one fault over and over. The not-found page starts afresh at each address.
 */
export function HeaderPages() {
  const { pathname } = useLocation();
  const shown = KEPT_PAGES.find(({ path, caseSensitive }) => matchPath({ path, caseSensitive }, pathname));
  const [rendered, setRendered] = useState<ReadonlySet<string>>(() => new Set(AHEAD));
  // Noted during the render that first shows a page, as React advises for state that follows a value.
  if (shown && !rendered.has(shown.path)) setRendered(new Set(rendered).add(shown.path));
  return (
    <>
      {KEPT_PAGES.map(
        (page) =>
          (page === shown || rendered.has(page.path)) && (
            <Activity key={page.path} mode={page === shown ? "visible" : "hidden"}>
              <ErrorBoundary>{page.element}</ErrorBoundary>
            </Activity>
          ),
      )}
      {shown === undefined && (
        <ErrorBoundary key={pathname}>
          <NotFoundPage />
        </ErrorBoundary>
      )}
    </>
  );
}
