import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LoadAuthPort } from "../features/auth";
import type { BasketLine } from "../features/basket";
import { FakeAuth, withAnswers } from "../test/fake-auth";
import { renderWithProviders } from "../test/render-app";
import { spyOnAlert } from "../test/spy-on-alert";
import { initialAppState } from "./app-state";
import { Header } from "./header";

const DEPARTMENTS = [
  "All",
  "Prime Video",
  "Business",
  "Today's Deals",
  "Best Sellers",
  "Kindle",
  "Customer Service",
  "Books",
  "Music",
];

function signedInAuth() {
  return new FakeAuth({ accounts: { "a@b.co": "secret1" }, signedInAs: "a@b.co" });
}

function line(lineId: string): BasketLine {
  return { id: "p1", lineId, title: "Kettle", image: "/kettle.svg", price: 59.99, rating: 3 };
}

describe("Header", () => {
  it("greets a guest and offers a Sign In link to /login", async () => {
    const auth = new FakeAuth();
    renderWithProviders(<Header />, { auth });
    // The provider has spoken (nobody signed in) and the guest greeting stays.
    await waitFor(() => expect(auth.subscriberCount).toBe(1));
    screen.getByText("Hello Guest");
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("button", { name: "Sign Out" })).toBeNull();
  });

  it("shows the logo link home, the static labels, the search box and an empty basket", () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole("link", { name: "Bazaar home" }).getAttribute("href")).toBe("/");
    screen.getByText("Returns & Orders");
    screen.getByText("Your Prime");
    const basket = screen.getByRole("link", { name: "Basket, 0 items" });
    expect(basket.getAttribute("href")).toBe("/checkout");
    expect(basket.textContent).toBe("0");
    const search = screen.getByRole("searchbox", { name: "Search Bazaar" });
    expect(search.tagName).toBe("INPUT");
    expect(within(screen.getByRole("search")).getByRole("searchbox")).toBe(search);
    // Each drawn beside its words, hidden from screen readers, which hear the words.
    for (const control of [basket, screen.getByRole("search")]) {
      const icon = control.querySelector("svg");
      expect(icon?.getAttribute("aria-hidden")).toBe("true");
      expect(icon?.innerHTML).not.toBe("");
    }
  });

  it("counts the basket's lines in the basket link, singular for one", () => {
    const { unmount } = renderWithProviders(<Header />, {
      initialState: { ...initialAppState, basket: [line("1")] },
    });
    expect(screen.getByRole("link", { name: "Basket, 1 item" }).textContent).toBe("1");
    unmount();
    renderWithProviders(<Header />, { initialState: { ...initialAppState, basket: [line("1"), line("2")] } });
    expect(screen.getByRole("link", { name: "Basket, 2 items" }).textContent).toBe("2");
  });

  it("lists the nine departments in order as placeholders: text, no link, no tab stop of their own", async () => {
    const { user } = renderWithProviders(<Header />);
    const nav = screen.getByRole("navigation", { name: "Departments" });
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(DEPARTMENTS);
    // A shopper's screen reader meets each name as text, never as a link it cannot follow.
    expect(within(nav).queryAllByRole("link")).toEqual([]);
    for (const name of DEPARTMENTS) {
      within(nav).getByText(name, { exact: true });
      expect(screen.queryByRole("link", { name })).toBeNull();
    }
    // Nothing in the row claims a state it does not have, or an address.
    for (const element of nav.querySelectorAll("*")) {
      expect(element.hasAttribute("aria-disabled"), element.outerHTML).toBe(false);
      expect(element.hasAttribute("href"), element.outerHTML).toBe(false);
    }

    // Tab walks the header's controls, then stops once on the line that holds the departments (it
    // scrolls sideways on a phone, so the keyboard must reach it), never on a department.
    const stops: Element[] = [];
    for (let press = 0; press < 10; press += 1) {
      await user.tab();
      if (document.activeElement === document.body || stops.includes(document.activeElement as Element))
        break;
      stops.push(document.activeElement as Element);
    }
    const line = screen.getByRole("region", { name: "Orders, Prime and departments" });
    expect(line.contains(nav)).toBe(true);
    expect(stops.at(-2)).toBe(screen.getByRole("link", { name: "Basket, 0 items" }));
    expect(stops.at(-1)).toBe(line);
    expect(stops.filter((stop) => nav.contains(stop))).toEqual([]);
  });

  // With no address (above) a click has nothing to follow in any browser; what could still move
  // the shopper is a script of ours. That the search box does nothing takes a real browser (a form
  // would load a page): e2e/header.spec.ts.
  it("lets a click on a department go nowhere: the address and the basket stay", async () => {
    const { user, pathname } = renderWithProviders(<Header />, {
      path: "/checkout",
      initialState: { ...initialAppState, basket: [line("1")] },
    });
    const nav = screen.getByRole("navigation", { name: "Departments" });
    for (const name of DEPARTMENTS) {
      await user.click(within(nav).getByText(name, { exact: true }));
      expect(pathname(), `after ${name}`).toBe("/checkout");
    }
    screen.getByRole("link", { name: "Basket, 1 item" });
  });

  it("keeps 'Returns & Orders' and 'Your Prime' as labels beside the departments, not among them", () => {
    renderWithProviders(<Header />);
    const line = screen.getByRole("region", { name: "Orders, Prime and departments" });
    const nav = within(line).getByRole("navigation", { name: "Departments" });
    for (const label of ["Returns & Orders", "Your Prime"]) {
      expect(line.contains(within(line).getByText(label))).toBe(true);
      expect(within(nav).queryByText(label)).toBeNull();
    }
  });

  it("greets a signed-in customer by e-mail with a Sign Out button", async () => {
    renderWithProviders(<Header />, { auth: signedInAuth() });
    await screen.findByText("Hello a@b.co");
    screen.getByRole("button", { name: "Sign Out" });
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
    expect(screen.queryByText("Hello Guest")).toBeNull();
  });

  it("signs the customer out with the Sign Out button and greets a guest again", async () => {
    const auth = signedInAuth();
    const { user, pathname } = renderWithProviders(<Header />, { auth, path: "/checkout" });
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    await screen.findByText("Hello Guest");
    expect(auth.calls).toEqual([{ method: "signOut" }]);
    screen.getByRole("link", { name: "Sign In" });
    expect(pathname()).toBe("/checkout");
  });

  it("moves focus from the Sign Out button to the Sign In link that replaces it", async () => {
    const { user } = renderWithProviders(<Header />, { auth: signedInAuth() });
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    const signIn = await screen.findByRole("link", { name: "Sign In" });
    await waitFor(() => expect(document.activeElement).toBe(signIn));
  });

  it("alerts with the provider's message when signing out fails, and stays signed in", async () => {
    const auth = signedInAuth();
    const message = "Firebase: Error (auth/network-request-failed).";
    vi.spyOn(auth, "signOut").mockRejectedValue(new Error(message));
    const alert = spyOnAlert();
    const { user } = renderWithProviders(<Header />, { auth });
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith(message);
    screen.getByText("Hello a@b.co");
  });

  it("follows sign-ins and sign-outs made elsewhere", async () => {
    const auth = new FakeAuth();
    renderWithProviders(<Header />, { auth });
    await waitFor(() => expect(auth.subscriberCount).toBe(1));
    act(() => auth.emit({ uid: "u9", email: "other@b.co" }));
    screen.getByText("Hello other@b.co");
    act(() => auth.emit(null));
    screen.getByText("Hello Guest");
  });

  it("stops listening to the provider when the app unmounts", async () => {
    const auth = new FakeAuth();
    const { unmount } = renderWithProviders(<Header />, { auth });
    await waitFor(() => expect(auth.subscriberCount).toBe(1));
    unmount();
    expect(auth.subscriberCount).toBe(0);
  });
});

