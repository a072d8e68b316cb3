// Before the first paint, a page that the browser or the shop threw away gets its basket back: the
// lines its history entry recorded (entry-record.ts) are left for the app, which starts with them,
// and the header's count shows them from the first frame, as the greeting's hint does for a
// returning shopper. The lines and the subtotal it cannot draw: it hides them until the app draws
// the page. It runs before any module: it bundles what it imports, which imports nothing.
import { readEntryRecord } from "../../shared/lib/entry-record";
import { pageWasThrownAway } from "../../shared/lib/page-thrown-away";
import { linesOfRecord } from "./basket-record";
import { basketLinkLabel } from "./labels";
import { BASKET_RECORD_NAME, COUNT_ATTRIBUTE, STALE_ATTRIBUTE, VIEW_ATTRIBUTE } from "./restored-lines";

const lines = pageWasThrownAway() ? linesOfRecord(readEntryRecord(BASKET_RECORD_NAME)) : [];
window.bazaarRestoredLines = lines;

/** The markup parsed so far, as the restored basket shows it. */
function showRestored(): void {
  const shown = String(lines.length);
  for (const count of document.querySelectorAll(`[${COUNT_ATTRIBUTE}]`)) {
    // Written only when it differs: a write is a mutation, which would call this again.
    if (count.textContent === shown) continue;
    count.textContent = shown;
    count.closest("a")?.setAttribute("aria-label", basketLinkLabel(lines.length));
  }
  for (const view of document.querySelectorAll(`[${VIEW_ATTRIBUTE}]`)) view.setAttribute(STALE_ATTRIBUTE, "");
}

if (lines.length) {
  // A mutation observer's callback runs as each piece of the document is parsed, before the browser
  // can paint it.
  const parsing = new MutationObserver(showRestored);
  parsing.observe(document, { childList: true, subtree: true });
  // The parse can end, and this event come, before the observer is told of the last markup parsed:
  // that markup is shown restored here, as disconnecting drops what the observer was not yet told.
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      parsing.disconnect();
      showRestored();
    },
    { once: true },
  );
}
