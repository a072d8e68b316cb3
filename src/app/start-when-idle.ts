import { loadInBackground } from "../shared/lib/lazy-load";
import { whenIdle } from "../shared/lib/when-idle";

/**
 * Starts what the page needs only once it is idle (idle-start.ts), in a chunk of its own: none of
 * it stands before the first paint or the first tap. A failed fetch is tried again at the
 * shopper's next press.
 */
export function startWhenIdle(): void {
  whenIdle(() =>
    loadInBackground(() => import("./idle-start").then(({ start }) => start()), "The background tasks"),
  );
}
