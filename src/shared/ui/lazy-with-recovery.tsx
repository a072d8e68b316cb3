import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useSyncExternalStore } from "react";

/**
 * React.lazy, but a page that failed to load is not failed for good (React.lazy keeps the
 * failure): `Unavailable` takes the page's place, and its `onRetry` (the shopper's press), or
 * coming back to the page later, makes a new attempt.
 */
export function lazyWithRecovery(
  load: () => Promise<ComponentType>,
  Unavailable: ComponentType<{ onRetry: () => void }>,
): ComponentType {
  const listeners = new Set<() => void>();
  let current = attempt();

  function attempt(): LazyExoticComponent<ComponentType> {
    const page = lazy(() =>
      load().then(
        (Page) => ({ default: Page }),
        () => ({ default: Failed }),
      ),
    );
    function Failed() {
      // Left without a retry: the next visit tries again.
      useEffect(
        () => () => {
          if (current === page) current = attempt();
        },
        [],
      );
      return <Unavailable onRetry={retry} />;
    }
    return page;
  }

  function retry() {
    current = attempt();
    for (const listener of listeners) listener();
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const read = () => current;

  return function Recovering() {
    const Page = useSyncExternalStore(subscribe, read, read);
    return <Page />;
  };
}
