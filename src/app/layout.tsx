import { Header } from "./header";
import { HeaderPages } from "./header-pages";
import { useFocusOnNavigation } from "./use-focus-on-navigation";
import "./layout.css";

// Made once: a move to another page re-renders only what in the header reads the address.
const header = <Header />;

/** The pages with the header: home, checkout and not-found. */
export function Layout() {
  const mainRef = useFocusOnNavigation<HTMLElement>();
  return (
    <>
      {header}
      <main id="main" className="layout__main" tabIndex={-1} ref={mainRef}>
        <HeaderPages />
      </main>
    </>
  );
}
