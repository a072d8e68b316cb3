import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { useStore } from "../../shared/store/store-context";
import type { AuthPort, LoadAuthPort } from "./auth-port";

type AuthActions = Omit<AuthPort, "onUserChanged">;

const AuthContext = createContext<AuthActions | null>(null);

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

/** Starts the provider once the page is idle; a press on Sign In before that loads it at once. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

export function AuthProvider({ load, children }: { load: LoadAuthPort; children: ReactNode }) {
  const [, dispatch] = useStore();
  const getPort = useMemo(() => loadOnce(load), [load]);

  const actions = useMemo<AuthActions>(
    () => ({
      signIn: async (email, password) => (await getPort()).signIn(email, password),
      register: async (email, password) => (await getPort()).register(email, password),
      signOut: async () => (await getPort()).signOut(),
    }),
    [getPort],
  );

  // Observe the signed-in user from app start; the guest header stays until the provider speaks.
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let stopped = false;
    const cancelIdle = whenIdle(() => {
      getPort()
        .then((port) => {
          if (!stopped) unsubscribe = port.onUserChanged((user) => dispatch({ type: "set-user", user }));
        })
        .catch((error: unknown) => console.error("The sign-in service could not be loaded.", error));
    });
    return () => {
      stopped = true;
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
