/**
 * The text of the script inlined in <head> of every prerendered page (the CSP allows it by its
 * sha256): before the first paint it marks <html> when the app's own marker says a shopper was
 * signed in, so the guest's greeting stays out of sight until the provider answers. Should it
 * never answer, the mark goes after a few seconds and the guest's header, with a working
 * 'Sign In', shows. The script is session-hint.inline.ts, bundled as one classic script.
 */
export { default as SESSION_HINT_SCRIPT } from "./session-hint.inline.ts?inline-script";
