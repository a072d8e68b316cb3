import { ChunkLoadError } from "../../code-loading/chunk-importer";
import { loadInBackground, loadWhileWaiting } from "../../code-loading/lazy-load";
import { waitForCode } from "../../code-loading/wait-for-code";
import { whenIdle } from "../../shared/lib/when-idle";
import type { AuthPort, LoadAuthPort } from "./auth-port";
import { forgetShopper, isReturningShopper, rememberShopper } from "./session-marker";
import type { User } from "./user";

export interface AuthActions extends Omit<AuthPort, "onUserChanged"> {
  /** Loads the provider again if it could not be, and settles once it has said who is signed in. */
  reconnect(): Promise<void>;
}

export interface AuthSession extends AuthActions {
  /** Observes the signed-in user from now on; returns a stop. */
  start(): () => void;
}

/** What a press on Sign In (or the others) says when the provider's code cannot be fetched. */
const SIGN_IN_UNAVAILABLE = "The sign-in service could not be loaded. Check your connection, then try again.";

/** What a returning shopper hears, and what 'Try again' says when it fails, when the provider has not answered. */
export const PROVIDER_UNANSWERED =
  "The sign-in service could not be reached. Check your connection, then try again.";

/**
 * How long a returning shopper's greeting waits for the provider before the header says it has no
 * answer: longer than a slow phone takes (the answer itself may still come, and is shown then).
 */
export const PROVIDER_ANSWER_TIMEOUT_MS = 20_000;

/**
 * The provider, loaded once (again after a failure), observed with the first load, whoever asked.
 * For a returning shopper, whose greeting waits for its answer, `onUnanswered` is called when that
 * answer cannot come: its code failed to load (twice), it failed to start, or it is overdue.
 */
export function createAuthSession(
  load: LoadAuthPort,
  onUserChanged: (user: User | null) => void,
  onUnanswered: () => void = () => {},
): AuthSession {
  let provider: Promise<AuthPort> | null = null;
  let started = false;
  let unsubscribe: (() => void) | null = null;
  let answered = false;
  let onAnswer = () => {};
  const firstAnswer = new Promise<void>((resolve) => {
    onAnswer = resolve;
  });
  const unanswered = () => {
    if (started && !answered) onUnanswered();
  };

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
    answered = true;
    onAnswer();
    onUserChanged(user);
  };

  const observe = (port: AuthPort) => {
    if (!started) return;
    unsubscribe ??= port.onUserChanged(userChanged);
  };

  const stop = (cancel: () => void) => {
    started = false;
    cancel();
    unsubscribe?.();
    unsubscribe = null;
  };

  let loaded = false;
  const loadedProvider = async () => {
    // A press waits for the provider's code: a wait that goes on is named (the caller shows the press busy).
    const waited = loaded ? () => {} : waitForCode();
    const port = await loadWhileWaiting(loadProvider)
      .catch((error: unknown) => {
        // Never the browser's own words about a failed fetch; nor the connection, when it answered.
        throw new Error(error instanceof ChunkLoadError && error.gone ? error.message : SIGN_IN_UNAVAILABLE);
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
    reconnect: async () => {
      await loadedProvider();
      await firstAnswer;
    },
    start() {
      started = true;
      // Anyone but a returning shopper gets the provider once the page is idle; a press on Sign In
      // before that loads it at once.
      if (!isReturningShopper()) {
        const cancelIdle = whenIdle(() =>
          loadInBackground(() => loadProvider().then(observe), "The sign-in service"),
        );
        return () => stop(cancelIdle);
      }
      // A returning shopper's greeting waits for the provider: load it now, fetch it again at once
      // if that fails (as for a press), and let the header say so if it fails again or is overdue.
      loadInBackground(
        () =>
          loadWhileWaiting(loadProvider).then(observe, (error: unknown) => {
            unanswered();
            throw error;
          }),
        "The sign-in service",
      );
      const overdue = window.setTimeout(unanswered, PROVIDER_ANSWER_TIMEOUT_MS);
      return () => stop(() => window.clearTimeout(overdue));
    },
  };
}
