import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "./error-boundary";
import { Header } from "./header";
import { useFocusOnNavigation } from "./use-focus-on-navigation";
import "./layout.css";

/** The store's layout, with its header: home, checkout and not-found. */
export function StoreLayout() {
  const mainRef = useFocusOnNavigation<HTMLElement>();
  const { pathname } = useLocation();
  return (
    <>
      <Header />
      <main id="main" className="layout__main" tabIndex={-1} ref={mainRef}>
        {/* Keyed by path so that leaving a broken page gives the next one a fresh start. */}
        <ErrorBoundary key={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
    </>
  );
}
