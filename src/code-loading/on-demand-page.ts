import type { ComponentType, FunctionComponent } from "react";
import { type HeldHere, importIfHeld } from "./chunk-importer";
import { loadWhileWaiting } from "./lazy-load";
import { lazyWithRecovery, type UnavailableProps } from "./lazy-with-recovery";

/**
 * A page whose code loads on demand. `module` is its file from the project's root, as Vite's
 * manifest names it: the build preloads that chunk in the page's own HTML, which hydrates with it.
 */
export type OnDemandPage = ComponentType & {
  isLoaded(): boolean;
  load(): Promise<void>;
  /** Loads the page's code ahead of need if `held` says it is held here; else leaves it for the press. Never fails. */
  prepare(held: HeldHere): Promise<void>;
  module: string;
};

/**
 * The page that `glob`, Vite's `import.meta.glob` of its one file from the project's root
 * ("/src/…"), loads when it is first shown. The glob gives the load and the file's name from one
 * written path, so the preload never names another file than the one loaded. A glob that finds no
 * file leaves `module` empty, and the build refuses the page (builder/build-site.ts's `preloadsFor`).
 */
export function onDemandPage(
  glob: Record<string, () => Promise<FunctionComponent>>,
  Unavailable: ComponentType<UnavailableProps>,
): OnDemandPage {
  // A glob that found no file leaves `load` undefined: the build refuses that page before it ships.
  const [file = "", load] = Object.entries(glob)[0] ?? [];
  const page = lazyWithRecovery(
    () => loadWhileWaiting(load as () => Promise<FunctionComponent>),
    Unavailable,
  );
  return Object.assign(page, {
    module: file.replace(/^\//, ""),
    // Not held, or failed: the press fetches the code, with every address it had. Else at once: the
    // importer keeps the module.
    prepare: (held: HeldHere) => importIfHeld(held, load as () => Promise<unknown>).then(page.load, () => {}),
  });
}
