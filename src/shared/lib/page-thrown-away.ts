// Whether the browser or the shop threw this page away, rather than the shopper leaving it. Inline
// scripts bundle it, so it imports only plain code.
import { historyState } from "./history-state";

/** history.state's field that the shop's own Reload sets, and the load it starts takes away. */
const SHOP_RELOAD_FIELD = "bazaarShopReload";

/**
 * Reloads the page as the shop's own way past its trouble (a notice's Reload), not the shopper's
 * wish to start afresh: the page that loads counts as thrown away.
 */
export function reloadKeepingPage(): void {
  try {
    history.replaceState({ ...historyState(), [SHOP_RELOAD_FIELD]: true }, "");
  } catch {
    // Without a history state the reload is an ordinary one.
  }
  location.reload();
}

/**
 * Whether this load brings back a page the browser or the shop threw away (Back without the cache, a
 * discarded tab, the shop's Reload), not one the shopper started. Call it once, before anything else
 * changes the history state: it takes the shop's mark away.
 */
export function pageWasThrownAway(): boolean {
  const state = historyState();
  const shopReload = state?.[SHOP_RELOAD_FIELD] === true;
  if (shopReload) {
    try {
      history.replaceState({ ...state, [SHOP_RELOAD_FIELD]: false }, "");
    } catch {
      // Left marked: a later reload of this page would keep what it held, as the shop's Reload does.
    }
  }
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const type = navigation?.type;
  return (
    type === "back_forward" ||
    (document as { wasDiscarded?: boolean }).wasDiscarded === true ||
    (shopReload && type === "reload")
  );
}
