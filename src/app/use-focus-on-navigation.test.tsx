import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { Link, MemoryRouter, Outlet, Route, Routes, useNavigate } from "react-router";
import { beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { useFocusOnNavigation } from "./use-focus-on-navigation";

/**
 * A layout route, as `StoreLayout` (store-layout.tsx) and `BareLayout` (bare-layout.tsx) are: one
 * <main> kept over its pages.
 */
function Shell() {
  const mainRef = useFocusOnNavigation<HTMLElement>();
  const navigate = useNavigate();
  return (
    <>
      <nav>
        <Link to="/checkout">Basket</Link>
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      </nav>
      <main tabIndex={-1} ref={mainRef}>
        <Outlet />
      </main>
    </>
  );
}

/** A page with a <main> of its own, as the sign-in page: mounted by the navigation itself. */
function OwnMain() {
  const mainRef = useFocusOnNavigation<HTMLElement>();
  return (
    <main tabIndex={-1} ref={mainRef} aria-label="Sign in">
      <Link to="/">Home</Link>
    </main>
  );
}

function renderAt(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Shell />}>
            <Route index element={<p>Home page</p>} />
            <Route path="checkout" element={<p>Basket page</p>} />
          </Route>
          <Route path="login" element={<OwnMain />} />
        </Routes>
        <Link to="/login">Sign In</Link>
      </MemoryRouter>
    </StrictMode>,
  );
}

let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

describe("useFocusOnNavigation", () => {
  it("leaves the first page of a visit as the browser starts it, under StrictMode too", () => {
    renderAt("/");
    screen.getByText("Home page");
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("after a link to another page, scrolls to the top once and focuses main", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(screen.getByRole("link", { name: "Basket" }));
    screen.getByText("Basket page");
    expect(document.activeElement).toBe(screen.getByRole("main"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("focuses the main of a page the navigation mounts, such as the sign-in page", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(screen.getByRole("link", { name: "Sign In" }));
    expect(document.activeElement).toBe(screen.getByRole("main", { name: "Sign in" }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("on Back (a POP navigation) leaves the place to the browser's scroll restoration", async () => {
    const user = userEvent.setup();
    renderAt("/");
    await user.click(screen.getByRole("link", { name: "Basket" }));
    scrollTo.mockClear();
    const back = screen.getByRole("button", { name: "Back" });
    back.focus();
    await act(async () => back.click());
    screen.getByText("Home page");
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(back);
  });
});
