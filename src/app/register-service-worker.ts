/**
 * Registers the offline worker (/sw.js, built by scripts/service-worker.mjs), in a chunk fetched
 * once the page is idle: nothing of it stands before the first paint or the first tap. The browser
 * then checks /sw.js (served no-cache) on every page load and installs a new deploy's worker itself.
 */
export function registerServiceWorker(): void {
  // Only production builds have a worker; `npm run dev` runs without one.
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/sw.js")
    .catch((error: unknown) => console.warn("The offline copy of the shop could not be set up.", error));
}
