import { warnUnlessLeft } from "../../shared/lib/warn-unless-left";

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

/** Registers the offline worker once the page is idle; the browser then checks /sw.js on each load. */
export function registerServiceWorker(): void {
  // Only production builds have a worker; `npm run dev` runs without one.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register(workerScriptURL() as string) // TypeScript's DOM types do not list TrustedScriptURL here yet
    // Leaving the page cancels a registration under way, which is no failure (warn-unless-left.ts).
    .catch((error: unknown) => warnUnlessLeft("The offline copy of the shop could not be set up.", error));
}
