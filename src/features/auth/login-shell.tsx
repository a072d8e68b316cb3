import type { ReactNode } from "react";
import { Link } from "react-router";
import { home } from "../../pages/all-pages";
import { Logo } from "../../shared/ui/logo";
import "./login-page.css";

/**
 * The sign-in page's frame: the logo home and the card, for the page and its stand-in.
 * The app's layout gives it the main region.
 */
export function LoginShell({ children }: { children: ReactNode }) {
  return (
    <div className="login">
      <Link to={home.path} className="login__logo" aria-label="Bazaar home">
        <Logo tone="dark" />
      </Link>
      <div className="login__card">
        <h1 className="login__title">Sign in</h1>
        {children}
      </div>
    </div>
  );
}
