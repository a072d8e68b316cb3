import type { HeldHere } from "../code-loading/chunk-importer";
import { PAGE_VIEWS } from "./page-views";

/**
 * Loads the code of each page that loads on demand (the sign-in page), if `held` says it is held
 * here (the offline worker's copy), so that the press that opens the page waits for none. Code not
 * held is left for the press: no shopper pays for bytes a press may never need.
 */
export function prepareOnDemandPages(held: HeldHere): void {
  for (const { component } of Object.values(PAGE_VIEWS)) {
    if ("prepare" in component) void component.prepare(held);
  }
}
