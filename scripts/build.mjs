#!/usr/bin/env node
// Builds the storefront: the client bundle, then real HTML for every prerendered page (404.html
// included), each with its own description and share card. Hosting compresses what it sends.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, loadEnv } from "vite";
import local from "../src/shared/config/local-firebase.json" with { type: "json" };
import { buildServiceWorker } from "./service-worker.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.resolve(root, process.env.BUILD_OUT_DIR ?? "dist");
// One prerenderer per output directory: builds into different directories may run side by side
// (npm start, the browser tests and a test's own build) without emptying each other's files.
const serverDir = path.join(root, "node_modules/.cache/bazaar-prerender", path.basename(outDir));
const quiet = { logLevel: process.env.BUILD_VERBOSE ? "info" : "warn" };

/** Where the site lives, for canonical addresses and share cards: SITE_ORIGIN, else Hosting's own domain. */
function siteOrigin() {
  const projectId = loadEnv("production", root, "VITE_").VITE_FIREBASE_PROJECT_ID || local.projectId;
  return new URL(process.env.SITE_ORIGIN || `https://${projectId}.web.app`).origin;
}

async function buildClient() {
  await build({ root, ...quiet, build: { outDir, emptyOutDir: true } });
  // The manifest stays in dist/.vite/ (never served, never deployed) for the size budget and benchmark.
  return JSON.parse(await readFile(path.join(outDir, ".vite/manifest.json"), "utf8"));
}

async function buildPrerenderer() {
  const ssr = "src/app/server-entry.tsx";
  await build({ root, ...quiet, build: { ssr, outDir: serverDir, emptyOutDir: true, manifest: false } });
  return import(pathToFileURL(path.join(serverDir, "server-entry.js")).href);
}

/** Subresource integrity of a built file (its address from the site's root): the browser refuses other bytes. */
async function integrity(address) {
  const bytes = await readFile(path.join(outDir, address));
  return `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
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
  const { renderPage, pageHead, PRERENDERED_PAGES, SESSION_HINT_SCRIPT, BOOT_LOADER_SCRIPT } =
    await buildPrerenderer();
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
  // boot.ts's tag gives way to the inline loader, which fetches it (with its SRI hash) once the
  // first frame is painted.
  const bootTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const bootSrc = inlined.match(bootTag)?.[1];
  if (!bootSrc) throw new Error("index.html has lost boot.ts's script tag.");
  const loader = `<script data-boot="${bootSrc}" data-integrity="${await integrity(bootSrc)}">${BOOT_LOADER_SCRIPT}</script>`;
  inlined = inlined.replace(bootTag, loader);
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
  return PRERENDERED_PAGES.map((page) => page.file);
}

/**
 * The policy allows inline code by its hash alone: the hashes of every inline script and style in
 * the built pages (404.html and public/floor.html included) replace the old ones in firebase.json's
 * script-src and style-src, whose other sources stay as they are. Commit firebase.json when it changes.
 */
async function writeCspHashes() {
  const hashes = { script: new Set(), style: new Set() };
  for (const file of (await readdir(outDir)).filter((name) => name.endsWith(".html"))) {
    const html = await readFile(path.join(outDir, file), "utf8");
    for (const [, kind, body] of html.matchAll(/<(script|style)(?: data-[\w-]+="[^"]*")*>([^<]+)<\/\1>/g)) {
      hashes[kind].add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  const file = path.join(root, "firebase.json");
  const before = await readFile(file, "utf8");
  const after = before.replace(/\b(script|style)-src ([^;"]*)/g, (_, kind, sources) => {
    const kept = sources.split(" ").filter((source) => source && !source.startsWith("'sha256-"));
    return `${kind}-src ${[...kept, ...[...hashes[kind]].sort()].join(" ")}`;
  });
  if (after !== before) {
    await writeFile(file, after);
    console.log("firebase.json: the CSP's hashes now match the pages' inline scripts and styles.");
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  try {
    await mkdir(outDir, { recursive: true });
    const manifest = await buildClient();
    const pages = await prerender(manifest);
    await writeCspHashes();
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
