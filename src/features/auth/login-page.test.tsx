import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { FakeAuth, FIREBASE_ERRORS } from "../../test/fake-auth";
import { renderApp } from "../../test/render-app";
import { spyOnAlert } from "../../test/spy-on-alert";

const EMAIL = "a@b.co";
const PASSWORD = "secret1";

/** The storefront at /login, once the lazily loaded sign-in page is on screen. */
async function openLoginPage(auth = new FakeAuth({ accounts: { [EMAIL]: PASSWORD } })) {
  const rendered = renderApp({ path: "/login", auth });
  await screen.findByRole("heading", { name: "Sign in" });
  return rendered;
}

const emailField = () => screen.getByLabelText<HTMLInputElement>("E-mail");
const passwordField = () => screen.getByLabelText<HTMLInputElement>("Password");
const signInButton = () => screen.getByRole("button", { name: /^(Sign In|Signing in…)$/ });
const registerButton = () =>
  screen.getByRole("button", { name: /^(Create your Bazaar Account|Creating your account…)$/ });
const forgotButton = () =>
  screen.getByRole("button", { name: /^(Forgot your password\?|Sending the reset link…)$/ });
const errorRegion = () => screen.getByRole("alert");
/** The buttons marked busy: the one whose request is under way. */
const busyButtons = () =>
  screen.getAllByRole("button").filter((button) => button.getAttribute("aria-busy") === "true");
/** The page's status messages with text (the app's own live region is one more, empty, status). */
const statusMessages = () =>
  screen
    .getAllByRole("status")
    .map((region) => region.textContent)
    .filter(Boolean);

// What the shopper reads: a plain sentence, then the provider's own message on its own line.
const WRONG_CREDENTIALS = `The e-mail or password is not right. Check both and try again.\n${FIREBASE_ERRORS.invalidCredential}`;
const EMAIL_IN_USE = `An account already exists for this e-mail. Sign in instead, or reset the password if you have forgotten it.\n${FIREBASE_ERRORS.emailInUse}`;
const INVALID_EMAIL = `This e-mail address cannot be accepted. Check it and try again.\n${FIREBASE_ERRORS.invalidEmail}`;
const MISSING_EMAIL = `Enter your e-mail address.\n${FIREBASE_ERRORS.missingEmail}`;
const NO_SUCH_ACCOUNT = `No account uses this e-mail address. Check it, or create an account.\n${FIREBASE_ERRORS.userNotFound}`;
const resetSent = (email: string) =>
  `If ${email} has a Bazaar account, we have e-mailed it a link to choose a new password. Check your inbox.`;

