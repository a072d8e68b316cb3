// The session hint's body: a classic script in the <head> of every prerendered page, built by
// vite.config.ts's ?inline-script (see session-hint.ts). It runs before any module, before the
// first paint, so it imports nothing but constants, which the build writes in.
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
