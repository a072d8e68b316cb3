#!/usr/bin/env node
// Builds the storefront: the client bundle, then real HTML for every prerendered page (404.html
// included), each with its own description, share card and Content-Security-Policy. Hosting
// compresses what it sends. BUILD_OUT_DIR (dist) moves it. `--deploy` is what `firebase deploy`
// runs first (firebase.json's predeploy): a build into the folder that deploys, for the project it
// deploys to, or a refusal that says what to set.
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, loadEnv } from "vite";
import local from "../src/shared/config/local-firebase.json" with { type: "json" };
import { buildCacheDir } from "./build-cache.mjs";
import { chunksOf, integrityOf } from "./hashes.mjs";
import { withPagePolicy } from "./page-policy.mjs";
import { buildServiceWorker } from "./service-worker.mjs";

// Always the production build: a NODE_ENV left in the shell (a test runner's 'test', say) would
// otherwise give the pages React's development build, with this machine's file paths in it.
process.env.NODE_ENV = "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const deploying = process.argv.includes("--deploy");
const hostingPublic = JSON.parse(await readFile(path.join(root, "firebase.json"), "utf8")).hosting.public;
const outDir = path.resolve(root, deploying ? hostingPublic : (process.env.BUILD_OUT_DIR ?? "dist"));
// One prerenderer per output directory: builds into different directories may run side by side
// (npm start, the browser tests and a test's own build) without emptying each other's files.
const serverDir = buildCacheDir(outDir, "prerender");
const quiet = { logLevel: process.env.BUILD_VERBOSE ? "info" : "warn" };

/** Where the site lives, for canonical addresses and share cards: SITE_ORIGIN, else Hosting's own domain. */
function siteOrigin() {
  const projectId = loadEnv("production", root, "VITE_").VITE_FIREBASE_PROJECT_ID || local.projectId;
  return new URL(process.env.SITE_ORIGIN || `https://${projectId}.web.app`).origin;
}

/**
 * The client bundle. Vite writes its manifest and the lazy chunks' list into the build's .vite/
 * folder, which Hosting would serve and a deploy upload (with the build machine's paths): they move
 * out, to the build's cache (scripts/build-cache.mjs), where the import map, the grades and the
 * update spec read them.
 */
async function buildClient() {
  await build({ root, ...quiet, build: { outDir, emptyOutDir: true } });
  const meta = buildCacheDir(outDir, "meta");
  await rm(meta, { recursive: true, force: true });
  await cp(path.join(outDir, ".vite"), meta, { recursive: true });
  await rm(path.join(outDir, ".vite"), { recursive: true });
  return JSON.parse(await readFile(path.join(meta, "manifest.json"), "utf8"));
}

/**
 * The prerenderer, built for Node: server-entry.tsx renders the pages, and pages.ts says which,
 * with the constants this build writes into them.
 */
async function buildPrerenderer() {
  const input = { "server-entry": "src/app/server-entry.tsx", pages: "src/app/pages.ts" };
  await build({
    root,
    ...quiet,
    build: { ssr: true, outDir: serverDir, emptyOutDir: true, manifest: false, rolldownOptions: { input } },
  });
  const load = (name) => import(pathToFileURL(path.join(serverDir, `${name}.js`)).href);
  return { ...(await load("server-entry")), ...(await load("pages")) };
}

/** Subresource integrity of a built file, by its address from the site's root. */
const integrity = (address) => integrityOf(path.join(outDir, address));

/**
 * The import map that gives every script chunk its hash, so that the browser refuses other bytes
 * for the chunks fetched later (React DOM, the app, Firebase, the sign-in page…), whoever asks for
 * them: an import(), a chunk's static import or a preload. A lazily loaded chunk is tried again
 * under `?retry=N` after a failed fetch (src/shared/lib/chunk-importer.ts): each of those addresses
 * is listed too, with the same hash.
 */
async function importMap(retryAddresses) {
  const { scripts, lazy } = chunksOf(outDir);
  const hashByAddress = {};
  for (const file of scripts) {
    const hash = await integrity(file);
    hashByAddress[`/${file}`] = hash;
    if (lazy.has(file))
      for (let n = 1; n <= retryAddresses; n += 1) hashByAddress[`/${file}?retry=${n}`] = hash;
  }
  return `<script type="importmap">${JSON.stringify({ integrity: hashByAddress })}</script>`;
}

/** Lazy chunks whose CSS must be in the page's HTML so that it paints styled before hydration. */
async function headFor(pagePath, manifest) {
  const tags = [];
  if (pagePath === "/login") {
    const chunk = manifest["src/features/auth/login-page.tsx"];
    if (!chunk) throw new Error("The build has no chunk for the login page.");
    for (const css of chunk.css ?? []) {
      tags.push(`<link rel="stylesheet" crossorigin href="/${css}" integrity="${await integrity(css)}">`);
    }
    const sri = await integrity(chunk.file);
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" integrity="${sri}">`);
  }
  return tags.join("");
}

/**
 * The page renders its own <title> (React hoists it to the <head> in the browser); prerendering
 * emits it ahead of the page's markup, and it moves into the <head> here. Its text must be the
 * title the page's share card names.
 */
function splitTitle(html, page) {
  // Hoisted tags come first: React's own image preloads, then the title.
  const title = html.match(/^(?:<link [^>]*>)*(<title>([^<]*)<\/title>)/);
  if (!title || title[2] !== page.title) {
    throw new Error(`${page.path} rendered the title ${JSON.stringify(title?.[2])}, not "${page.title}".`);
  }
  return [title[1], html.replace(title[1], "")];
}

