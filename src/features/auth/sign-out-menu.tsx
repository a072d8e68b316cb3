import { useAuthActions } from "./auth-context";
import type { FocusHandOff } from "./focus-hand-off";
import type { User } from "./user";

/** 'Hello <e-mail>' with a Sign Out button, for a signed-in shopper. */
export function SignOutMenu({ user, focus }: { user: User; focus: FocusHandOff }) {
  const { signOut } = useAuthActions();
  const onSignOut = async () => {
    focus.give();
    try {
      await signOut();
    } catch (error) {
      focus.cancel();
      window.alert(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="account-menu">
      <span className="account-menu__hello">Hello {user.email ?? "customer"}</span>
      <button type="button" className="account-menu__action" onClick={onSignOut} ref={focus.take}>
        Sign Out
      </button>
    </div>
  );
}
