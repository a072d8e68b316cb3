import { startTransition } from "react";
import { Link, useLinkClickHandler } from "react-router";
import { waitForCode } from "../../code-loading/wait-for-code";
import { login } from "../../pages/all-pages";
import type { FocusHandOff } from "./focus-hand-off";
import { LazyLoginPage } from "./lazy-login-page";

/** 'Hello Guest' with a Sign In link to the sign-in page, whose code loads when it is first needed. */
export function SignInMenu({ focus }: { focus: FocusHandOff }) {
  const openSignIn = useLinkClickHandler(login.path);
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
          // With its code here, the page comes in this press's own render.
          if (LazyLoginPage.isLoaded()) return openSignIn(event);
          // Otherwise the navigation is a transition, so this page stays on screen, not a Suspense
          // fallback, until the sign-in page's code has come.
          startTransition(() => openSignIn(event));
          // A press that opens another tab or window (the router let it through) waits for nothing here.
          if (!event.defaultPrevented) return;
          // The link shows busy, and a wait that goes on is named, until the code has come or failed.
          const endWait = waitForCode(event.currentTarget);
          void LazyLoginPage.load().finally(endWait);
        }}
      >
        Sign In
      </Link>
    </div>
  );
}
