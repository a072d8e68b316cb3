/// <reference lib="webworker" />
/**
 * The offline worker (/sw.js): pages from the network first, else from the precache beside the very
 * scripts they name; every other file from the precache. See docs/offline.md.
 */
import { cacheNames } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types";
import { addPlugins, cleanupOutdatedCaches, getCacheKeyForURL, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { CONTROL_THIS_PAGE, hostingRedirect } from "./worker-protocol";

declare const self: ServiceWorkerGlobalScope;

/** The page for an address the site has no page at, named by the build (the page list's fallback). */
declare const __NOT_FOUND_PAGE__: string;
const NOT_FOUND_PAGE = __NOT_FOUND_PAGE__;

/** The precache's key for the page at `pathname`: its own, as Hosting's cleanUrls would serve it. */
function pageKeyFor(pathname: string): string | undefined {
  return getCacheKeyForURL(pathname) ?? getCacheKeyForURL(NOT_FOUND_PAGE);
}

const pagesFromPrecache: WorkboxPlugin = {
  // Read the page from the precache, by its own address; an unknown one gets the not-found page.
  cacheKeyWillBeUsed: async ({ request }) => pageKeyFor(new URL(request.url).pathname) ?? request,
  // Never write the network's page anywhere: the precache, updated with its scripts, is the only copy.
  cacheWillUpdate: async () => null,
};

/** The not-found page is kept with its 404; any other answer must be 2xx, or the install fails. */
const notFoundPageIsCacheable: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.ok) return response;
    const notFoundPage = response.status === 404 && new URL(request.url).pathname === NOT_FOUND_PAGE;
    return notFoundPage ? response : null;
  },
};

/** Offline, an address Hosting would redirect (`/checkout/`, `/checkout.html`) is redirected here too. */
const redirectAsHosting: WorkboxPlugin = {
  // The address asked for is the event's: the `request` here is the page's key in the precache.
  cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
    const url = new URL((event as FetchEvent).request.url);
    const clean = hostingRedirect(url.pathname, (path) => getCacheKeyForURL(path) !== undefined);
    return clean ? Response.redirect(new URL(clean + url.search, url), 301) : cachedResponse;
  },
};

// A new deploy's worker waits, as the platform has it, until no tab uses the worker before it: an
// open tab keeps the deploy it started with, every file of it in that worker's precache, and a page
// away in the back/forward cache is never evicted by a swap (docs/decisions/deploy-reaches-a-tab.md).
// Nor does the worker claim pages by itself, which would evict those away: a page that opened with
// no worker asks for it, from register-service-worker.ts, while it is the page in view.
self.addEventListener("message", (event) => {
  if (event.data === CONTROL_THIS_PAGE) event.waitUntil(self.clients.claim());
});
// No navigation preload: with it, Firefox 153 fails an offline navigation outright (the preload's
// reset connection ends the navigation, though the worker answers from the precache).

// Before the precache's own route, which would otherwise answer '/', '/checkout' and '/login' from
// the cache first. Same origin only: the Auth Emulator and Firebase's APIs are never touched.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === self.location.origin,
  new NetworkFirst({
    cacheName: cacheNames.precache,
    // A connection that hangs (a lift, a basement) gets the stored page instead of a blank wait.
    networkTimeoutSeconds: 5,
    plugins: [pagesFromPrecache, redirectAsHosting],
  }),
);

addPlugins([notFoundPageIsCacheable]);
// A chunk tried again under `?retry=N` is the same file with the same hash: the precache answers it.
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^retry$/],
});
cleanupOutdatedCaches();
