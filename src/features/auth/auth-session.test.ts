// What only the session itself can show: its loads, its one subscription and a sign-out whose
// notice is late. When it starts, and the marker it keeps: session-marker.test.tsx, with the whole
// app; that it stops observing when the app unmounts: header.test.tsx.
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeAuth } from "../../test/fake-auth";
import type { AuthPort, LoadAuthPort } from "./auth-port";
import { createAuthSession } from "./auth-session";
import { SESSION_MARKER_KEY } from "./session-marker";
import type { User } from "./user";

function session(auth = new FakeAuth({ accounts: { "a@b.co": "secret1" } }), load: LoadAuthPort = auth.load) {
  const users: (User | null)[] = [];
  const loads = vi.fn(load);
  return { auth, users, loads, session: createAuthSession(loads, (user) => users.push(user)) };
}

afterEach(() => window.localStorage.clear());

describe("the auth session", () => {
  it("loads the provider once and observes it once, whoever asks first", async () => {
    const { auth, users, loads, session: s } = session();
    const stop = s.start();
    await Promise.all([s.signIn("a@b.co", "secret1"), s.sendPasswordReset("a@b.co")]);
    await vi.waitFor(() => expect(users.at(-1)?.email).toBe("a@b.co"));
    expect(loads).toHaveBeenCalledTimes(1);
    expect(auth.subscriberCount).toBe(1);
    stop();
  });

  it("answers a press in plain words when the provider cannot load, and loads it at the next press", async () => {
    const auth = new FakeAuth({ accounts: { "a@b.co": "secret1" } });
    let fail = true;
    const { session: s, users } = session(auth, () =>
      fail ? Promise.reject(new TypeError("Failed to fetch dynamically imported module")) : auth.load(),
    );
    s.start();
    await expect(s.signIn("a@b.co", "secret1")).rejects.toThrow(
      "The sign-in service could not be loaded. Check your connection, then try again.",
    );
    fail = false;
    await s.signIn("a@b.co", "secret1");
    await vi.waitFor(() => expect(users.at(-1)?.email).toBe("a@b.co"));
    expect(auth.subscriberCount).toBe(1);
  });

  it("sets the user to none as sign-out settles, not when the provider's notice comes", async () => {
    const auth = new FakeAuth({ accounts: { "a@b.co": "secret1" }, signedInAs: "a@b.co" });
    let noticesHeld = false;
    const provider: AuthPort = {
      signIn: (email, password) => auth.signIn(email, password),
      register: (email, password) => auth.register(email, password),
      signOut: () => auth.signOut(),
      sendPasswordReset: (email) => auth.sendPasswordReset(email),
      onUserChanged: (callback) => auth.onUserChanged((user) => noticesHeld || callback(user)),
    };
    window.localStorage.setItem(SESSION_MARKER_KEY, "1"); // a returning shopper: the session starts at once
    const { session: s, users } = session(auth, () => Promise.resolve(provider));
    s.start();
    await vi.waitFor(() => expect(users).toEqual([{ uid: expect.any(String), email: "a@b.co" }]));
    noticesHeld = true;
    await s.signOut();
    expect(users.at(-1)).toBeNull();
  });

  it("observes nothing once stopped, even when a press loads the provider", async () => {
    const { auth, session: s } = session();
    s.start()();
    await s.sendPasswordReset("a@b.co");
    expect(auth.subscriberCount).toBe(0);
  });
});
