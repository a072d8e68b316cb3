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
 * Each registration the page was handed, held for the page's life: in WebKit, a page that held none
 * sometimes heard no more of its worker's state, so it never asked that worker, once active, for
 * control (docs/offline.md).
 */
const held = new Set<ServiceWorkerRegistration>();

/** Asks as soon as the first worker is active, if this page is in view then. */
function askOnceActive(registration: ServiceWorkerRegistration): void {
  held.add(registration);
  const coming = registration.installing ?? registration.waiting;
  if (registration.active) {
    void askToBeControlled();
    return;
  }
  if (!coming) {
    // WebKit can settle register() before it names the installing worker, even at updatefound:
    // its `ready` says when one is active.
    void navigator.serviceWorker.ready.then(askToBeControlled);
    return;
  }
  // Not `ready` elsewhere: in Firefox it never settles for a page that was away as the worker
  // activated. Nor while away: Chromium evicts a page that runs an event handler in the back/forward
  // cache, so the listener goes as the page is hidden, and pageshow asks instead.
  const listening = new AbortController();
  coming.addEventListener(
    "statechange",
    () => {
      if (coming.state !== "activated") return;
      listening.abort();
      if (!navigator.serviceWorker.controller) coming.postMessage(CONTROL_THIS_PAGE);
    },
    { signal: listening.signal },
  );
  window.addEventListener("pagehide", () => listening.abort(), { signal: listening.signal });
}

/** Registers the offline worker once the page is idle; the browser then checks /sw.js on each load. */
export function registerServiceWorker(): void {
  // Only production builds have a worker; `npm run dev` runs without one.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Every engine fetches a drawn picture again once a worker controls the page; this loads them then.
  navigator.serviceWorker.addEventListener("controllerchange", () => whenIdle(reloadPicturesThroughWorker));
  navigator.serviceWorker
    .register(workerScriptURL() as string) // TypeScript's DOM types do not list TrustedScriptURL here yet
    .then(askOnceActive)
    .catch((error: unknown) => console.warn("The offline copy of the shop could not be set up.", error));
  // Back to a page that was away while its first worker came, or was still coming: it asks now,
  // or once that worker is active.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || navigator.serviceWorker.controller) return;
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (registration) askOnceActive(registration);
    });
  });
}
