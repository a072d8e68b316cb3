import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Logo } from "../../shared/ui/logo";
import { useDocumentTitle } from "../../shared/ui/use-document-title";
import { useFocusOnNavigation } from "../../shared/ui/use-focus-on-navigation";
import { useAuth } from "./auth-context";
import { LOGIN_TITLE } from "./login-title";
import "./login-page.css";

type Pending = "sign-in" | "register" | null;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sign in or register with e-mail and password. No client-side validation: every press goes
 * to the provider, whose message is shown in an alert and kept on the page afterwards.
 */
export function LoginPage() {
  useDocumentTitle(LOGIN_TITLE);
  const { signIn, register } = useAuth();
  const navigate = useNavigate();
  const mainRef = useFocusOnNavigation<HTMLElement>();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState("");

  const run = async (kind: Exclude<Pending, null>) => {
    if (pending) return; // repeat presses while a request is in flight are ignored
    setPending(kind);
    setError("");
    try {
      await (kind === "sign-in" ? signIn : register)(email, password);
      navigate("/");
    } catch (failure) {
      const message = messageOf(failure);
      window.alert(message);
      setError(message);
      setPending(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run("sign-in");
  };

  return (
    <main className="login" id="main" tabIndex={-1} ref={mainRef}>
      <Link to="/" className="login__logo" aria-label="Bazaar home">
        <Logo tone="dark" />
      </Link>
      <div className="login__card">
        <h1 className="login__title">Sign in</h1>
        <form className="login__form" onSubmit={onSubmit} noValidate>
          <label htmlFor="login-email">E-mail</label>
          <input
            id="login-email"
            name="email"
            type="text"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" className="button login__sign-in" aria-disabled={pending !== null}>
            {pending === "sign-in" ? "Signing in…" : "Sign In"}
          </button>
        </form>
        <p className="login__error" role="alert">
          {error}
        </p>
        <p className="login__terms">
          By signing in or creating an account you agree to Bazaar's Conditions of Use and Privacy Notice.
        </p>
        <button
          type="button"
          className="button button--secondary login__register"
          aria-disabled={pending !== null}
          onClick={() => void run("register")}
        >
          {pending === "register" ? "Creating your account…" : "Create your Bazaar Account"}
        </button>
      </div>
    </main>
  );
}
