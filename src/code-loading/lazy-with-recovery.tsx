import {
  type ComponentType,
  type FunctionComponent,
  type LazyExoticComponent,
  lazy,
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

/** What the page is given: a page takes none; what stands in for it when its code failed takes these. */
interface FailedProps {
  Unavailable: ComponentType<UnavailableProps>;
  onRetry: () => void;
}

/** What a try at a page's code gives React: the page, or what stands in for it. */
type Tried = { default: FunctionComponent<FailedProps> };

/**
 * One try at a page's code: the component React shows, the start of its load (run once), and
 * whether it failed in a way that a new try may mend.
 */
interface Attempt {
  Page: LazyExoticComponent<FunctionComponent<FailedProps>>;
  start(): Promise<Tried>;
  mendable: boolean;
}

/**
 * React.lazy, but a page that failed to load is not failed for good (React.lazy keeps the
 * failure): `Unavailable` takes the page's place, and its `onRetry` (the shopper's press), or a
 * later press that asks for the page with `load()`, makes a new attempt. Its `isLoaded()` says
 * whether the page's code is here, so that showing it will not wait; its `load()` fetches the code
 * before the page is shown, and settles when the code has come or failed.
 */
export function lazyWithRecovery(
  load: () => Promise<FunctionComponent>,
  Unavailable: ComponentType<UnavailableProps>,
): ComponentType & { isLoaded(): boolean; load(): Promise<void> } {
  const listeners = new Set<() => void>();
  let loaded = false;
  const attempt = (): Attempt => {
    let loading: Promise<Tried> | undefined;
    const tried: Attempt = {
      Page: lazy(() => tried.start()),
      start: () =>
        (loading ??= load().then(
          (Page): Tried => {
            loaded = true;
            return { default: Page };
          },
          (error: unknown): Tried => {
            // Once no try can work (every address spent, or the code gone in a deploy), only a reload helps.
            const spent = error instanceof ChunkLoadError && error.spent;
            tried.mendable = !spent;
            return {
              default: ({ Unavailable, onRetry }) => (
                <Unavailable onRetry={spent ? undefined : onRetry} updated={spent && error.gone} />
              ),
            };
          },
        )),
      mendable: false,
    };
    return tried;
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
    return <Page Unavailable={Unavailable} onRetry={retry} />;
  }
  return Object.assign(Recovering, {
    isLoaded: () => loaded,
    load: async () => {
      // A press that asks again for a page whose code failed makes a new attempt, as Try again does.
      if (current.mendable) retry();
      await current.start();
    },
  });
}
