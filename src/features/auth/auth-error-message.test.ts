import { describe, expect, it } from "vitest";
import { type AuthRequest, authErrorMessage, offlineAuthMessage } from "./auth-error-message";

/** An error as the Firebase JS SDK throws it: a code, and a message ending in '(code).' */
function firebaseError(code: string, text = "Error"): Error & { code: string } {
  return Object.assign(new Error(`Firebase: ${text} (${code}).`), { code });
}

const WRONG = "The e-mail or password is not right. Check both and try again.";

// The provider's messages, word for word as the Auth Emulator and production send them.
const CASES: [code: string, request: AuthRequest, sentence: string, providerText?: string][] = [
  ["auth/wrong-password", "sign-in", WRONG],
  ["auth/invalid-credential", "sign-in", WRONG],
  ["auth/user-not-found", "sign-in", WRONG],
  [
    "auth/email-already-in-use",
    "register",
    "An account already exists for this e-mail. Sign in instead, or reset the password if you have forgotten it.",
  ],
  [
    "auth/weak-password",
    "register",
    "Choose a longer password: it needs at least 6 characters.",
    "Password should be at least 6 characters",
  ],
  [
    "auth/password-does-not-meet-requirements",
    "register",
    "Choose a stronger password. Password must contain an upper case character.",
    "Missing password requirements: [Password must contain an upper case character]",
  ],
  ["auth/invalid-email", "sign-in", "This e-mail address cannot be accepted. Check it and try again."],
  ["auth/missing-email", "reset", "Enter your e-mail address."],
  ["auth/missing-password", "sign-in", "Enter your password."],
  [
    "auth/too-many-requests",
    "sign-in",
    "Too many attempts in a short time. Wait a few minutes, then try again.",
    "Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later.",
  ],
  [
    "auth/network-request-failed",
    "register",
    "There is no connection to the sign-in service. Check your connection and try again.",
  ],
  ["auth/user-not-found", "reset", "No account uses this e-mail address. Check it, or create an account."],
];

describe("authErrorMessage", () => {
  it.each(CASES)(
    "%s (%s): a plain sentence, then the provider's own message",
    (code, request, sentence, text) => {
      const error = firebaseError(code, text);
      expect(authErrorMessage(error, request)).toBe(`${sentence}\n${error.message}`);
    },
  );

  it("treats a wrong password on the emulator and invalid-credential in production alike", () => {
    const emulator = authErrorMessage(firebaseError("auth/wrong-password"), "sign-in");
    const production = authErrorMessage(firebaseError("auth/invalid-credential"), "sign-in");
    expect(emulator.split("\n")[0]).toBe(production.split("\n")[0]);
  });

  it("reads the code from the message when the error carries none", () => {
    const error = new Error("Firebase: Error (auth/email-already-in-use).");
    expect(authErrorMessage(error, "register")).toMatch(/^An account already exists .*\nFirebase: Error/);
  });

  it("trusts the error's own code over its message, and only a code of the sign-in service's", () => {
    const coded = Object.assign(new Error("Too many requests."), { code: "auth/too-many-requests" });
    expect(authErrorMessage(coded, "sign-in")).toBe(
      "Too many attempts in a short time. Wait a few minutes, then try again.\nToo many requests.",
    );
    const foreign = Object.assign(new Error("Firebase: Error (auth/invalid-email)."), {
      code: "firestore/unavailable",
    });
    expect(authErrorMessage(foreign, "sign-in")).toMatch(/^This e-mail address cannot be accepted\./);
  });

  it("gives a rejection with nothing in it as its text, never a crash", () => {
    expect(authErrorMessage(null, "sign-in")).toBe("null");
    expect(authErrorMessage(undefined, "reset")).toBe("undefined");
  });

  it("reads a length of two digits from the provider's rule", () => {
    expect(
      authErrorMessage(
        firebaseError("auth/weak-password", "Password should be at least 12 characters"),
        "register",
      ).split("\n")[0],
    ).toBe("Choose a longer password: it needs at least 12 characters.");
  });

  it("says what the provider asks of a weak password even when it names no length", () => {
    expect(authErrorMessage(firebaseError("auth/weak-password"), "register")).toBe(
      "Choose a stronger password.\nFirebase: Error (auth/weak-password).",
    );
  });

  it("shows the provider's text alone for an error it does not know", () => {
    expect(authErrorMessage(firebaseError("auth/operation-not-allowed"), "sign-in")).toBe(
      "Firebase: Error (auth/operation-not-allowed).",
    );
    expect(authErrorMessage(new Error("Something else broke."), "reset")).toBe("Something else broke.");
    expect(authErrorMessage("a string thrown", "sign-in")).toBe("a string thrown");
  });

  it("says offline, in plain words, what could not be done and which button to press again", () => {
    expect(offlineAuthMessage("sign-in")).toBe(
      "You are offline, so we could not sign you in. Press Sign In again once you are back online.",
    );
    expect(offlineAuthMessage("register")).toMatch(
      /^You are offline, so we could not create your account\. /,
    );
    expect(offlineAuthMessage("reset")).toMatch(/^You are offline, so we could not send a reset link\. /);
    for (const request of ["sign-in", "register", "reset"] as const) {
      expect(offlineAuthMessage(request)).not.toMatch(/Firebase|auth\//);
    }
  });
});
