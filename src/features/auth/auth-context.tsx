import { createContext, type ReactNode, useEffect, useState } from "react";
import { createStore, type Store, useStoreState } from "../../shared/lib/store";
import { useProvided } from "../../shared/lib/use-provided";
import { useAnnounce } from "../../shared/ui/live-announcer";
import type { LoadAuthPort } from "./auth-port";
import { type AuthActions, createAuthSession, PROVIDER_UNANSWERED } from "./auth-session";
import type { User, UserAction } from "./user";

type UserStore = Store<User | null, UserAction>;
/** Whether a returning shopper's provider has failed to answer, and has still not answered. */
type UnansweredStore = Store<boolean, boolean>;

// Apart, so that a component that only signs in or out does not re-render when the user changes.
const UserStoreContext = createContext<UserStore | null>(null);
const UnansweredContext = createContext<UnansweredStore | null>(null);
const AuthActionsContext = createContext<AuthActions | null>(null);

export function AuthProvider({
  load,
  store,
  children,
}: {
  load: LoadAuthPort;
  store: UserStore;
  children: ReactNode;
}) {
  const announce = useAnnounce();
  const [unanswered] = useState(() => createStore((_: boolean, next: boolean) => next, false));
  const [session] = useState(() =>
    createAuthSession(
      load,
      (user) => {
        unanswered.dispatch(false);
        store.dispatch({ type: "set-user", user });
      },
      // Said as it happens: the header's words change where the shopper may not be looking.
      () => {
        unanswered.dispatch(true);
        announce(PROVIDER_UNANSWERED);
      },
    ),
  );
  // A subscription to the provider, from the app's start: the one thing here that is not a press.
  useEffect(() => session.start(), [session]);
  return (
    <UserStoreContext value={store}>
      <UnansweredContext value={unanswered}>
        <AuthActionsContext value={session}>{children}</AuthActionsContext>
      </UnansweredContext>
    </UserStoreContext>
  );
}

export function useUser(): User | null {
  return useStoreState(useProvided(UserStoreContext, "AuthProvider"));
}

/**
 * True while a returning shopper's provider could not answer (`onUnanswered` in auth-session.ts),
 * until it does.
 */
export function useProviderUnanswered(): boolean {
  return useStoreState(useProvided(UnansweredContext, "AuthProvider"));
}

export function useAuthActions(): AuthActions {
  return useProvided(AuthActionsContext, "AuthProvider");
}
