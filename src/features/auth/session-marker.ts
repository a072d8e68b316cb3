/** The app's own note that this browser had a signed-in shopper: "1", never a token or an e-mail. */
export const SESSION_MARKER_KEY = "bazaar:returning-shopper";
/**
 * Set on <html> (data-session="returning") by the inline hint script, before the first paint, and
 * taken away only when the provider says nobody is signed in (forgetShopper).
 */
export const SESSION_ATTRIBUTE = "session";

// Storage can throw (blocked cookies, a full quota): the marker is a nicety, never a failure.
export function isReturningShopper(): boolean {
  try {
    return window.localStorage.getItem(SESSION_MARKER_KEY) === "1";
  } catch {
    return false;
  }
}

/** The provider reported a user: the next page load should expect one. */
export function rememberShopper(): void {
  try {
    window.localStorage.setItem(SESSION_MARKER_KEY, "1");
  } catch {
    // Without storage the next load simply starts as a guest's page, as before.
  }
}

/** The provider reported nobody (or the shopper signed out): show the guest's header now. */
export function forgetShopper(): void {
  try {
    window.localStorage.removeItem(SESSION_MARKER_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  delete document.documentElement.dataset[SESSION_ATTRIBUTE];
}
