import {
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
  lazy,
  useCallback,
  useEffect,
  useSyncExternalStore,
} from "react";

interface FailedProps {
  Unavailable: ComponentType<{ onRetry: () => void }>;
  onRetry: () => void;
  onLeave: () => void;
}

/** Stands in for a page whose code failed to load. */
function Failed({ Unavailable, onRetry, onLeave }: FailedProps) {
  // Left without a retry: the next visit tries again.
  useEffect(() => onLeave, [onLeave]);
  return <Unavailable onRetry={onRetry} />;
}

/**
 * React.lazy, but a page that failed to load is not failed for good (React.lazy keeps the
 * failure): `Unavailable` takes the page's place, and its `onRetry` (the shopper's press), or
 * coming back to the page later, makes a new attempt.
 */
export function lazyWithRecovery(
  load: () => Promise<FunctionComponent>,
  Unavailable: ComponentType<{ onRetry: () => void }>,
): ComponentType {
  const listeners = new Set<() => void>();
  // A page takes no props; Failed takes the ones the page is given, so both fit one component type.
  const attempt = (): LazyExoticComponent<FunctionComponent<FailedProps>> =>
    lazy(() =>
      load().then(
        (Page): { default: FunctionComponent<FailedProps> } => ({ default: Page }),
        () => ({ default: Failed }),
      ),
    );
  let current = attempt();

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
    const onLeave = useCallback(() => {
      if (current === Page) current = attempt();
    }, [Page]);
    return <Page Unavailable={Unavailable} onRetry={retry} onLeave={onLeave} />;
  };
}
