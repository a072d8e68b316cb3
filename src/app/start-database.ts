import { whenIdle } from "../shared/lib/when-idle";

/**
 * The spec's document database client, created once the page is idle, in a chunk of its own.
 * The storefront makes no reads or writes yet; creating the client sends no request.
 */
export function startDatabaseWhenIdle(): void {
  whenIdle(() => {
    import("../shared/lib/firebase-database")
      .then(({ getDatabase }) => getDatabase())
      .catch((error: unknown) => console.error("The database client could not be loaded.", error));
  });
}
