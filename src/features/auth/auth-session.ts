import { ChunkLoadError } from "../../code-loading/chunk-importer";
import { loadInBackground, loadWhileWaiting } from "../../code-loading/lazy-load";
import { waitForCode } from "../../code-loading/wait-for-code";
import type { Store } from "../../shared/lib/store";
import { whenIdle } from "../../shared/lib/when-idle";
import type { AuthPort, LoadAuthPort } from "./auth-port";
import type { Session, UserAction } from "./session";
import { forgetShopper, isReturningShopper, rememberShopper } from "./session-marker";
import type { User } from "./user";

export interface AuthActions extends Omit<AuthPort, "onUserChanged"> {
  /** Loads the provider again if it could not be; its answer then comes to the store, as any answer does. */
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
 * The provider, loaded once (again after a failure), observed from the first load after `start()`,
 * whoever asked for it. Its answers, and a returning shopper's 'unanswered', go to `store` as the
 * one session status; `onUnanswered` is told as the status becomes 'unanswered'.
 */
export function createAuthSession(
  load: LoadAuthPort,
  store: Store<Session, UserAction>,
  onUnanswered: () => void = () => {},
): AuthSession {
  // The provider: its load, asked for once (again after a failure), and its port once that came.
  let provider: { loading: Promise<AuthPort>; port?: AuthPort } | null = null;
  // From start() to its stop (null otherwise): the stop of the provider's answers, once subscribed.
  let observing: { stop?: () => void } | null = null;

  const loadProvider = (): Promise<AuthPort> => {
    if (provider) return provider.loading;
    const loading = load().then(
      (port) => {
        provider = { loading, port };
        return port;
      },
      (error: unknown) => {
        provider = null;
        throw error;
      },
    );
    provider = { loading };
    return loading;
  };

  const userChanged = (user: User | null) => {
    // The marker tells the next page load what to expect (session-hint.ts); forgetting it also
    // shows the guest's header at once.
    if (user) rememberShopper();
    else forgetShopper();
    store.dispatch({ type: "set-user", session: { status: "answered", user } });
  };

  // Said once, and only while the page still waits: an answer that came first stands.
  const unanswered = () => {
    if (!observing || store.getState().status !== "awaiting") return;
    store.dispatch({ type: "set-user", session: { status: "unanswered" } });
    onUnanswered();
  };

  const observe = (port: AuthPort) => {
    if (observing) observing.stop ??= port.onUserChanged(userChanged);
  };

  // Anyone but a returning shopper gets the provider once the page is idle; a press on Sign In
  // before that loads it at once.
  const loadWhenIdle = () =>
    whenIdle(() => loadInBackground(() => loadProvider().then(observe), "The sign-in service"));

  // A returning shopper's greeting waits for the provider: load it now, fetch it again at once if
  // that fails (as for a press), and let the header say so if it fails again or is overdue.
  const loadAwaited = () => {
    loadInBackground(
      () =>
        loadWhileWaiting(loadProvider).then(observe, (error: unknown) => {
          unanswered();
          throw error;
        }),
      "The sign-in service",
    );
    const overdue = window.setTimeout(unanswered, PROVIDER_ANSWER_TIMEOUT_MS);
    return () => window.clearTimeout(overdue);
  };

  const loadedProvider = async () => {
    // A press waits for the provider's code: a wait that goes on is named (the caller shows the press busy).
    const waited = provider?.port ? () => {} : waitForCode();
    const port = await loadWhileWaiting(loadProvider)
      .catch((error: unknown) => {
        // Never the browser's own words about a failed fetch; nor the connection, when it answered.
        throw new Error(error instanceof ChunkLoadError && error.gone ? error.message : SIGN_IN_UNAVAILABLE);
      })
      .finally(waited);
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
    },
    start() {
      const observation: { stop?: () => void } = {};
      observing = observation;
      const cancel = isReturningShopper() ? loadAwaited() : loadWhenIdle();
      return () => {
        cancel();
        observation.stop?.();
        observing = null;
      };
    },
  };
}
