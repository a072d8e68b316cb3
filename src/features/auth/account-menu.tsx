import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useAuth } from "./auth-context";
import { useUser } from "./use-user";
import "./account-menu.css";

/** 'Hello Guest' with a Sign In link, or 'Hello <e-mail>' with a Sign Out button. */
export function AccountMenu() {
  const user = useUser();
  const { signOut } = useAuth();
  const signInRef = useRef<HTMLAnchorElement>(null);
  const signingOut = useRef(false);

  // The Sign Out button goes away with the user; focus that was on it moves to the Sign In link.
  useEffect(() => {
    if (user || !signingOut.current) return;
    signingOut.current = false;
    if (document.activeElement === document.body || document.activeElement === null) {
      signInRef.current?.focus();
    }
  }, [user]);

  const onSignOut = () => {
    signingOut.current = true;
    signOut().catch((error: unknown) => {
      signingOut.current = false;
      window.alert(error instanceof Error ? error.message : String(error));
    });
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
        <Link to="/login" className="account-menu__action" ref={signInRef}>
          Sign In
        </Link>
      )}
    </div>
  );
}
