#!/usr/bin/env node
// Builds the storefront: the client bundle, then real HTML for every prerendered page (404.html
// included), each with its own description and share card. Hosting compresses what it sends.
import { mkdir, readFile, writeFile } from "node:fs/promises";
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

/** Lazy chunks whose CSS must be in the page's HTML so that it paints styled before hydration. */
function headFor(pagePath, manifest) {
  const tags = [];
  if (pagePath === "/login") {
    const chunk = manifest["src/features/auth/login-page.tsx"];
    if (!chunk) throw new Error("The build has no chunk for the login page.");
    for (const css of chunk.css ?? []) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return tags.join("");
}

async function prerender(manifest) {
  const { renderPage, pageHead, PRERENDERED_PAGES, SESSION_HINT_SCRIPT } = await buildPrerenderer();
  const origin = siteOrigin();
  const template = await readFile(path.join(outDir, "index.html"), "utf8");
  if (!template.includes('<div id="root"><!--app-html--></div>')) {
    throw new Error('index.html has lost its <div id="root"><!--app-html--></div> placeholder.');
  }
  for (const page of PRERENDERED_PAGES) {
    const body = await renderPage(page.path);
    let head = pageHead(page, origin) + headFor(page.path, manifest);
    const banner = page.path === "/" && body.match(/<img[^>]*class="banner__image"[^>]*src="([^"]+)"/)?.[1];
    if (banner) head += `<link rel="preload" as="image" href="${banner}" fetchpriority="high">`;
    const hint = `<script>${SESSION_HINT_SCRIPT}</script>`; // before first paint; the CSP allows its hash
    const html = template
      .replace(/<title>[^<]*<\/title>/, `${hint}<title>${page.title}</title>`)
      .replace("</head>", `${head}</head>`)
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-prerendered="${page.path}">${body}</div>`,
      );
    await writeFile(path.join(outDir, page.file), html);
  }
  return PRERENDERED_PAGES.map((page) => page.file);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  try {
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
