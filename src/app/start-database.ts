import { loadInBackground } from "../shared/lib/lazy-load";
import { whenIdle } from "../shared/lib/when-idle";

/**
 * The spec's document database client, created once the page is idle, in a chunk of its own.
 * The storefront makes no reads or writes yet; creating the client sends no request.
 */
export function startDatabaseWhenIdle(): void {
  whenIdle(() =>
    loadInBackground(
      () => import("../shared/lib/firebase-database").then(({ getDatabase }) => getDatabase()),
      "The database client",
    ),
  );
}
