import { createContext, type ReactNode, useEffect, useState } from "react";
import { type Store, useStoreState } from "../../shared/lib/store";
import { useProvided } from "../../shared/lib/use-provided";
import type { LoadAuthPort } from "./auth-port";
import { type AuthActions, createAuthSession } from "./auth-session";
import type { User, UserAction } from "./user";

type UserStore = Store<User | null, UserAction>;

// Apart, so that a component that only signs in or out does not re-render when the user changes.
const UserStoreContext = createContext<UserStore | null>(null);
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
  const [session] = useState(() =>
    createAuthSession(load, (user) => store.dispatch({ type: "set-user", user })),
  );
  // A subscription to the provider, from the app's start: the one thing here that is not a press.
  useEffect(() => session.start(), [session]);
  return (
    <UserStoreContext value={store}>
      <AuthActionsContext value={session}>{children}</AuthActionsContext>
    </UserStoreContext>
  );
}

export function useUser(): User | null {
  return useStoreState(useProvided(UserStoreContext, "AuthProvider"));
}

export function useAuth(): AuthActions {
  return useProvided(AuthActionsContext, "AuthProvider");
}
