import type { RecordedLine } from "./basket-record";
import { STALE_ATTRIBUTE } from "./restored-lines";

/** basket-hint.inline.ts as one classic script, for <head> of every prerendered page (by its hash). */
export { default as BASKET_HINT_SCRIPT } from "./basket-hint.inline.ts?inline-script";

/**
 * The recorded lines this load restores, as the hint read them; none under the dev server, which
 * has no hint (as it holds no early press).
 */
export const restoredLines = (): readonly RecordedLine[] => window.bazaarRestoredLines ?? [];

/** Whether the hint hid part of the page that the app must draw afresh rather than hydrate. */
export const hintHidSomething = () => document.querySelector(`[${STALE_ATTRIBUTE}]`) !== null;
