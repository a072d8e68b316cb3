import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../shared/ui/logo";
import { PageTitle } from "../../shared/ui/page-title";
import { PAGES } from "../../site-map/pages";
import "./login-page.css";

/**
 * The sign-in page's frame: its title, the logo home and the card, for the page and its stand-in.
 * The app's layout gives it the main region.
 */
export function LoginShell({ children }: { children: ReactNode }) {
  return (
    <div className="login">
      <PageTitle title={PAGES.login.title} />
      <Link to="/" className="login__logo" aria-label="Bazaar home">
        <Logo tone="dark" />
      </Link>
      <div className="login__card">
        <h1 className="login__title">Sign in</h1>
        {children}
      </div>
    </div>
  );
}
