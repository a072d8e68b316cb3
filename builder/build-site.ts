// Builds the storefront: the client bundle, then real HTML for every page of the list (404.html
// included), each with its own description, share card and Content-Security-Policy, then the
// offline worker. Hosting compresses what it sends. BUILD_OUT_DIR (dist) moves it. A deploy build
// (`npm run build -- --deploy`, which `firebase deploy` runs first: firebase.json's predeploy) goes
// into the folder that deploys, for the project it deploys to, or refuses, saying what to set.
// scripts/build.mjs is its command; `npm start` calls buildSite() itself. Node runs this folder's
// own files as they are (type stripping); Vite bundles what it reads of src/ (the prerenderer).
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type LogLevel, loadEnv, type Manifest } from "vite";
import * as sitePages from "../src/pages/all-pages.ts";
import { fallbackOf } from "../src/pages/page.ts";
import local from "../src/shared/config/local-firebase.json" with { type: "json" };
import { buildCacheDir, importMapChunks, root } from "./build-cache.ts";
import { integrityOf } from "./hashes.ts";
import { createElement } from "./html-tree.ts";
import type * as PageConstants from "./page-constants.ts";
import type { HeadTag, PageMeta } from "./page-head.ts";
import { composePage, pageShell } from "./page-html.ts";
import { withPagePolicy } from "./page-policy.ts";
import type * as Prerenderer from "./server-entry.tsx";
import { svgDataUrl } from "./svg-data-url.ts";
import { buildServiceWorker } from "./worker-build.ts";

// Always the production build: a NODE_ENV left in the shell (a test runner's 'test', say) would
// otherwise give the pages React's development build, with this machine's file paths in it.
process.env.NODE_ENV = "production";
const hostingPublic: string = JSON.parse(await readFile(path.join(root, "firebase.json"), "utf8")).hosting
  .public;
const quiet: { logLevel: LogLevel } = { logLevel: process.env.BUILD_VERBOSE ? "info" : "warn" };
/** The real project the settings (.env.local) name; none when the pages talk to the Auth Emulator. */
const project = loadEnv("production", root, "VITE_").VITE_FIREBASE_PROJECT_ID;
/** Where the site lives, for canonical addresses and share cards: SITE_ORIGIN, else Hosting's own domain. */
const siteOrigin = new URL(process.env.SITE_ORIGIN || `https://${project || local.projectId}.web.app`).origin;
/** Subresource integrity of a file of the build in `outDir`, by its address from the site's root. */
const integrityIn = (outDir: string, address: string) => integrityOf(path.join(outDir, address));

/**
 * The client bundle. Vite writes its manifest and the lazy chunks' list into the build's .vite/
 * folder, which Hosting would serve and a deploy upload (with the build machine's paths): they move
 * to the build's cache (build-cache.ts), where the import map, the grades and the update spec
 * read them.
 */
async function buildClient(outDir: string): Promise<Manifest> {
  await build({ root, ...quiet, build: { outDir, emptyOutDir: true } });
  const meta = buildCacheDir(outDir, "meta");
  await rm(meta, { recursive: true, force: true });
  await cp(path.join(outDir, ".vite"), meta, { recursive: true });
  await rm(path.join(outDir, ".vite"), { recursive: true });
  return JSON.parse(await readFile(path.join(meta, "manifest.json"), "utf8"));
}

/**
 * The prerenderer, built for Node (one per build folder, in its cache, so that builds side by side
 * never empty each other's): server-entry.tsx says which pages and renders them, and
 * page-constants.ts gives what this build writes into every page.
 */
async function buildPrerenderer(outDir: string) {
  const serverDir = buildCacheDir(outDir, "prerender");
  const input = { "server-entry": "builder/server-entry.tsx", "page-constants": "builder/page-constants.ts" };
  const ssr = { ssr: true, manifest: false, rolldownOptions: { input } };
  await build({ root, ...quiet, build: { ...ssr, outDir: serverDir, emptyOutDir: true } });
  const load = (name: keyof typeof input) => import(pathToFileURL(path.join(serverDir, `${name}.js`)).href);
  return {
    prerenderer: (await load("server-entry")) as typeof Prerenderer,
    constants: (await load("page-constants")) as typeof PageConstants,
  };
}

/**
 * The import map that gives every script chunk its hash, so that the browser refuses other bytes
 * for the chunks fetched later (React DOM, the app, Firebase, the sign-in page…), whoever asks for
 * them: an import(), a chunk's static import or a preload. A lazily loaded chunk is tried again
 * under `?retry=N` after a failed fetch (src/code-loading/chunk-importer.ts): each of those
 * addresses is listed too, with the same hash.
 */
async function importMap(outDir: string, retryAddresses: number) {
  const { scripts, lazy } = importMapChunks(outDir);
  const hashByAddress: Record<string, string> = {};
  for (const file of scripts) {
    const hash = await integrityIn(outDir, file);
    const retries = lazy.has(file) ? retryAddresses : 0;
    for (let n = 0; n <= retries; n += 1) hashByAddress[n ? `/${file}?retry=${n}` : `/${file}`] = hash;
  }
  return { integrity: hashByAddress };
}

