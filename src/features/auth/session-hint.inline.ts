// Before the first paint, a returning shopper's page hides the guest's greeting until the provider
// answers, or for a few seconds at most. It runs before any module: it imports only constants.
import { SESSION_ATTRIBUTE, SESSION_HINT_TIMEOUT_MS, SESSION_MARKER_KEY } from "./session-marker";

try {
  if (localStorage.getItem(SESSION_MARKER_KEY) === "1") {
    const { dataset } = document.documentElement;
    dataset[SESSION_ATTRIBUTE] = "returning";
    setTimeout(() => {
      delete dataset[SESSION_ATTRIBUTE];
    }, SESSION_HINT_TIMEOUT_MS);
  }
} catch {
  // Storage blocked: the page stays as it was, a guest's, until the provider answers.
}
