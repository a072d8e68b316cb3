import { Activity } from "react";
import { matchPath, useLocation } from "react-router";
import { CheckoutPage } from "../features/basket";
import { HomePage } from "../features/catalog";
import { ErrorBoundary } from "./error-boundary";
import { NotFoundPage } from "./not-found-page";

/** The pages kept rendered, each with the address that shows it, matched as React Router matches. */
const KEPT_PAGES = [
  { path: "/", caseSensitive: false, element: <HomePage /> },
  { path: "/checkout", caseSensitive: true, element: <CheckoutPage /> },
];

/**
 * Home and checkout, the two pages a shopper goes back and forth between, are always rendered:
 * the one not at the address is hidden in an Activity boundary, kept current and its state kept,
 * so a move to it only shows it, rather than render one page and take the other down inside the
 * press. Any other address is the not-found page.
 *
 * Each page has its own error boundary. A kept page that failed stays failed, hidden or shown,
 * until its message's link reloads the app: retrying it with every change of the basket would
 * log one fault over and over. The not-found page starts afresh at each address.
 */
export function HeaderPages() {
  const { pathname } = useLocation();
  const shown = KEPT_PAGES.find(({ path, caseSensitive }) => matchPath({ path, caseSensitive }, pathname));
  return (
    <>
      {KEPT_PAGES.map((page) => (
        <Activity key={page.path} mode={page === shown ? "visible" : "hidden"}>
          <ErrorBoundary>{page.element}</ErrorBoundary>
        </Activity>
      ))}
      {shown === undefined && (
        <ErrorBoundary key={pathname}>
          <NotFoundPage />
        </ErrorBoundary>
      )}
    </>
  );
}
