// What the basket hint (basket-hint.inline.ts) leaves for the app: the lines it found for a page
// that was thrown away, and the marks it set on the prerendered markup. It imports nothing: the
// hint bundles it.

/** The name of the basket's record among the history entry's records (shared/lib/entry-record.ts). */
export const BASKET_RECORD_NAME = "basket";
/** On the header's count (basket-link.tsx): the hint writes the restored count into it before the first paint. */
export const COUNT_ATTRIBUTE = "data-basket-count";
/** On what shows the lines and the subtotal (checkout-page.tsx, order-summary.tsx): the hint cannot draw them, so it hides them. */
export const VIEW_ATTRIBUTE = "data-basket-view";
/** Set by the hint on a hidden view: the app draws the page afresh in its place. */
export const STALE_ATTRIBUTE = "data-basket-stale";

declare global {
  interface Window {
    /** The recorded lines the hint restored for this load, in order; none for a page not thrown away. */
    bazaarRestoredLines?: readonly { lineId: string; productId: string }[];
  }
}
