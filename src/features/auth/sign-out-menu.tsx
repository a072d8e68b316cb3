import { alertFailure } from "./alert-failure";
import { useAuthActions } from "./auth-context";
import type { FocusHandOff } from "./focus-hand-off";
import type { User } from "./user";

/** 'Hello <e-mail>' with a Sign Out button, for a signed-in shopper. */
export function SignOutMenu({ user, focus }: { user: User; focus: FocusHandOff }) {
  const { signOut } = useAuthActions();
  return (
    <div className="account-menu">
      <span className="account-menu__hello">Hello {user.email ?? "customer"}</span>
      <button
        type="button"
        className="account-menu__action"
        onClick={() => focus.pressAway(signOut).catch(alertFailure)}
        ref={focus.take}
      >
        Sign Out
      </button>
    </div>
  );
}
