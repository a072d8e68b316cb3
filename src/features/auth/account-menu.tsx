import { Link } from "react-router";
import { useAuth } from "./auth-context";
import { useUser } from "./use-user";
import "./account-menu.css";

/** 'Hello Guest' with a Sign In link, or 'Hello <e-mail>' with a Sign Out button. */
export function AccountMenu() {
  const user = useUser();
  const { signOut } = useAuth();
  const onSignOut = () => {
    signOut().catch((error: unknown) => {
      window.alert(error instanceof Error ? error.message : String(error));
    });
  };
  return (
    <div className="account-menu">
      <span className="account-menu__hello">Hello {user ? (user.email ?? "customer") : "Guest"}</span>
      {user ? (
        <button type="button" className="account-menu__action" onClick={onSignOut}>
          Sign Out
        </button>
      ) : (
        <Link to="/login" className="account-menu__action">
          Sign In
        </Link>
      )}
    </div>
  );
}
