// Builds the offline worker (/sw.js) once the pages are prerendered: Vite bundles
// src/page-life/idle/service-worker.ts with its Workbox modules, then workbox-build's injectManifest writes
// the precache list into it, read from the finished build. It runs after the prerender on purpose:
// a plugin inside the client build (vite-plugin-pwa) would see index.html before the prerender
// fills it, and checkout.html, login.html and 404.html not at all, so the pages' revisions would
// not change when their content does.
import path from "node:path";
import { build, type LogLevel } from "vite";
import { injectManifest, type ManifestTransform } from "workbox-build";
import { buildCacheDir } from "./build-cache.ts";
import { integrityOf } from "./hashes.ts";

/** What a shopper needs offline besides the pages: scripts, styles, images, the manifest and its icons. */
const PRECACHED_FILES = "**/*.{js,css,svg,png,webmanifest}";
/** The share card is for link previews, not for shoppers; the worker never precaches itself. */
const NOT_PRECACHED = ["share-card.png", "sw.js"];
/** Vite's hashed file names (/assets/name-12345678.ext) already change with their content. */
const HASHED = /^assets\/.+-[\w-]{8}\.\w+$/;

/**
 * The precache list as the worker needs it: each hashed file with its subresource integrity, as the
 * pages' import map has it (the worker stores only the build's own bytes: other bytes fail its
 * install, and the worker in place stays); each page under the address Hosting serves it at ('/',
 * '/checkout', '/404'): with cleanUrls, 'checkout.html' answers with a redirect, which the worker
 * must not store.
 */
function forTheWorker(outDir: string): ManifestTransform {
  return async (entries) => {
    const manifest = await Promise.all(
      entries.map(async (entry) => {
        if (HASHED.test(entry.url))
          return { ...entry, integrity: await integrityOf(path.join(outDir, entry.url)) };
        const page = entry.url.match(/^(.*?)(?:index)?\.html$/);
        return page ? { ...entry, url: `/${page[1]}` } : entry;
      }),
    );
    return { manifest, warnings: [] };
  };
}

/**
 * Writes `outDir`/sw.js, precaching `precachedPages` (their files) and the other files a shopper
 * needs, and serving `notFoundPage` at any address it has no page for; returns how many files it precaches and their size in bytes.
 */
export async function buildServiceWorker({
  root,
  outDir,
  logLevel,
  precachedPages,
  notFoundPage,
}: {
  root: string;
  outDir: string;
  logLevel: LogLevel;
  precachedPages: string[];
  notFoundPage: string;
}): Promise<{ count: number; size: number }> {
  const bundleDir = buildCacheDir(outDir, "worker");
  await build({
    root,
    configFile: false,
    logLevel,
    publicDir: false,
    // Workbox's modules log to the console unless they are built for production.
    // The worker serves the not-found page at an unknown address: the page list names it.
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      __NOT_FOUND_PAGE__: JSON.stringify(notFoundPage),
    },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      target: "es2022",
      // One classic script: every engine runs it, with no module worker support needed.
      lib: {
        entry: "src/page-life/idle/service-worker.ts",
        formats: ["iife"],
        name: "worker",
        fileName: () => "sw.js",
      },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(bundleDir, "sw.js"),
    swDest: path.join(outDir, "sw.js"),
    globDirectory: outDir,
    globPatterns: [...precachedPages, PRECACHED_FILES],
    globIgnores: NOT_PRECACHED,
    dontCacheBustURLsMatching: HASHED,
    manifestTransforms: [forTheWorker(outDir)],
  });
  if (warnings.length > 0) throw new Error(`The offline worker's precache: ${warnings.join(" ")}`);
  return { count, size };
}
