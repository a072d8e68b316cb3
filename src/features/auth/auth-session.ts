import { loadInBackground, loadWhileWaiting } from "../../code-loading/lazy-load";
import { waitForCode } from "../../code-loading/wait-for-code";
import { whenIdle } from "../../shared/lib/when-idle";
import type { AuthPort, LoadAuthPort } from "./auth-port";
import { forgetShopper, isReturningShopper, rememberShopper } from "./session-marker";
import type { User } from "./user";

export type AuthActions = Omit<AuthPort, "onUserChanged">;

export interface AuthSession extends AuthActions {
  /** Observes the signed-in user from now on; returns a stop. */
  start(): () => void;
}

/** What a press on Sign In (or the others) says when the provider's code cannot be fetched. */
const SIGN_IN_UNAVAILABLE = "The sign-in service could not be loaded. Check your connection, then try again.";

/** The provider, loaded once (again after a failure), observed with the first load, whoever asked. */
export function createAuthSession(
  load: LoadAuthPort,
  onUserChanged: (user: User | null) => void,
): AuthSession {
  let provider: Promise<AuthPort> | null = null;
  let started = false;
  let unsubscribe: (() => void) | null = null;

  const loadProvider = () =>
    (provider ??= load().catch((error: unknown) => {
      provider = null;
      throw error;
    }));

  const userChanged = (user: User | null) => {
    // The marker tells the next page load what to expect (session-hint.ts); forgetting it also
    // shows the guest's header at once.
    if (user) rememberShopper();
    else forgetShopper();
    onUserChanged(user);
  };

  const observe = (port: AuthPort) => {
    if (!started) return;
    unsubscribe ??= port.onUserChanged(userChanged);
  };

  let loaded = false;
  const loadedProvider = async () => {
    // A press waits for the provider's code: a wait that goes on is named (the caller shows the press busy).
    const waited = loaded ? () => {} : waitForCode();
    const port = await loadWhileWaiting(loadProvider)
      .catch(() => {
        throw new Error(SIGN_IN_UNAVAILABLE); // never the browser's own words about a failed fetch
      })
      .finally(waited);
    loaded = true;
    observe(port); // a failed load at start-up must not leave the header unaware
    return port;
  };

  return {
    signIn: async (email, password) => (await loadedProvider()).signIn(email, password),
    register: async (email, password) => (await loadedProvider()).register(email, password),
    signOut: async () => {
      await (await loadedProvider()).signOut();
      userChanged(null); // now, not whenever the provider's own notice comes
    },
    sendPasswordReset: async (email) => (await loadedProvider()).sendPasswordReset(email),
    start() {
      started = true;
      const begin = () => loadInBackground(() => loadProvider().then(observe), "The sign-in service");
      // A returning shopper waits, greeting hidden, for the provider: load it now. Anyone else gets
      // it once the page is idle; a press on Sign In before that loads it at once.
      let cancelIdle = () => {};
      if (isReturningShopper()) begin();
      else cancelIdle = whenIdle(begin);
      return () => {
        started = false;
        cancelIdle();
        unsubscribe?.();
        unsubscribe = null;
      };
    },
  };
}
