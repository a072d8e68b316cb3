import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeAuth } from "../../test/fake-auth";
import { renderApp } from "../../test/render-app";
import { isReturningShopper, SESSION_MARKER_KEY } from "./session-marker";

const EMAIL = "a@b.co";
const marker = () => window.localStorage.getItem(SESSION_MARKER_KEY);
const pageMark = () => document.documentElement.dataset.session;

/** As the hint script leaves a returning shopper's page before the app starts. */
function asReturningShopper() {
  window.localStorage.setItem(SESSION_MARKER_KEY, "1");
  document.documentElement.dataset.session = "returning";
}

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.session;
});

describe("the returning-shopper marker", () => {
  it("is set when the provider reports a user, and is the only thing the app stores", async () => {
    const auth = new FakeAuth({ accounts: { [EMAIL]: "secret1" }, signedInAs: EMAIL });
    renderApp({ auth });
    await screen.findByText(`Hello ${EMAIL}`);
    expect(marker()).toBe("1");
    expect(Object.keys(window.localStorage)).toEqual([SESSION_MARKER_KEY]);
  });

  it("is cleared on sign-out, and the page shows the guest's header", async () => {
    asReturningShopper();
    const auth = new FakeAuth({ accounts: { [EMAIL]: "secret1" }, signedInAs: EMAIL });
    const { user } = renderApp({ auth });
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    await screen.findByText("Hello Guest");
    expect(marker()).toBeNull();
    expect(pageMark()).toBeUndefined();
  });

  it("is cleared, and the page unmarked, when the provider reports nobody", async () => {
    asReturningShopper();
    renderApp({ auth: new FakeAuth() });
    await waitFor(() => expect(marker()).toBeNull());
    expect(pageMark()).toBeUndefined();
    screen.getByText("Hello Guest");
  });
});

describe("when the provider loads", () => {
  it("loads at once for a returning shopper, whose greeting waits for it", () => {
    asReturningShopper();
    const auth = new FakeAuth();
    const load = vi.fn(auth.load);
    renderApp({ auth, loadAuth: load });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits for an idle moment for anyone else", async () => {
    const auth = new FakeAuth();
    const load = vi.fn(auth.load);
    renderApp({ auth, loadAuth: load });
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});

describe("the marker where storage is blocked", () => {
  it("takes the visitor for a guest, and never breaks the page", () => {
    window.localStorage.setItem(SESSION_MARKER_KEY, "1");
    vi.spyOn(window.localStorage, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(isReturningShopper()).toBe(false);
  });
});