describe("Login page", () => {
  it("shows the sign-in form without the header and titles the document", async () => {
    await openLoginPage();
    expect(document.title).toBe("Sign in – Bazaar");
    expect(emailField().type).toBe("text");
    expect(passwordField().type).toBe("password");
    expect(signInButton().textContent).toBe("Sign In");
    expect(registerButton().textContent).toBe("Create your Bazaar Account");
    screen.getByText(/Conditions of Use/);
    expect(screen.getByRole("link", { name: "Bazaar home" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByText("Hello Guest")).toBeNull();
    expect(errorRegion().textContent).toBe("");
  });

  it("signs in and goes to the home page", async () => {
    const { auth, user, pathname } = await openLoginPage();
    const alert = spyOnAlert();
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), PASSWORD);
    await user.click(signInButton());
    await screen.findByRole("heading", { name: "Featured products" });
    expect(pathname()).toBe("/");
    await screen.findByText(`Hello ${EMAIL}`);
    expect(auth.calls).toEqual([{ method: "signIn", email: EMAIL, password: PASSWORD }]);
    expect(alert).not.toHaveBeenCalled();
  });

  it("keeps the press on this page: the form is not also posted, which would reload it", async () => {
    const { user } = await openLoginPage();
    const posted = vi.fn();
    // Runs after React's own handler, as the browser's default action would.
    window.addEventListener("submit", (event) => posted(event.defaultPrevented), { once: true });
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), `${PASSWORD}{Enter}`);
    expect(posted).toHaveBeenCalledWith(true);
    await screen.findByText(`Hello ${EMAIL}`);
  });

  it("signs in with the Enter key in the password field", async () => {
    const { auth, user, pathname } = await openLoginPage();
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), `${PASSWORD}{Enter}`);
    await screen.findByRole("heading", { name: "Featured products" });
    expect(pathname()).toBe("/");
    expect(auth.calls).toHaveLength(1);
  });

  it("creates an account, signs it in and goes to the home page", async () => {
    const { auth, user, pathname } = await openLoginPage(new FakeAuth());
    await user.type(emailField(), "new@b.co");
    await user.type(passwordField(), "hunter22");
    await user.click(registerButton());
    await screen.findByRole("heading", { name: "Featured products" });
    expect(pathname()).toBe("/");
    await screen.findByText("Hello new@b.co");
    expect(auth.calls).toEqual([{ method: "register", email: "new@b.co", password: "hunter22" }]);
  });

  it("on a failed sign-in alerts a plain sentence and the provider's message once, and keeps the visitor on the page", async () => {
    const { user, pathname } = await openLoginPage();
    const alert = spyOnAlert();
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), "wrong-password");
    await user.click(signInButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith(WRONG_CREDENTIALS);
    expect(pathname()).toBe("/login");
    expect(emailField().value).toBe(EMAIL);
    expect(errorRegion().textContent).toBe(WRONG_CREDENTIALS);
    expect(signInButton().textContent).toBe("Sign In");
    expect(signInButton().getAttribute("aria-disabled")).toBe("false");
  });

  it("on a failed registration alerts the provider's message and keeps the visitor on the page", async () => {
    const { user, pathname } = await openLoginPage();
    const alert = spyOnAlert();
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), "another1");
    await user.click(registerButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith(EMAIL_IN_USE);
    expect(pathname()).toBe("/login");
    expect(emailField().value).toBe(EMAIL);
    expect(errorRegion().textContent).toBe(EMAIL_IN_USE);
    expect(registerButton().textContent).toBe("Create your Bazaar Account");
  });

  it("sends empty fields to the provider: validation is the provider's", async () => {
    const { auth, user } = await openLoginPage();
    const alert = spyOnAlert();
    await user.click(signInButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    await user.click(registerButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(auth.calls).toEqual([
      { method: "signIn", email: "", password: "" },
      { method: "register", email: "", password: "" },
    ]);
    expect(alert).toHaveBeenNthCalledWith(1, INVALID_EMAIL);
    expect(errorRegion().textContent).toBe(INVALID_EMAIL);
  });

  it("says 'Signing in…' while signing in and ignores repeat presses", async () => {
    const { auth, user, pathname } = await openLoginPage();
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), PASSWORD);
    const gate = auth.holdRequests();
    await user.click(signInButton());
    expect(signInButton().textContent).toBe("Signing in…");
    // Busy is the pressed button alone: a screen reader hears which request is under way.
    expect(busyButtons()).toEqual([signInButton()]);
    expect(signInButton().getAttribute("aria-disabled")).toBe("true");
    expect(registerButton().getAttribute("aria-disabled")).toBe("true");
    await user.click(signInButton());
    await user.type(passwordField(), "{Enter}");
    await user.click(registerButton());
    expect(auth.calls).toHaveLength(1);
    expect(pathname()).toBe("/login");
    gate.release();
    await screen.findByRole("heading", { name: "Featured products" });
    expect(auth.calls).toHaveLength(1);
    expect(pathname()).toBe("/");
  });

  it("leaves a shopper who went on before the answer came where they went", async () => {
    const { auth, user, pathname } = await openLoginPage();
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), PASSWORD);
    const gate = auth.holdRequests();
    await user.click(signInButton());
    await user.click(screen.getByRole("link", { name: "Bazaar home" }));
    await user.click(await screen.findByRole("link", { name: /^Basket/ }));
    expect(pathname()).toBe("/checkout");
    gate.release();
    await screen.findByText("Hello, a@b.co");
    expect(pathname()).toBe("/checkout");
  });

  it("asks no spell check of the e-mail address", async () => {
    await openLoginPage();
    expect(emailField().getAttribute("spellcheck")).toBe("false");
  });

  it("says 'Creating your account…' while registering and ignores repeat presses", async () => {
    const { auth, user } = await openLoginPage(new FakeAuth());
    await user.type(emailField(), "new@b.co");
    await user.type(passwordField(), "hunter22");
    const gate = auth.holdRequests();
    await user.click(registerButton());
    expect(registerButton().textContent).toBe("Creating your account…");
    expect(busyButtons()).toEqual([registerButton()]);
    expect(signInButton().textContent).toBe("Sign In");
    await user.click(registerButton());
    await user.click(signInButton());
    expect(auth.calls).toEqual([{ method: "register", email: "new@b.co", password: "hunter22" }]);
    gate.release();
    await screen.findByText("Hello new@b.co");
  });

  it("clears the last error while a new attempt is in flight, and accepts presses again after a failure", async () => {
    const { auth, user } = await openLoginPage();
    const alert = spyOnAlert();
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), "wrong-password");
    await user.click(signInButton());
    await waitFor(() => expect(errorRegion().textContent).toBe(WRONG_CREDENTIALS));
    await user.clear(passwordField());
    await user.type(passwordField(), PASSWORD);
    const gate = auth.holdRequests();
    await user.click(signInButton());
    expect(errorRegion().textContent).toBe("");
    expect(auth.calls).toHaveLength(2);
    gate.release();
    await screen.findByRole("heading", { name: "Featured products" });
    expect(alert).toHaveBeenCalledTimes(1);
  });
});

