import type { UnavailableProps } from "../../code-loading/lazy-with-recovery";
import { LoginShell } from "./login-shell";

const LOGIN_PAGE_UNAVAILABLE = "The sign-in page could not be loaded. Check your connection, then try again.";
const LOGIN_PAGE_NEEDS_RELOAD =
  "The sign-in page could not be loaded. Check your connection, then reload the page.";

/**
 * In the sign-in page's place when its code could not be fetched twice in a row: 'Try again' while
 * a try can work, and Reload once it cannot.
 */
export function LoginPageUnavailable({ onRetry }: UnavailableProps) {
  return (
    <LoginShell>
      <p className="login__error" role="alert">
        {onRetry ? LOGIN_PAGE_UNAVAILABLE : LOGIN_PAGE_NEEDS_RELOAD}
      </p>
      <button type="button" className="button login__sign-in" onClick={onRetry ?? (() => location.reload())}>
        {onRetry ? "Try again" : "Reload"}
      </button>
    </LoginShell>
  );
}
