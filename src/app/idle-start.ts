import { loadInBackground } from "../shared/lib/lazy-load";
import { watchConnection } from "./offline-notice";
import { registerServiceWorker } from "./register-service-worker";

/** Run once the page is idle (start-when-idle.ts); each fails on its own, without the others. */
export function start(): void {
  // The spec's document database client: the storefront makes no reads or writes yet, and creating
  // it sends no request.
  loadInBackground(
    () => import("../shared/lib/firebase-database").then(({ getDatabase }) => getDatabase()),
    "The database client",
  );
  watchConnection();
  registerServiceWorker();
}
