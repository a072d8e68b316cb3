// What only the session itself can show: its loads, its one subscription and a sign-out whose
// notice is late. When it starts, and the marker it keeps: session-marker.test.tsx, with the whole
// app; that it stops observing when the app unmounts: header.test.tsx.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChunkGoneError, ChunkLoadError } from "../../code-loading/chunk-importer";
import { createStore } from "../../shared/lib/store";
import { FakeAuth, withAnswers } from "../../test/fake-auth";
import type { LoadAuthPort } from "./auth-port";
import { createAuthSession, PROVIDER_ANSWER_TIMEOUT_MS } from "./auth-session";
import { awaitingSession, type Session, type UserAction } from "./session";
import { SESSION_MARKER_KEY } from "./session-marker";
import type { User } from "./user";

/** A session's store, as the app's is for this part, with each user the provider's answers gave. */
function sessionStore() {
  const store = createStore((_: Session, action: UserAction) => action.session, awaitingSession);
  const users: (User | null)[] = [];
  store.subscribe(() => {
    const now = store.getState();
    if (now.status === "answered") users.push(now.user);
  });
  return { store, users };
}

function session(auth = new FakeAuth({ accounts: { "a@b.co": "secret1" } }), load: LoadAuthPort = auth.load) {
  const { store, users } = sessionStore();
  const loads = vi.fn(load);
  return { auth, users, loads, session: createAuthSession(loads, store) };
}

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

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

  it("says the shop was updated, not the connection, when a deploy replaced the provider's code", async () => {
    const auth = new FakeAuth({ accounts: { "a@b.co": "secret1" } });
    const gone = new ChunkLoadError(2, new ChunkGoneError("404 for the retry"));
    // Not started: a start would also load the provider in the background, which warns later.
    const { session: s } = session(auth, () => Promise.reject(gone));
    await expect(s.signIn("a@b.co", "secret1")).rejects.toThrow(
      "The shop has been updated since this page opened. Reload the page to go on.",
    );
  });

  it("sets the user to none as sign-out settles, not when the provider's notice comes", async () => {
    const auth = new FakeAuth({ accounts: { "a@b.co": "secret1" }, signedInAs: "a@b.co" });
    let noticesHeld = false;
    const provider = withAnswers(auth, (callback) =>
      auth.onUserChanged((user) => noticesHeld || callback(user)),
    );
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

  it("says the sign-in service could not load, not the page, when its code failed to come", async () => {
    const auth = new FakeAuth({ accounts: { "a@b.co": "secret1" } });
    const failed = new ChunkLoadError(1, new TypeError("Failed to fetch dynamically imported module"));
    const { session: s } = session(auth, () => Promise.reject(failed));
    await expect(s.signIn("a@b.co", "secret1")).rejects.toThrow(
      "The sign-in service could not be loaded. Check your connection, then try again.",
    );
  });

  it("observes the provider a press loaded before the idle load comes", async () => {
    vi.useFakeTimers();
    const { auth, session: s } = session();
    const stop = s.start();
    await s.sendPasswordReset("a@b.co");
    expect(auth.subscriberCount).toBe(1);
    stop();
  });

  it("fetches nothing for a page that stopped the session before it was idle", async () => {
    vi.useFakeTimers();
    const { loads, session: s } = session();
    s.start()();
    await vi.advanceTimersByTimeAsync(2000); // past the longest wait for idleness (when-idle.ts)
    expect(loads).not.toHaveBeenCalled();
  });

  it("names the sign-in service in its warning when the idle load fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { loads, session: s } = session(new FakeAuth(), () =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
    );
    const stop = s.start();
    await vi.waitFor(() => expect(loads).toHaveBeenCalled());
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "The sign-in service could not be loaded yet: it is tried again at the next press.",
      ),
    );
    stop();
  });

  it("shows the first press busy while the provider's code is on its way, and later ones never", async () => {
    const done = vi.fn();
    const wait = vi.fn(() => done);
    window.bazaarEarlyPresses = { held: [], stop: vi.fn(), fail: vi.fn(), wait, dropped: vi.fn() };
    try {
      const { session: s } = session();
      await s.sendPasswordReset("a@b.co");
      expect([wait.mock.calls.length, done.mock.calls.length]).toEqual([1, 1]);
      await s.sendPasswordReset("a@b.co");
      expect(wait).toHaveBeenCalledTimes(1);
    } finally {
      delete window.bazaarEarlyPresses;
    }
  });
});

