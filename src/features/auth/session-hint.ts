/** session-hint.inline.ts as one classic script, for <head> of every prerendered page (by its hash). */
export { default as SESSION_HINT_SCRIPT } from "./session-hint.inline.ts?inline-script";
