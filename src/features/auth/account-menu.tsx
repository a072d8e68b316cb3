import { useSession } from "./auth-context";
import { useFocusHandOff } from "./focus-hand-off";
import { userOf } from "./session";
import { SignInFailedMenu } from "./sign-in-failed-menu";
import { SignInMenu } from "./sign-in-menu";
import { SignOutMenu } from "./sign-out-menu";
import "./account-menu.css";

/**
 * The header's account area: Sign Out for a signed-in shopper, Sign In for a guest, or Try again
 * when a returning shopper's provider could not answer. A press that takes its control away hands
 * the focus to the control that replaces it.
 */
export function AccountMenu() {
  const session = useSession();
  const focus = useFocusHandOff();
  const user = userOf(session);
  if (user) return <SignOutMenu user={user} focus={focus} />;
  return session.status === "unanswered" ? <SignInFailedMenu focus={focus} /> : <SignInMenu focus={focus} />;
}
