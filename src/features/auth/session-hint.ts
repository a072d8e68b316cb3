import { SESSION_ATTRIBUTE, SESSION_HINT_TIMEOUT_MS, SESSION_MARKER_KEY } from "./session-marker";

/**
 * Inlined in <head> of every prerendered page (the CSP allows it by its sha256): before the first
 * paint it marks <html> when the app's own marker says a shopper was signed in, so the guest's
 * greeting stays out of sight until the provider answers. Should it never answer, the mark goes
 * after a few seconds and the guest's header, with a working 'Sign In', shows. Plain ES2019; a
 * throw (storage blocked) leaves the page as it was. Changing it changes its hash: see the test.
 */
export const SESSION_HINT_SCRIPT = /* @__PURE__ */ (() =>
  // Only the prerender uses it: marked pure, so the browser's bundle leaves it out.
  `try{if(localStorage.getItem(${JSON.stringify(SESSION_MARKER_KEY)})==="1"){` +
  `const d=document.documentElement;d.dataset.${SESSION_ATTRIBUTE}="returning";` +
  `setTimeout(function(){delete d.dataset.${SESSION_ATTRIBUTE}},${SESSION_HINT_TIMEOUT_MS})}}catch(e){}`)();
