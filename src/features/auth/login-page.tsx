import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { home } from "../../pages/all-pages";
import { useAuthActions } from "./auth-context";
import { type AuthRequest, authErrorMessage, offlineAuthMessage } from "./auth-error-message";
import { LoginShell } from "./login-shell";

/**
 * Sign in, register, or ask for a password-reset e-mail. No client-side validation: every press
 * goes to the provider; a refusal is shown in an alert (a plain sentence, then the provider's own
 * message) and kept on the page afterwards. Offline, the alert says so, and the button is ready again.
 */
export function LoginPage() {
  const { signIn, register, sendPasswordReset } = useAuthActions();
  const navigate = useNavigate();
  const formId = useId();
  const [pending, setPending] = useState<AuthRequest | null>(null);
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  // A ref, not state: two presses in the same moment must not both get through.
  const inFlight = useRef(false);
  // A reply that arrives after the shopper has left this page must not pull them back to '/'.
  const onPage = useRef(true);
  useEffect(() => {
    onPage.current = true;
    return () => {
      onPage.current = false;
    };
  }, []);

  // The fields are uncontrolled: what the visitor typed, even before the page hydrated, is what
  // is sent, and it stays in the fields after a failure.
  const send = async (kind: AuthRequest, form: HTMLFormElement | null) => {
    if (inFlight.current || !form) return; // repeat presses while a request is in flight are ignored
    inFlight.current = true;
    setPending(kind);
    setError("");
    setNotice("");
    const fields = new FormData(form);
    const email = String(fields.get("email") ?? "");
    const password = String(fields.get("password") ?? "");
    try {
      if (kind === "reset") {
        await sendPasswordReset(email);
        // With e-mail enumeration protection a real project answers alike for every address.
        setNotice(
          `If ${email} has a Bazaar account, we have e-mailed it a link to choose a new password. Check your inbox.`,
        );
        setPending(null);
        return;
      }
      await (kind === "sign-in" ? signIn : register)(email, password);
      if (onPage.current) navigate(home.path);
    } catch (failure) {
      // The shopper pressed the button, so a failure is told even if they have moved on.
      // Offline, the SDK's 'network request failed' (or the failed fetch of its code) is no news
      // from the provider: say that the connection is down, in plain words alone.
      const message = navigator.onLine ? authErrorMessage(failure, kind) : offlineAuthMessage(kind);
      window.alert(message);
      setError(message);
      setPending(null);
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send("sign-in", event.currentTarget);
  };

  return (
    <LoginShell>
      {/* method="post": should the script never load, a native submit keeps the password out of the address. */}
      <form id={formId} className="login__form" method="post" onSubmit={onSubmit} noValidate>
        <label htmlFor="login-email">E-mail</label>
        <input
          id="login-email"
          name="email"
          type="text"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <label htmlFor="login-password">Password</label>
        <input id="login-password" name="password" type="password" autoComplete="current-password" />
        <button
          type="button"
          className="login__forgot"
          aria-disabled={pending !== null}
          aria-busy={pending === "reset" || undefined}
          onClick={(event) => void send("reset", event.currentTarget.form)}
        >
          {pending === "reset" ? "Sending the reset link…" : "Forgot your password?"}
        </button>
        <button
          type="submit"
          className="button login__sign-in"
          aria-disabled={pending !== null}
          aria-busy={pending === "sign-in" || undefined}
        >
          {pending === "sign-in" ? "Signing in…" : "Sign In"}
        </button>
      </form>
      <p className="login__error" role="alert">
        {error}
      </p>
      <p className="login__notice" role="status">
        {notice}
      </p>
      <p className="login__terms">
        By signing in or creating an account you agree to Bazaar's Conditions of Use and Privacy Notice.
      </p>
      <button
        type="button"
        form={formId}
        className="button button--secondary login__register"
        aria-disabled={pending !== null}
        aria-busy={pending === "register" || undefined}
        onClick={(event) => void send("register", event.currentTarget.form)}
      >
        {pending === "register" ? "Creating your account…" : "Create your Bazaar Account"}
      </button>
    </LoginShell>
  );
}
