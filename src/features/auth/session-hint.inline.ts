// Before the first paint, a returning shopper's page greets with 'Hello' alone, neither the guest's
// name nor 'Sign In' (account-menu.css's `.account-menu--guest`), for as long as the provider has
// not answered: the app ends it (session-marker.ts's `forgetShopper`), never a timer, which a slow
// phone outlasts. It runs before any module: it imports only constants.
import { SESSION_MARKER_KEY } from "./session-marker";

try {
  if (localStorage.getItem(SESSION_MARKER_KEY) === "1")
    document.documentElement.dataset.session = "returning";
} catch {
  // Storage blocked: the page stays as it was, a guest's, until the provider answers.
}
