import { loadInBackground } from "../../code-loading/lazy-load";
import { keepKeyboardFocusClearOfFoot } from "../../shared/ui/foot-notices";
import { watchConnection } from "./offline-notice";
import { registerServiceWorker } from "./register-service-worker";
import { warmInputPath } from "./warm-input-path";

/**
 * What the page starts only once it is idle: main.tsx fetches this chunk then. Each task fails on
 * its own, without the others. `hydrated` is the promise of main.tsx's `start()`, which the input
 * path's warm-up waits for; `whenControlled` runs once the offline worker controls the page.
 */
export function startBackgroundTasks(
  hydrated: Promise<void>,
  whenControlled: Parameters<typeof registerServiceWorker>[0],
): void {
  // The document database client (docs/product.md): the storefront makes no reads or writes yet, and creating
  // it sends no request.
  loadInBackground(
    () => import("../../shared/lib/firebase-database").then(({ getDatabase }) => getDatabase()),
    "The database client",
  );
  keepKeyboardFocusClearOfFoot();
  watchConnection();
  registerServiceWorker(whenControlled);
  warmInputPath(hydrated);
}
