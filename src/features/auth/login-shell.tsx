import type { ReactNode } from "react";
import { Logo } from "../../shared/ui/logo";
import { PageLink } from "../../shared/ui/page-link";
import "./login-page.css";

/**
 * The sign-in page's frame: the logo home and the card, for the page and its stand-in.
 * The app's layout gives it the main region.
 */
export function LoginShell({ children }: { children: ReactNode }) {
  return (
    <div className="login">
      <PageLink page="home" className="login__logo" aria-label="Bazaar home">
        <Logo tone="dark" />
      </PageLink>
      <div className="login__card">
        <h1 className="login__title">Sign in</h1>
        {children}
      </div>
    </div>
  );
}
