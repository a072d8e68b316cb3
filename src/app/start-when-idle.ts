import { whenIdle } from "../shared/lib/when-idle";

/**
 * Starts what the page needs only once it is idle (idle-tasks.ts), in a chunk of its own: none of
 * it stands before the first paint or the first tap.
 */
export function startWhenIdle(): void {
  whenIdle(() => {
    import("./idle-start")
      .then(({ start }) => start())
      .catch((error: unknown) => console.error("The background tasks could not be loaded.", error));
  });
}
