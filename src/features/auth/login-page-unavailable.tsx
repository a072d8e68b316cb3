import { Link } from "react-router";
import { Logo } from "../../shared/ui/logo";
import { PageTitle } from "../../shared/ui/page-title";
import { useFocusOnNavigation } from "../../shared/ui/use-focus-on-navigation";
import { LOGIN_TITLE } from "./login-title";
import "./login-page.css";

const LOGIN_PAGE_UNAVAILABLE = "The sign-in page could not be loaded. Check your connection, then try again.";

/** In the sign-in page's place when its code could not be fetched twice in a row. */
export function LoginPageUnavailable({ onRetry }: { onRetry: () => void }) {
  const mainRef = useFocusOnNavigation<HTMLElement>();
  return (
    <main className="login" id="main" tabIndex={-1} ref={mainRef}>
      <PageTitle page={LOGIN_TITLE} />
      <Link to="/" className="login__logo" aria-label="Bazaar home">
        <Logo tone="dark" />
      </Link>
      <div className="login__card">
        <h1 className="login__title">Sign in</h1>
        <p className="login__error" role="alert">
          {LOGIN_PAGE_UNAVAILABLE}
        </p>
        <button type="button" className="button login__sign-in" onClick={onRetry}>
          Try again
        </button>
      </div>
    </main>
  );
}
