/** The worker's one address: /sw.js (built by scripts/service-worker.mjs). */
const WORKER_URL = "/sw.js";

/**
 * The page's CSP requires Trusted Types for script URLs, and register() takes one: this policy,
 * named in the CSP's trusted-types, lets through the worker's own address and nothing else.
 */
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
 * Registers the offline worker, in a chunk fetched once the page is idle: nothing of it stands
 * before the first paint or the first tap. The browser then checks /sw.js (served no-cache) on
 * every page load and installs a new deploy's worker itself.
 */
export function registerServiceWorker(): void {
  // Only production builds have a worker; `npm run dev` runs without one.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register(workerScriptURL() as string) // TypeScript's DOM types do not list TrustedScriptURL here yet
    .catch((error: unknown) => console.warn("The offline copy of the shop could not be set up.", error));
}
