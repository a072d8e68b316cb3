import { useEffect, useId, useRef, useState, useTransition } from "react";
import { Link, useLinkClickHandler } from "react-router";
import { waitForCode } from "../../code-loading/wait-for-code";
import { login } from "../../pages/all-pages";
import { useAuth, useProviderUnanswered, useUser } from "./auth-context";
import { LazyLoginPage } from "./lazy-login-page";
import "./account-menu.css";

/**
 * 'Hello Guest' with a Sign In link, or 'Hello <e-mail>' with a Sign Out button; or, when a
 * returning shopper's provider could not answer, 'Sign-in failed' with a Try again button.
 */
export function AccountMenu() {
  const user = useUser();
  const unanswered = useProviderUnanswered();
  const { signOut, reconnect } = useAuth();
  const failedId = useId();
  const [reconnecting, setReconnecting] = useState(false);
  // Set when a press here takes its control away (Sign Out, Try again), until the control that
  // replaces it shows: that one then takes the focus the pressed one took with it, in the very
  // commit that shows it, whenever React makes that commit.
  const pressedAway = useRef(false);
  // The sign-in page is fetched when first needed: its navigation is a transition, so this page
  // stays on screen, not a Suspense fallback, until that page has come.
  const openSignIn = useLinkClickHandler(login.path);
  // While it comes, the pressed link shows busy, and a wait that goes on is named.
  const [opening, startOpening] = useTransition();
  const pressedLink = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => (opening ? waitForCode(pressedLink.current) : undefined), [opening]);

  const onSignOut = async () => {
    pressedAway.current = true;
    try {
      await signOut();
    } catch (error) {
      pressedAway.current = false;
      window.alert(error instanceof Error ? error.message : String(error));
    }
  };
  // Busy until the provider has said who is signed in, or its code has failed again.
  const onTryAgain = async () => {
    if (reconnecting) return;
    pressedAway.current = true;
    setReconnecting(true);
    try {
      await reconnect();
    } catch (error) {
      pressedAway.current = false;
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setReconnecting(false);
    }
  };
  const takeFocusFromPressed = (control: HTMLElement | null) => {
    if (!control || !pressedAway.current) return;
    pressedAway.current = false;
    if (document.activeElement === document.body || document.activeElement === null) control.focus();
  };
  if (!user && unanswered) {
    return (
      <div className="account-menu">
        <span className="account-menu__hello" id={failedId}>
          Sign-in failed
        </span>
        <button
          type="button"
          className="account-menu__action"
          aria-describedby={failedId}
          aria-busy={reconnecting || undefined}
          onClick={onTryAgain}
        >
          Try again
        </button>
      </div>
    );
  }
  return (
    // The guest's modifier lets the stylesheet hide this area, in place, while the page expects a
    // returning shopper (see session-hint.ts); a signed-in shopper's area is never hidden.
    <div className={user ? "account-menu" : "account-menu account-menu--guest"}>
      <span className="account-menu__hello">Hello {user ? (user.email ?? "customer") : "Guest"}</span>
      {/* While a returning shopper's page waits for the provider, the stylesheet shows this over the
          hidden greeting: 'Hello' alone is true, whoever it greets. */}
      {!user && (
        <span className="account-menu__hello" hidden>
          Hello
        </span>
      )}
      {user ? (
        <button type="button" className="account-menu__action" onClick={onSignOut} ref={takeFocusFromPressed}>
          Sign Out
        </button>
      ) : (
        <Link
          to={login.path}
          className="account-menu__action"
          ref={takeFocusFromPressed}
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
