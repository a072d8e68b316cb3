import { Outlet } from "react-router";
import { useFocusOnNavigation } from "./use-focus-on-navigation";
import "./layout.css";

/** The pages without the header (the sign-in page): the main region alone, focused on arrival. */
export function BareLayout() {
  const mainRef = useFocusOnNavigation<HTMLElement>();
  return (
    <main id="main" className="layout__main" tabIndex={-1} ref={mainRef}>
      <Outlet />
    </main>
  );
}
