import { useId, useState } from "react";
import { alertFailure } from "./alert-failure";
import { useAuthActions } from "./auth-context";
import type { FocusHandOff } from "./focus-hand-off";

/** 'Sign-in failed' with a Try again button, when a returning shopper's provider could not answer. */
export function SignInFailedMenu({ focus }: { focus: FocusHandOff }) {
  const { reconnect } = useAuthActions();
  const failedId = useId();
  const [reconnecting, setReconnecting] = useState(false);
  // Busy until the provider's answer replaces this menu, or its code has failed again.
  const onTryAgain = async () => {
    if (reconnecting) return;
    setReconnecting(true);
    try {
      await focus.pressAway(reconnect);
    } catch (error) {
      alertFailure(error);
      setReconnecting(false);
    }
  };
  return (
    <div className="account-menu">
      <span className="account-menu__hello" id={failedId}>
        Sign-in failed
      </span>
      <button
        type="button"
        className="account-menu__action"
        aria-describedby={failedId}
        aria-busy={reconnecting || undefined}
        onClick={onTryAgain}
      >
        Try again
      </button>
    </div>
  );
}
