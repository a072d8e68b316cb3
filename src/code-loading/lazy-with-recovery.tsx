import {
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
  lazy,
  useCallback,
  useEffect,
  useSyncExternalStore,
} from "react";
import { ChunkLoadError } from "./chunk-importer";

/** What stands in a page's place when its code failed to load. */
export interface UnavailableProps {
  /** Tries the load again. Absent once a try cannot work (ChunkLoadError's `spent`): only a reload helps. */
  onRetry?: () => void;
  /** The page's code is gone from the server, replaced by a deploy since this page opened: the connection is not at fault. */
  updated?: boolean;
}

interface FailedProps {
  Unavailable: ComponentType<UnavailableProps>;
  onRetry: () => void;
  onLeave: () => void;
}

/** Stands in for a page whose code failed to load, and can be tried again. */
function Failed({ Unavailable, onRetry, onLeave }: FailedProps) {
  // Left without a retry: the next visit tries again.
  useEffect(() => onLeave, [onLeave]);
  return <Unavailable onRetry={onRetry} />;
}

/** Stands in for a page whose code no try can fetch now. */
function FailedUntilReload({ Unavailable }: FailedProps) {
  return <Unavailable />;
}

/** Stands in for a page whose code a deploy since has replaced: only a reload fetches the new one. */
function FailedAsUpdated({ Unavailable }: FailedProps) {
  return <Unavailable updated />;
}

function standInFor(error: unknown): FunctionComponent<FailedProps> {
  if (!(error instanceof ChunkLoadError) || !error.spent) return Failed;
  return error.gone ? FailedAsUpdated : FailedUntilReload;
}

/** One try at a page's code: the component React shows, and the start of its load, which runs once. */
interface Attempt {
  Page: LazyExoticComponent<FunctionComponent<FailedProps>>;
  start(): Promise<unknown>;
}

/**
 * React.lazy, but a page that failed to load is not failed for good (React.lazy keeps the
 * failure): `Unavailable` takes the page's place, and its `onRetry` (the shopper's press), or
 * coming back to the page later, makes a new attempt. Its `isLoaded()` says whether the page's code
 * is here, so that showing it will not wait; its `load()` fetches the code before the page is shown,
 * and settles when the code has come or failed.
 */
export function lazyWithRecovery(
  load: () => Promise<FunctionComponent>,
  Unavailable: ComponentType<UnavailableProps>,
): ComponentType & { isLoaded(): boolean; load(): Promise<void> } {
  const listeners = new Set<() => void>();
  let loaded = false;
  // A page takes no props; Failed takes the ones the page is given, so both fit one component type.
  const attempt = (): Attempt => {
    let loading: Promise<{ default: FunctionComponent<FailedProps> }> | undefined;
    const start = () =>
      (loading ??= load().then(
        (Page) => {
          loaded = true;
          return { default: Page };
        },
        (error: unknown) => ({ default: standInFor(error) }),
      ));
    return { Page: lazy(start), start };
  };
  let current = attempt();

  function retry() {
    current = attempt();
    for (const listener of listeners) listener();
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const read = () => current.Page;

  function Recovering() {
    const Page = useSyncExternalStore(subscribe, read, read);
    const onLeave = useCallback(() => {
      if (current.Page === Page) current = attempt();
    }, [Page]);
    return <Page Unavailable={Unavailable} onRetry={retry} onLeave={onLeave} />;
  }
  return Object.assign(Recovering, {
    isLoaded: () => loaded,
    load: async () => {
      await current.start();
    },
  });
}