/** A page that hydrates with an on-demand chunk (page-views.tsx) preloads it. (All CSS is inline.) */
async function preloadsFor(
  outDir: string,
  page: PageMeta,
  module: string,
  manifest: Manifest,
): Promise<HeadTag[]> {
  if (!page.onDemand) return [];
  const chunk = manifest[module];
  if (!chunk)
    throw new Error(`${page.path} loads on demand, but the build has no chunk for its module '${module}'.`);
  const attributes = { rel: "modulepreload", crossorigin: "", href: `/${chunk.file}` };
  return [{ tag: "link", attributes: { ...attributes, integrity: await integrityIn(outDir, chunk.file) } }];
}

/** A picture of the build as a data: URL, to paint with the first frame (page-html.ts's `inlineFirstBanner`). */
async function dataUrlOf(outDir: string, src: string) {
  return svgDataUrl(await readFile(path.join(outDir, src), "utf8"));
}

/** Writes every page of the list, then gives each page of the build its own policy. */
async function prerender(outDir: string, manifest: Manifest): Promise<PageMeta[]> {
  const { prerenderer, constants } = await buildPrerenderer(outDir);
  const inlined = new Set<string>();
  const shell = await pageShell(await readFile(path.join(outDir, "index.html"), "utf8"), {
    // The stylesheet (about 3 KB compressed) comes inside the HTML: no request before the first paint.
    async stylesheet(href: string) {
      inlined.add(href);
      return readFile(path.join(outDir, href), "utf8");
    },
    // boot.ts's tag gives way to the inline loader (page-life/before-paint/inline-loader.ts), which fetches it
    // (with its SRI hash) once the first frame is painted; the import map comes first, before
    // anything can fetch a module.
    scriptsFor: async (boot: string) => [
      createElement(
        "script",
        { type: "importmap" },
        JSON.stringify(await importMap(outDir, constants.RETRY_ADDRESSES)),
      ),
      createElement(
        "script",
        { "data-boot": boot, "data-integrity": await integrityIn(outDir, boot) },
        constants.INLINE_LOADER_SCRIPT,
      ),
    ],
  });
  for (const href of inlined) await rm(path.join(outDir, href)); // no page asks for the file any more
  for (const page of prerenderer.PRERENDERED_PAGES) {
    const html = await composePage(shell, {
      page,
      rendered: await prerenderer.renderPage(page),
      head: [
        ...prerenderer.pageHead(page, siteOrigin),
        ...(await preloadsFor(outDir, page, prerenderer.onDemandModule(page), manifest)),
      ],
      // The greeting's and the basket's hints run before the first paint, in one script: each
      // inline script costs the page a hash in its policy too. Each ends its own statement.
      hints: [constants.SESSION_HINT_SCRIPT + constants.BASKET_HINT_SCRIPT],
      inlineImage: (src: string) => dataUrlOf(outDir, src),
    });
    await writeFile(path.join(outDir, page.file), html);
  }
  // Every page of the build gets its own Content-Security-Policy, with the
  // hashes of its own inline scripts and styles (page-policy.ts).
  for (const name of (await readdir(outDir)).filter((file) => file.endsWith(".html"))) {
    const html = await readFile(path.join(outDir, name), "utf8");
    await writeFile(
      path.join(outDir, name),
      withPagePolicy(html, { connectTo: constants.PROVIDER_ORIGINS, name }),
    );
  }
  return prerenderer.PRERENDERED_PAGES;
}

/**
 * Refuses a deploy build that would not talk to the project it goes to: with no project settings
 * the pages would talk to the local Auth Emulator. firebase-tools names the project in
 * GCLOUD_PROJECT when it runs the predeploy.
 */
function checkDeployTarget() {
  const target = process.env.GCLOUD_PROJECT;
  if (!project)
    throw new Error(
      `there are no project settings to deploy with${target ? ` to ${target}` : ""}: set the four VITE_FIREBASE_* values in .env.local (docs/deploying.md), then deploy again.`,
    );
  if (target && target !== project)
    throw new Error(
      `this deploy goes to ${target}, but .env.local (VITE_FIREBASE_PROJECT_ID) is set for ${project}: deploy with --project ${project}, or set the values of ${target}.`,
    );
}

/**
 * Builds the site into `outDir` (`npm start` runs this in its own process, then serves it), or with
 * `deploy` into the folder firebase.json deploys.
 */
export async function buildSite({
  deploy = false,
  outDir: folder = process.env.BUILD_OUT_DIR ?? "dist",
}: {
  deploy?: boolean;
  outDir?: string;
} = {}): Promise<void> {
  const started = performance.now();
  const outDir = path.resolve(root, deploy ? hostingPublic : folder);
  try {
    if (deploy) checkDeployTarget();
    const pages = await prerender(outDir, await buildClient(outDir));
    // Last: the offline worker precaches the finished pages the list marks so.
    const precachedPages = pages.filter((page) => page.precached).map((page) => page.file);
    const notFoundPage = fallbackOf(sitePages).page.path;
    const precache = await buildServiceWorker({
      root,
      outDir,
      logLevel: quiet.logLevel,
      precachedPages,
      notFoundPage,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const files = pages.map((page) => page.file).join(", ");
    console.log(`Built ${path.relative(root, outDir)}/ with ${files} in ${seconds} s.`);
    console.log(`sw.js precaches ${precache.count} files, ${(precache.size / 1024).toFixed(1)} KB.`);
  } catch (error) {
    // A configuration mistake deserves its one-line message, not a bundler's stack trace.
    throw new Error(`The build failed: ${error instanceof Error ? error.message : error}`);
  }
}
