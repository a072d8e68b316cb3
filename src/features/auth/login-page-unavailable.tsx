import { LoginShell } from "./login-shell";

const LOGIN_PAGE_UNAVAILABLE = "The sign-in page could not be loaded. Check your connection, then try again.";

/** In the sign-in page's place when its code could not be fetched twice in a row. */
export function LoginPageUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <LoginShell>
      <p className="login__error" role="alert">
        {LOGIN_PAGE_UNAVAILABLE}
      </p>
      <button type="button" className="button login__sign-in" onClick={onRetry}>
        Try again
      </button>
    </LoginShell>
  );
}
