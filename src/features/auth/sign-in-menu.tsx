import { useEffect, useRef, useTransition } from "react";
import { Link, useLinkClickHandler } from "react-router";
import { waitForCode } from "../../code-loading/wait-for-code";
import { login } from "../../pages/all-pages";
import type { FocusHandOff } from "./focus-hand-off";
import { LazyLoginPage } from "./lazy-login-page";

/** 'Hello Guest' with a Sign In link to the sign-in page, whose code loads when it is first needed. */
export function SignInMenu({ focus }: { focus: FocusHandOff }) {
  // The sign-in page's navigation is a transition, so this page stays on screen, not a Suspense
  // fallback, until that page's code has come.
  const openSignIn = useLinkClickHandler(login.path);
  // While it comes, the pressed link shows busy, and a wait that goes on is named.
  const [opening, startOpening] = useTransition();
  const pressedLink = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => (opening ? waitForCode(pressedLink.current) : undefined), [opening]);

  return (
    // The guest's modifier lets the stylesheet hide this area, in place, while the page expects a
    // returning shopper (see session-hint.ts); a signed-in shopper's area is never hidden.
    <div className="account-menu account-menu--guest">
      <span className="account-menu__hello">Hello Guest</span>
      {/* While a returning shopper's page waits for the provider, the stylesheet shows this over the
          hidden greeting: 'Hello' alone is true, whoever it greets. */}
      <span className="account-menu__hello" hidden>
        Hello
      </span>
      <Link
        to={login.path}
        className="account-menu__action"
        ref={focus.take}
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
    </div>
  );
}
