import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from "react";
import { loadInBackground, loadWhileWaiting } from "../../shared/lib/lazy-load";
import { whenIdle } from "../../shared/lib/when-idle";
import { useStore } from "../../shared/store/store-context";
import type { AuthPort, LoadAuthPort } from "./auth-port";
import { forgetShopper, isReturningShopper, rememberShopper } from "./session-marker";

type AuthActions = Omit<AuthPort, "onUserChanged">;

const AuthContext = createContext<AuthActions | null>(null);

/** What a press on Sign In (or the others) says when the provider's code cannot be fetched. */
const SIGN_IN_UNAVAILABLE = "The sign-in service could not be loaded. Check your connection, then try again.";

/** Loads the provider once; a failed load (say, offline) is tried again on the next call. */
function loadOnce(load: LoadAuthPort): LoadAuthPort {
  let port: Promise<AuthPort> | null = null;
  return () => {
    port ??= load().catch((error: unknown) => {
      port = null;
      throw error;
    });
    return port;
  };
}

export function AuthProvider({ load, children }: { load: LoadAuthPort; children: ReactNode }) {
  const [, dispatch] = useStore();
  const getPort = useMemo(() => loadOnce(load), [load]);
  // Starts observing the signed-in user with a loaded provider, whoever loaded it first.
  const watch = useRef<(port: AuthPort) => void>(() => {});

  const actions = useMemo<AuthActions>(() => {
    const ready = async () => {
      const port = await loadWhileWaiting(getPort).catch(() => {
        throw new Error(SIGN_IN_UNAVAILABLE); // never the browser's own words about a failed fetch
      });
      watch.current(port); // a failed load at start-up must not leave the header unaware
      return port;
    };
    return {
      signIn: async (email, password) => (await ready()).signIn(email, password),
      register: async (email, password) => (await ready()).register(email, password),
      signOut: async () => {
        await (await ready()).signOut();
        forgetShopper();
      },
      sendPasswordReset: async (email) => (await ready()).sendPasswordReset(email),
    };
  }, [getPort]);

  // Observe the signed-in user from app start; the guest header stays until the provider speaks.
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    watch.current = (port) => {
      unsubscribe ??= port.onUserChanged((user) => {
        // The marker tells the next page load what to expect (session-hint.ts). With nobody,
        // forgetting it also shows the guest's header at once; with a user, the user's header
        // replaces the guest's, which is all the hidden mark ever hid.
        if (user) rememberShopper();
        else forgetShopper();
        dispatch({ type: "set-user", user });
      });
    };
    const start = () =>
      loadInBackground(() => getPort().then((port) => watch.current(port)), "The sign-in service");
    // A returning shopper waits, greeting hidden, for the provider: load it now. Anyone else gets
    // it once the page is idle; a press on Sign In before that loads it at once.
    let cancelIdle = () => {};
    if (isReturningShopper()) start();
    else cancelIdle = whenIdle(start);
    return () => {
      watch.current = () => {};
      cancelIdle();
      unsubscribe?.();
    };
  }, [getPort, dispatch]);

  return <AuthContext value={actions}>{children}</AuthContext>;
}

export function useAuth(): AuthActions {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error("useAuth() must be used inside <AuthProvider>.");
  return actions;
}
