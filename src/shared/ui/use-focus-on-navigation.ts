import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The first page of a visit keeps the browser's own starting point; later pages do not. */
let landed = false;

/**
 * After a route change inside the app, focus moves to the new page's main region so keyboard
 * and screen-reader users start at the content, not wherever the old page left them.
 */
export function useFocusOnNavigation<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page
  useEffect(() => {
    if (!landed) {
      landed = true;
      return;
    }
    window.scrollTo(0, 0);
    // Without preventScroll, focusing a main taller than the window scrolls the header away again.
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);

  return ref;
}
