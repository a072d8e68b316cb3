import { whenIdle } from "../../shared/lib/when-idle";

/**
 * Once the page is hydrated and idle, sends one pointerover through `main`. V8 compiles a function
 * when it first runs, so without this the shopper's first touch waits while React's event code
 * compiles (see docs/performance.md). The page does not change: `main` has no pointer handlers, and
 * an event made by script sets no `:hover`.
 */
export function warmInputPath(hydrated: Promise<void>): void {
  void hydrated.then(
    () =>
      whenIdle(() =>
        document.querySelector("main")?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true })),
      ),
    () => {}, // the app failed to start: main.tsx has said so, and there is no input to warm
  );
}
