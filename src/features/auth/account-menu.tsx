import { useEffect, useRef, useTransition } from "react";
import { Link, useLinkClickHandler } from "react-router";
import { waitForCode } from "../../code-loading/wait-for-code";
import { usePagePath } from "../../shared/ui/page-link";
import { useAuth, useUser } from "./auth-context";
import { LazyLoginPage } from "./lazy-login-page";
import "./account-menu.css";

/** 'Hello Guest' with a Sign In link, or 'Hello <e-mail>' with a Sign Out button. */
export function AccountMenu() {
  const user = useUser();
  const { signOut } = useAuth();
  // Set when this menu signs the shopper out, until the Sign In link that replaces the button shows:
  // the link then takes the focus the button took with it, in the very commit that shows it,
  // whenever React makes that commit.
  const signingOut = useRef(false);
  // The sign-in page is fetched when first needed: its navigation is a transition, so this page
  // stays on screen, not a Suspense fallback, until that page has come.
  const loginPath = usePagePath("login");
  const openSignIn = useLinkClickHandler(loginPath);
  // While it comes, the pressed link shows busy, and a wait that goes on is named.
  const [opening, startOpening] = useTransition();
  const pressedLink = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => (opening ? waitForCode(pressedLink.current) : undefined), [opening]);

  const onSignOut = async () => {
    signingOut.current = true;
    try {
      await signOut();
    } catch (error) {
      signingOut.current = false;
      window.alert(error instanceof Error ? error.message : String(error));
    }
  };
  const takeFocusAfterSignOut = (link: HTMLAnchorElement | null) => {
    if (!link || !signingOut.current) return;
    signingOut.current = false;
    if (document.activeElement === document.body || document.activeElement === null) link.focus();
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
        <Link
          to={loginPath}
          className="account-menu__action"
          ref={takeFocusAfterSignOut}
          onClick={(event) => {
            // With its code here, the page comes in this press's own render: a transition's pending
            // render first would show the link busy for a frame.
            if (LazyLoginPage.isLoaded()) return openSignIn(event);
            pressedLink.current = event.currentTarget;
            startOpening(() => openSignIn(event));
          }}
        >
          Sign In
        </Link>
      )}
    </div>
  );
}
