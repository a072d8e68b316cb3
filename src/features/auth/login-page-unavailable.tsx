import type { UnavailableProps } from "../../code-loading/lazy-with-recovery";
import { reloadKeepingPage } from "../../shared/lib/page-thrown-away";
import { LoginShell } from "./login-shell";

const LOGIN_PAGE_UNAVAILABLE = "The sign-in page could not be loaded. Check your connection, then try again.";
const LOGIN_PAGE_NEEDS_RELOAD =
  "The sign-in page could not be loaded. Check your connection, then reload the page.";
const LOGIN_PAGE_UPDATED = "The shop has been updated since this page opened. Reload the page to sign in.";

function reason({ onRetry, updated }: UnavailableProps): string {
  if (updated) return LOGIN_PAGE_UPDATED;
  return onRetry ? LOGIN_PAGE_UNAVAILABLE : LOGIN_PAGE_NEEDS_RELOAD;
}

/**
 * In the sign-in page's place when its code could not be fetched twice in a row: 'Try again' while
 * a try can work, and Reload once it cannot (its code gone in a deploy, or every address spent).
 */
export function LoginPageUnavailable(props: UnavailableProps) {
  const { onRetry } = props;
  return (
    <LoginShell>
      <p className="login__error" role="alert">
        {reason(props)}
      </p>
      <button type="button" className="button login__sign-in" onClick={onRetry ?? reloadKeepingPage}>
        {onRetry ? "Try again" : "Reload"}
      </button>
    </LoginShell>
  );
}
