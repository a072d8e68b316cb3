import { createContext, type ReactNode, useEffect, useState } from "react";
import { type Store, useStoreState } from "../../shared/lib/store";
import { useProvided } from "../../shared/lib/use-provided";
import { useAnnounce } from "../../shared/ui/live-announcer";
import type { LoadAuthPort } from "./auth-port";
import { type AuthActions, createAuthSession, PROVIDER_UNANSWERED } from "./auth-session";
import { type Session, type UserAction, userOf } from "./session";
import type { User } from "./user";

type SessionStore = Store<Session, UserAction>;

// Apart, so that a component that only signs in or out does not re-render when the session changes.
const SessionStoreContext = createContext<SessionStore | null>(null);
const AuthActionsContext = createContext<AuthActions | null>(null);

export function AuthProvider({
  load,
  store,
  children,
}: {
  load: LoadAuthPort;
  store: SessionStore;
  children: ReactNode;
}) {
  const announce = useAnnounce();
  // Said as it happens: the header's words change where the shopper may not be looking.
  const [session] = useState(() => createAuthSession(load, store, () => announce(PROVIDER_UNANSWERED)));
  // A subscription to the provider, from the app's start: the one thing here that is not a press.
  useEffect(() => session.start(), [session]);
  return (
    <SessionStoreContext value={store}>
      <AuthActionsContext value={session}>{children}</AuthActionsContext>
    </SessionStoreContext>
  );
}

/** Who is signed in, as far as the page knows (session.ts). */
export function useSession(): Session {
  return useStoreState(useProvided(SessionStoreContext, "AuthProvider"));
}

export function useUser(): User | null {
  return userOf(useSession());
}

export function useAuthActions(): AuthActions {
  return useProvided(AuthActionsContext, "AuthProvider");
}
