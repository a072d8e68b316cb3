import { useRef } from "react";
import { Link } from "react-router";
import { useAuth, useUser } from "./auth-context";
import "./account-menu.css";

/** 'Hello Guest' with a Sign In link, or 'Hello <e-mail>' with a Sign Out button. */
export function AccountMenu() {
  const user = useUser();
  const { signOut } = useAuth();
  const signInLink = useRef<HTMLAnchorElement>(null);

  const onSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
      return;
    }
    // The button went with the user (rendered before signOut settled): focus that it took with it
    // goes to Sign In.
    if (document.activeElement === document.body || document.activeElement === null) {
      signInLink.current?.focus();
    }
  };
  return (
    // The guest's modifier lets the stylesheet hide this area, in place, while the page expects a
    // returning shopper (see session-hint.ts); a signed-in shopper's area is never hidden.
    <div className={user ? "account-menu" : "account-menu account-menu--guest"}>
      <span className="account-menu__hello">Hello {user ? (user.email ?? "customer") : "Guest"}</span>
      {user ? (
        <button type="button" className="account-menu__action" onClick={onSignOut}>
          Sign Out
        </button>
      ) : (
        <Link to="/login" className="account-menu__action" ref={signInLink}>
          Sign In
        </Link>
      )}
    </div>
  );
}
