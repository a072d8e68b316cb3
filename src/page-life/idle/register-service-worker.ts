import type { HeldHere } from "../../code-loading/chunk-importer";
import { whenIdle } from "../../shared/lib/when-idle";
import { reloadPicturesThroughWorker } from "./reload-pictures-through-worker";
import { CONTROL_THIS_PAGE } from "./worker-protocol";

/** The worker's one address: /sw.js (built by builder/worker-build.ts). */
const WORKER_URL = "/sw.js";

/** Under the CSP, register() takes a Trusted Types URL: this policy makes the worker's alone. */
function workerScriptURL(): TrustedScriptURL | string {
  const policy = window.trustedTypes?.createPolicy("bazaar-worker", {
    createScriptURL(url: string) {
      if (url !== WORKER_URL) throw new TypeError(`bazaar-worker refuses ${url}`);
      return url;
    },
  });
  return policy ? policy.createScriptURL(WORKER_URL) : WORKER_URL;
}

/**
 * A page that opened with no worker (a first visit) asks the active one to control it, so that what
 * it loads later (the sign-in page) comes from that worker's precache, which a deploy leaves in place
 * while the page is open. It asks while it is the page in view: the worker claims no page on its
 * own, because a claim evicts a page that is away in the back/forward cache.
 */
async function askToBeControlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return;
  const registration = await navigator.serviceWorker.getRegistration();
  registration?.active?.postMessage(CONTROL_THIS_PAGE);
}

/**
 * Whether a worker controls this page and the page's caches hold `address`. The precache is one cache
 * for every deploy: a newer deploy's worker, waiting, may have written an address the controlling
 * worker does not answer (docs/decisions/first-sign-in-ready.md).
 */
export const heldByWorker: HeldHere = async (address) =>
  Boolean(navigator.serviceWorker.controller && (await caches.match(address)));

/**
 * Registers the offline worker once the page is idle; the browser then checks /sw.js on each load.
 * `whenControlled` runs at idle once a worker controls the page (now, or when one takes it over),
 * with `heldByWorker`.
 */
export function registerServiceWorker(whenControlled: (held: HeldHere) => void): void {
  // Only production builds have a worker; `npm run dev` runs without one.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Every engine fetches a drawn picture again once a worker controls the page; this loads them then.
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    whenIdle(reloadPicturesThroughWorker);
    whenIdle(() => whenControlled(heldByWorker));
  });
  if (navigator.serviceWorker.controller) whenIdle(() => whenControlled(heldByWorker));
  navigator.serviceWorker
    .register(workerScriptURL() as string) // TypeScript's DOM types do not list TrustedScriptURL here yet
    .then(() => {
      // Back to a page that was away as its first worker activated: Firefox never settles `ready` for it.
      window.addEventListener("pageshow", (event) => {
        if (event.persisted) void askToBeControlled();
      });
      return navigator.serviceWorker.ready; // once a worker is active: now, or when the first activates
    })
    .then(askToBeControlled)
    .catch((error: unknown) => console.warn("The offline copy of the shop could not be set up.", error));
}