describe("Forgot your password?", () => {
  it("asks the provider to e-mail a reset link to the address in the field, and says so without an alert", async () => {
    const { auth, user, pathname } = await openLoginPage();
    const alert = spyOnAlert();
    await user.type(emailField(), EMAIL);
    await user.click(forgotButton());
    await waitFor(() => expect(statusMessages()).toEqual([resetSent(EMAIL)]));
    expect(auth.calls).toEqual([{ method: "sendPasswordReset", email: EMAIL }]);
    expect(alert).not.toHaveBeenCalled();
    expect(errorRegion().textContent).toBe("");
    expect(pathname()).toBe("/login");
    expect(emailField().value).toBe(EMAIL);
  });

  it("says it is busy while the request is in flight and ignores repeat presses", async () => {
    const { auth, user } = await openLoginPage();
    await user.type(emailField(), EMAIL);
    const gate = auth.holdRequests();
    await user.click(forgotButton());
    expect(forgotButton().textContent).toBe("Sending the reset link…");
    expect(busyButtons()).toEqual([forgotButton()]);
    expect(forgotButton().getAttribute("aria-disabled")).toBe("true");
    expect(signInButton().getAttribute("aria-disabled")).toBe("true");
    await user.click(forgotButton());
    await user.click(signInButton());
    await user.click(registerButton());
    expect(auth.calls).toEqual([{ method: "sendPasswordReset", email: EMAIL }]);
    expect(statusMessages()).toEqual([]);
    gate.release();
    await waitFor(() => expect(statusMessages()).toEqual([resetSent(EMAIL)]));
    expect(forgotButton().textContent).toBe("Forgot your password?");
    expect(forgotButton().getAttribute("aria-disabled")).toBe("false");
    expect(busyButtons()).toEqual([]);
    expect(auth.calls).toHaveLength(1);
  });

  it("sends an empty e-mail to the provider and alerts its answer once, keeping it on the page", async () => {
    const { auth, user, pathname } = await openLoginPage();
    const alert = spyOnAlert();
    await user.click(forgotButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith(MISSING_EMAIL);
    expect(errorRegion().textContent).toBe(MISSING_EMAIL);
    expect(auth.calls).toEqual([{ method: "sendPasswordReset", email: "" }]);
    expect(statusMessages()).toEqual([]);
    expect(pathname()).toBe("/login");
    expect(forgotButton().getAttribute("aria-disabled")).toBe("false");
  });

  it("for an address the provider does not know, alerts its answer and keeps the e-mail", async () => {
    const { auth, user, pathname } = await openLoginPage();
    const alert = spyOnAlert();
    await user.type(emailField(), "nobody@b.co");
    await user.click(forgotButton());
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith(NO_SUCH_ACCOUNT);
    expect(errorRegion().textContent).toBe(NO_SUCH_ACCOUNT);
    expect(emailField().value).toBe("nobody@b.co");
    expect(pathname()).toBe("/login");
    expect(auth.calls).toEqual([{ method: "sendPasswordReset", email: "nobody@b.co" }]);
  });

  it("clears an earlier error on success, and an earlier success message on the next press", async () => {
    const { user } = await openLoginPage();
    spyOnAlert();
    await user.click(forgotButton());
    await waitFor(() => expect(errorRegion().textContent).toBe(MISSING_EMAIL));
    await user.type(emailField(), EMAIL);
    await user.click(forgotButton());
    await waitFor(() => expect(statusMessages()).toEqual([resetSent(EMAIL)]));
    expect(errorRegion().textContent).toBe("");
    await user.type(passwordField(), "wrong-password");
    await user.click(signInButton());
    await waitFor(() => expect(errorRegion().textContent).toBe(WRONG_CREDENTIALS));
    expect(statusMessages()).toEqual([]);
  });

  it("offline, says so in plain words, frees the button, and the same press works once back online", async () => {
    const { auth, user, pathname } = await openLoginPage();
    const alert = spyOnAlert();
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    // As the Firebase SDK fails a request with no network under it.
    const signIn = vi.spyOn(auth, "signIn").mockRejectedValueOnce(
      Object.assign(new Error("Firebase: Error (auth/network-request-failed)."), {
        code: "auth/network-request-failed",
      }),
    );
    await user.type(emailField(), EMAIL);
    await user.type(passwordField(), PASSWORD);
    await user.click(signInButton());
    const offline =
      "You are offline, so we could not sign you in. Press Sign In again once you are back online.";
    await waitFor(() => expect(errorRegion().textContent).toBe(offline));
    expect(alert).toHaveBeenCalledWith(offline);
    expect(signInButton().textContent).toBe("Sign In");
    expect(signInButton().getAttribute("aria-disabled")).toBe("false");

    online.mockReturnValue(true);
    await user.click(signInButton());
    await screen.findByRole("heading", { name: "Featured products" });
    expect(pathname()).toBe("/");
    expect(signIn).toHaveBeenCalledTimes(2);
  });
});
