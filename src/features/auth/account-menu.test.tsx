import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSyncExternalStore } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { home, login } from "../../pages/all-pages";
import { AccountMenu } from "./account-menu";
import { LazyLoginPage } from "./lazy-login-page";
import type { User } from "./user";

// The user changes only when the test says, so sign-out can settle before the guest's menu shows:
// an order the auth session does not make today, and the menu must not depend on.
let user: User | null = { uid: "u1", email: "a@b.co" };
const listeners = new Set<() => void>();
const setUser = (next: User | null) => {
  user = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

vi.mock("./auth-context", () => ({
  useUser: () => useSyncExternalStore(subscribe, () => user),
  useProviderUnanswered: () => false,
  useAuthActions: () => ({ signOut: () => Promise.resolve() }),
}));

// The sign-in page: here at once, or on its way for good, as the test says.
let loginPageLoaded = false;
vi.mock("./lazy-login-page", () => {
  const never = new Promise<never>(() => {});
  function LoginPageStandIn(): React.ReactNode {
    if (!loginPageLoaded) throw never;
    return <h1>Sign in</h1>;
  }
  return { LazyLoginPage: Object.assign(LoginPageStandIn, { isLoaded: () => loginPageLoaded }) };
});

afterEach(() => {
  delete window.bazaarEarlyPresses;
});

/** The guest's menu on "/", with the sign-in page beside it, and every aria-busy change its link is given. */
function guestMenuRecordingBusy(): (string | null)[] {
  user = null;
  const busy: (string | null)[] = [];
  // The inline loader's wait, as the page has it: the element is busy until the wait ends.
  window.bazaarEarlyPresses = {
    held: [],
    stop: () => {},
    fail: () => {},
    dropped: () => {},
    wait: (element) => {
      element?.setAttribute("aria-busy", "true");
      busy.push("true");
      return () => {
        element?.removeAttribute("aria-busy");
        busy.push(null);
      };
    },
  };
  render(
    <MemoryRouter>
      <Routes>
        <Route path={home.path} element={<AccountMenu />} />
        <Route path={login.path} element={<LazyLoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return busy;
}

it("opens the sign-in page with no busy frame on its link when the page's code is here", async () => {
  loginPageLoaded = true;
  const busy = guestMenuRecordingBusy();
  await userEvent.click(screen.getByRole("link", { name: "Sign In" }));
  await screen.findByRole("heading", { name: "Sign in" });
  expect(busy).toEqual([]);
});

it("shows the Sign In link busy while the sign-in page's code is on its way", async () => {
  loginPageLoaded = false;
  const busy = guestMenuRecordingBusy();
  await userEvent.click(screen.getByRole("link", { name: "Sign In" }));
  await vi.waitFor(() => expect(busy).toEqual(["true"]));
  expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("aria-busy")).toBe("true");
});

it("gives the Sign In link the focus the Sign Out button took with it, when sign-out settles first", async () => {
  user = { uid: "u1", email: "a@b.co" };
  render(
    <MemoryRouter>
      <AccountMenu />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));
  act(() => setUser(null));
  expect(document.activeElement).toBe(screen.getByRole("link", { name: "Sign In" }));
});

it("greets a signed-in shopper the provider gives no e-mail as a customer", () => {
  user = { uid: "u2", email: null };
  render(
    <MemoryRouter>
      <AccountMenu />
    </MemoryRouter>,
  );
  screen.getByText("Hello customer");
  screen.getByRole("button", { name: "Sign Out" });
});