describe("Header, for a returning shopper whose provider has not answered", () => {
  /** As the hint script leaves a returning shopper's page before the app starts. */
  function asReturningShopper() {
    window.localStorage.setItem("bazaar:returning-shopper", "1");
    document.documentElement.dataset.session = "returning";
  }
  // A failed load leaves a listener that loads again at the next click anywhere (lazy-load.ts's
  // `loadInBackground`), which outlives its test: each load works once its test is over, so a later
  // test's clicks fail nothing.
  const loads: { works: boolean }[] = [];
  afterEach(() => {
    window.localStorage.clear();
    delete document.documentElement.dataset.session;
    for (const load of loads.splice(0)) load.works = true;
    vi.useRealTimers();
  });

  /** The load's own warning (lazy-load.ts's `loadInBackground`), which the test names, `times` over. */
  function expectLoadWarnings() {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    return async (times: number) => {
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(times));
      expect(warn).toHaveBeenLastCalledWith(
        "The sign-in service could not be loaded yet: it is tried again at the next press.",
      );
    };
  }

  /** The provider's code fails to load until `works` is set. */
  function failingLoad(auth: FakeAuth) {
    const load = { works: false };
    loads.push(load);
    const loadAuth: LoadAuthPort = () =>
      load.works ? auth.load() : Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    return { load, loadAuth };
  }

  it("says the sign-in failed when its code cannot load, tells a screen reader what to do, and never greets a guest", async () => {
    const warned = expectLoadWarnings();
    asReturningShopper();
    const auth = signedInAuth();
    renderWithProviders(<Header />, { auth, loadAuth: failingLoad(auth).loadAuth });
    await screen.findByText("Sign-in failed");
    // A screen reader hears why with the button: its description is the failure's words.
    screen.getByRole("button", { name: "Try again", description: "Sign-in failed" });
    expect(screen.getByRole("status").textContent).toBe(
      "The sign-in service could not be reached. Check your connection, then try again.",
    );
    expect(screen.queryByText("Hello Guest")).toBeNull();
    expect(screen.queryByRole("link", { name: "Sign In" })).toBeNull();
    await warned(1);
  });

  it("greets the shopper by e-mail once 'Try again' loads the provider, and gives Sign Out the focus", async () => {
    const warned = expectLoadWarnings();
    asReturningShopper();
    const auth = signedInAuth();
    const { load, loadAuth } = failingLoad(auth);
    const { user } = renderWithProviders(<Header />, { auth, loadAuth });
    await screen.findByText("Sign-in failed");
    load.works = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("Hello a@b.co");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Sign Out" })),
    );
    await warned(1);
  });

  it("shows 'Try again' busy while it loads the provider, and a second press loads nothing more", async () => {
    const warned = expectLoadWarnings();
    asReturningShopper();
    const auth = signedInAuth();
    const { load, loadAuth } = failingLoad(auth);
    let release = () => {};
    const loads = vi.fn<LoadAuthPort>(() =>
      load.works ? new Promise((resolve) => (release = () => resolve(auth.load()))) : loadAuth(),
    );
    const { user } = renderWithProviders(<Header />, { auth, loadAuth: loads });
    await screen.findByText("Sign-in failed");
    const tries = loads.mock.calls.length;
    load.works = true;
    const tryAgain = screen.getByRole("button", { name: "Try again" });
    await user.click(tryAgain);
    expect(tryAgain.getAttribute("aria-busy")).toBe("true");
    await user.click(tryAgain);
    expect(loads).toHaveBeenCalledTimes(tries + 1);
    release();
    await screen.findByText("Hello a@b.co");
    await warned(1);
  });

  it("keeps 'Try again' busy once the provider's code has come, until its answer greets the shopper", async () => {
    const warned = expectLoadWarnings();
    asReturningShopper();
    const auth = signedInAuth();
    const { load, loadAuth } = failingLoad(auth);
    // Once its code loads, the provider's answer waits until the test lets it go.
    let answer: (() => void) | undefined;
    const answerHeld: LoadAuthPort = async () =>
      withAnswers(await loadAuth(), (callback) => {
        answer = () => callback(auth.currentUser);
        return () => {};
      });
    const { user } = renderWithProviders(<Header />, { auth, loadAuth: answerHeld });
    await screen.findByText("Sign-in failed");
    load.works = true;
    const tryAgain = screen.getByRole("button", { name: "Try again" });
    await user.click(tryAgain);
    await vi.waitFor(() => expect(answer).toBeDefined()); // the code has come; its answer is held
    expect(tryAgain.getAttribute("aria-busy")).toBe("true");
    act(() => answer?.());
    await screen.findByText("Hello a@b.co");
    await warned(1);
  });

  it("takes a second 'Try again' pressed while busy as the same try: one alert when it fails", async () => {
    const warned = expectLoadWarnings();
    const alert = spyOnAlert();
    asReturningShopper();
    const auth = signedInAuth();
    const { loadAuth } = failingLoad(auth);
    let fail = () => {};
    let held = false;
    // The first loads fail at once; the try's load is held, then fails too.
    const loads: LoadAuthPort = () =>
      held ? new Promise((_, reject) => (fail = () => reject(new TypeError("Failed to fetch")))) : loadAuth();
    const { user } = renderWithProviders(<Header />, { auth, loadAuth: loads });
    const tryAgain = await screen.findByRole("button", { name: "Try again" });
    held = true;
    await user.click(tryAgain);
    await user.click(tryAgain);
    fail();
    await waitFor(() => expect(tryAgain.getAttribute("aria-busy")).toBeNull());
    expect(alert).toHaveBeenCalledTimes(1);
    await warned(2); // the press tried the load again, in the background too
  });

  it("alerts what to do when 'Try again' fails too, and still says the sign-in failed", async () => {
    const warned = expectLoadWarnings();
    const alert = spyOnAlert();
    asReturningShopper();
    const auth = signedInAuth();
    const { user } = renderWithProviders(<Header />, { auth, loadAuth: failingLoad(auth).loadAuth });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith(
      "The sign-in service could not be loaded. Check your connection, then try again.",
    );
    expect(screen.getByRole("button", { name: "Try again" }).getAttribute("aria-busy")).toBeNull();
    screen.getByText("Sign-in failed");
    await warned(2); // the press tried the load again, in the background too
  });

  it("greets a guest as soon as the provider says nobody is signed in, after a failure too", async () => {
    const warned = expectLoadWarnings();
    asReturningShopper();
    const auth = new FakeAuth(); // signed out elsewhere
    const { load, loadAuth } = failingLoad(auth);
    const { user } = renderWithProviders(<Header />, { auth, loadAuth });
    await screen.findByText("Sign-in failed");
    load.works = true;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("Hello Guest");
    expect(document.documentElement.dataset.session).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("link", { name: "Sign In" })));
    await warned(1);
  });
});