/**
 * The first banner's picture (the largest paint of '/') comes inside the HTML as a data: URL, so
 * it paints with the first frame instead of a round trip later; React's preload of its file goes.
 * The client renders the file's address: hydration leaves the attribute as it is, and a later
 * render of the page (after a visit to another) fetches the same picture.
 */
async function inlineFirstBanner(body) {
  const src = body.match(/<img class="banner__image" src="(\/assets\/[^"]+\.svg)"/)?.[1];
  if (!src) return body;
  const svg = (await readFile(path.join(outDir, src), "utf8")).trim().replace(/\s*\n\s*/g, " ");
  const url = `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[%#<>& ]/g, encodeURIComponent)}`;
  const preload = new RegExp(`<link rel="preload" as="image" href="${src}"[^>]*>`, "g");
  return body.replace(preload, "").replace(`src="${src}"`, `src="${url}"`);
}

async function prerender(manifest) {
  const {
    renderPage,
    pageHead,
    PRERENDERED_PAGES,
    SESSION_HINT_SCRIPT,
    INLINE_LOADER_SCRIPT,
    RETRY_ADDRESSES,
    PROVIDER_ORIGINS,
  } = await buildPrerenderer();
  const origin = siteOrigin();
  const template = await readFile(path.join(outDir, "index.html"), "utf8");
  if (!template.includes('<div id="root"><!--app-html--></div>')) {
    throw new Error('index.html has lost its <div id="root"><!--app-html--></div> placeholder.');
  }
  // The stylesheet (about 3 KB compressed) comes inside the HTML: no request before the first paint.
  let inlined = template;
  for (const [link, href] of template.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g)) {
    inlined = inlined.replace(
      link,
      `<style>${(await readFile(path.join(outDir, href), "utf8")).trim()}</style>`,
    );
    await rm(path.join(outDir, href)); // no page asks for the file any more
  }
  // boot.ts's tag gives way to the inline loader (src/app/inline-loader.ts), which fetches it (with
  // its SRI hash) once the first frame is painted; the import map comes first, before anything can
  // fetch a module.
  const bootTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const bootSrc = inlined.match(bootTag)?.[1];
  if (!bootSrc) throw new Error("index.html has lost boot.ts's script tag.");
  const loader = `<script data-boot="${bootSrc}" data-integrity="${await integrity(bootSrc)}">${INLINE_LOADER_SCRIPT}</script>`;
  inlined = inlined.replace(bootTag, (await importMap(RETRY_ADDRESSES)) + loader);
  for (const page of PRERENDERED_PAGES) {
    const [title, rendered] = splitTitle(await renderPage(page.path), page);
    const body = await inlineFirstBanner(rendered);
    const head = pageHead(page, origin) + (await headFor(page.path, manifest));
    const hint = `<script>${SESSION_HINT_SCRIPT}</script>`; // before first paint; the CSP allows its hash
    const html = inlined
      .replace(/<title>[^<]*<\/title>/, `${hint}${title}`)
      .replace("</head>", `${head}</head>`)
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-prerendered="${page.path}">${body}</div>`,
      );
    await writeFile(path.join(outDir, page.file), html);
  }
  await writePagePolicies(PROVIDER_ORIGINS);
  return PRERENDERED_PAGES.map((page) => page.file);
}

/**
 * Each page of the build (public/floor.html too) gets its own Content-Security-Policy, with the
 * hashes of its own inline scripts and styles (scripts/page-policy.mjs).
 */
async function writePagePolicies(connectTo) {
  for (const name of (await readdir(outDir)).filter((file) => file.endsWith(".html"))) {
    const file = path.join(outDir, name);
    await writeFile(file, withPagePolicy(await readFile(file, "utf8"), { connectTo, name }));
  }
}

/**
 * Refuses a deploy build that would not talk to the project it goes to: with no project settings
 * the pages would talk to the local Auth Emulator. firebase-tools names the project in
 * GCLOUD_PROJECT when it runs the predeploy.
 */
function checkDeployTarget() {
  const configured = loadEnv("production", root, "VITE_").VITE_FIREBASE_PROJECT_ID;
  const target = process.env.GCLOUD_PROJECT;
  if (!configured) {
    throw new Error(
      `there are no project settings to deploy with${target ? ` to ${target}` : ""}: set the four VITE_FIREBASE_* values in .env.local (README, "A real Firebase project"), then deploy again.`,
    );
  }
  if (target && target !== configured) {
    throw new Error(
      `this deploy goes to ${target}, but .env.local (VITE_FIREBASE_PROJECT_ID) is set for ${configured}: deploy with --project ${configured}, or set the values of ${target}.`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  try {
    if (deploying) checkDeployTarget();
    await mkdir(outDir, { recursive: true });
    const manifest = await buildClient();
    const pages = await prerender(manifest);
    // Last: the offline worker precaches the finished pages.
    const precache = await buildServiceWorker({ root, outDir, logLevel: quiet.logLevel });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Built ${path.relative(root, outDir)}/ with ${pages.join(", ")} in ${seconds} s.`);
    console.log(`sw.js precaches ${precache.count} files, ${(precache.size / 1024).toFixed(1)} KB.`);
  } catch (error) {
    // A configuration mistake deserves its one-line message, not a bundler's stack trace.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\nThe build failed: ${message}`);
    process.exit(1);
  }
}
