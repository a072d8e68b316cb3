import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A move to another page inside the app starts keyboard and screen-reader users at its main region.
 * The first page and Back/Forward (react-router's "POP") keep the browser's own place and scroll.
 */
export function useFocusOnNavigation<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Per mount, not per module, so StrictMode's second run of the effect sees the first's. A page
  // mounted by a PUSH (the sign-in page) answers its own arrival; one mounted by a POP waits.
  const handled = useRef(navigationType === "POP" ? pathname : null);

  // An effect, not a handler: the move comes from the router (links, navigate(), the history).
  useEffect(() => {
    if (handled.current === pathname) return;
    handled.current = pathname;
    if (navigationType === "POP") return;
    window.scrollTo(0, 0);
    // Without preventScroll, focusing a main taller than the window scrolls the header away again.
    ref.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  return ref;
}