// What the header shows meanwhile, and after: header.test.tsx.
describe("for a returning shopper, whose greeting waits for the provider's answer", () => {
  /** A returning shopper's session whose provider loads as `load` says; counts its give-ups. */
  function returningSession(load: LoadAuthPort) {
    window.localStorage.setItem(SESSION_MARKER_KEY, "1");
    const { store, users } = sessionStore();
    const unanswered = vi.fn();
    const s = createAuthSession(load, store, unanswered);
    return { store, users, unanswered, stop: s.start(), session: s };
  }

  it("fetches the provider's code again at once when it fails, and gives up only if that fails too", async () => {
    const auth = new FakeAuth({ accounts: { "a@b.co": "secret1" }, signedInAs: "a@b.co" });
    const once = returningSession(
      vi.fn<LoadAuthPort>().mockRejectedValueOnce(new ChunkLoadError(1, null)).mockImplementation(auth.load),
    );
    await vi.waitFor(() => expect(once.users).toEqual([{ uid: expect.any(String), email: "a@b.co" }]));
    expect(once.unanswered).not.toHaveBeenCalled();
    once.stop();

    // The load's own warning (lazy-load.ts's `loadInBackground`), said once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const twice = returningSession(
      vi
        .fn<LoadAuthPort>()
        .mockRejectedValueOnce(new ChunkLoadError(1, null))
        .mockRejectedValueOnce(new ChunkLoadError(2, null)),
    );
    await vi.waitFor(() => expect(twice.unanswered).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn).toHaveBeenCalledTimes(1);
    twice.stop();
  });

  it("gives up when the answer is overdue; 'reconnect' loads the provider, and the late answer still counts", async () => {
    vi.useFakeTimers();
    const auth = new FakeAuth({ accounts: { "a@b.co": "secret1" }, signedInAs: "a@b.co" });
    // The provider's code is here at once; its first answer waits until the test lets it go.
    let answer = () => {};
    const silent = withAnswers(auth, (callback) => {
      answer = () => callback(auth.currentUser);
      return () => {};
    });
    const { users, unanswered, session } = returningSession(() => Promise.resolve(silent));
    let reconnected = false;
    void session.reconnect().then(() => {
      reconnected = true;
    });
    await vi.advanceTimersByTimeAsync(PROVIDER_ANSWER_TIMEOUT_MS - 1);
    expect(unanswered).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(unanswered).toHaveBeenCalledTimes(1);
    expect(reconnected).toBe(true);
    expect(users).toEqual([]);

    answer();
    expect(users).toEqual([{ uid: expect.any(String), email: "a@b.co" }]);
  });

  it("never gives up once the provider has answered, nor after the page stops the session", async () => {
    vi.useFakeTimers();
    const answered = returningSession(new FakeAuth().load);
    await vi.waitFor(() => expect(answered.users).toEqual([null]));
    vi.spyOn(console, "warn").mockImplementation(() => {}); // lazy-load.ts's `loadInBackground` warns
    let fail = (_: unknown) => {};
    const stopped = returningSession(
      () =>
        new Promise<never>((_, reject) => {
          fail = reject;
        }),
    );
    stopped.stop();
    fail(new TypeError("Failed to fetch dynamically imported module"));
    await vi.advanceTimersByTimeAsync(PROVIDER_ANSWER_TIMEOUT_MS);
    expect(answered.unanswered).not.toHaveBeenCalled();
    expect(stopped.unanswered).not.toHaveBeenCalled();
  });

  it("says once that the provider cannot answer, though its code fails and the answer is overdue too", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {}); // lazy-load.ts's `loadInBackground` warns
    const { store, unanswered, stop } = returningSession(() => Promise.reject(new ChunkLoadError(2, null)));
    await vi.waitFor(() => expect(unanswered).toHaveBeenCalledTimes(1));
    expect(store.getState()).toEqual({ status: "unanswered" });
    await vi.advanceTimersByTimeAsync(PROVIDER_ANSWER_TIMEOUT_MS);
    expect(unanswered).toHaveBeenCalledTimes(1);
    stop();
  });

  it("counts the deadline from the last start when the page stops and starts the session again", async () => {
    // React's StrictMode does this with every effect as the page mounts; so does a remount.
    vi.useFakeTimers();
    const { unanswered, stop, session } = returningSession(() => new Promise<never>(() => {}));
    await vi.advanceTimersByTimeAsync(PROVIDER_ANSWER_TIMEOUT_MS / 2);
    stop();
    session.start();
    await vi.advanceTimersByTimeAsync(PROVIDER_ANSWER_TIMEOUT_MS - 1);
    expect(unanswered, "the first start's deadline, stopped with it").not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(unanswered).toHaveBeenCalledTimes(1);
  });
});
