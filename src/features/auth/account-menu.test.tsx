import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FunctionComponent, Suspense, useSyncExternalStore } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { lazyWithRecovery } from "../../code-loading/lazy-with-recovery";
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
  useSession: () => ({ status: "answered", user: useSyncExternalStore(subscribe, () => user) }),
  useAuthActions: () => ({ signOut: () => Promise.resolve() }),
}));

// The sign-in page, loaded on demand as the app loads it; each test gives it its own code.
const loginPage = vi.hoisted(() => ({ current: null as OnDemandLoginPage | null }));
type OnDemandLoginPage = ReturnType<typeof lazyWithRecovery>;
vi.mock("./lazy-login-page", () => {
  const page = () => loginPage.current as OnDemandLoginPage;
  function LoginPageNow(): React.ReactNode {
    const Page = page();
    return <Page />;
  }
  return {
    LazyLoginPage: Object.assign(LoginPageNow, {
      isLoaded: () => page().isLoaded(),
      load: () => page().load(),
    }),
  };
});

const SignInPage = () => <h1>Sign in</h1>;
const Unavailable = () => <p role="alert">The sign-in page could not be loaded.</p>;

/** The sign-in page's code, on its way until the test gives it or fails it. */
function loginPageOnItsWay() {
  const code = Promise.withResolvers<FunctionComponent>();
  loginPage.current = lazyWithRecovery(() => code.promise, Unavailable);
  return code;
}

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
  // As the app has them: a router that makes no transitions of its own (main.tsx), and a
  // fallback that would take the page's place (app.tsx).
  render(
    <MemoryRouter useTransitions={false}>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route path={home.path} element={<AccountMenu />} />
          <Route path={login.path} element={<LazyLoginPage />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
  return busy;
}

it("opens the sign-in page with no busy frame on its link when the page's code is here", async () => {
  loginPageOnItsWay().resolve(SignInPage);
  await loginPage.current?.load();
  const busy = guestMenuRecordingBusy();
  await userEvent.click(screen.getByRole("link", { name: "Sign In" }));
  await screen.findByRole("heading", { name: "Sign in" });
  expect(busy).toEqual([]);
});

it("keeps the Sign In link busy, on its page, until the sign-in page's code has come", async () => {
  const code = loginPageOnItsWay();
  const busy = guestMenuRecordingBusy();
  await userEvent.click(screen.getByRole("link", { name: "Sign In" }));
  expect(busy).toEqual(["true"]);
  expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("aria-busy")).toBe("true");
  code.resolve(SignInPage);
  await screen.findByRole("heading", { name: "Sign in" });
  expect(busy).toEqual(["true", null]);
});

it("ends the Sign In link's busy look when the sign-in page's code fails, and says so in the page's place", async () => {
  const code = loginPageOnItsWay();
  const busy = guestMenuRecordingBusy();
  await userEvent.click(screen.getByRole("link", { name: "Sign In" }));
  code.reject(new Error("offline"));
  await screen.findByRole("alert");
  expect(busy).toEqual(["true", null]);
});

it("shows nothing busy for a Sign In press that opens another tab", async () => {
  loginPageOnItsWay();
  const busy = guestMenuRecordingBusy();
  const link = screen.getByRole("link", { name: "Sign In" });
  // The router lets a press with Control through to the browser, which would open the page in
  // another tab; happy-dom would navigate this one instead, so the test stops it once the app has seen it.
  const stopNavigation = (event: Event) => event.preventDefault();
  window.addEventListener("click", stopNavigation);
  const shopper = userEvent.setup();
  await shopper.keyboard("{Control>}");
  await shopper.click(link);
  await shopper.keyboard("{/Control}");
  window.removeEventListener("click", stopNavigation);
  expect(busy).toEqual([]);
  expect(link.getAttribute("aria-busy")).toBeNull();
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
