// What each prerendered page loads, read from a build: the HTML, the CSS that blocks its first
// paint, the JavaScript it needs before it is interactive, and what it fetches later (Firebase).
import { readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const ROUTES = [
  { path: "/", html: "index.html" },
  { path: "/checkout", html: "checkout.html" },
  { path: "/login", html: "login.html" },
];

/** Chunks that only load on request: the metrics reporter runs only with '?vitals'. */
const ON_REQUEST_ONLY = [/web-vitals/];

function sizes(dir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const data = readFileSync(path.join(dir, file));
    raw += data.length;
    gzip += zlib.gzipSync(data, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

function closure(manifest, keys, follow) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of follow(manifest[key])) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** Every asset of one route, grouped by when the browser needs it, with raw and gzip sizes. */
export function routeAssets(dir, route) {
  const manifest = JSON.parse(readFileSync(path.join(dir, ".vite/manifest.json"), "utf8"));
  const html = readFileSync(path.join(dir, route.html), "utf8");
  const linked = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ""));

  const blockingCss = linked(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  const entryScripts = linked(/<script type="module"[^>]*src="([^"]+)"/g);
  const preloads = linked(/<link rel="modulepreload"[^>]*href="([^"]+)"/g);
  const blockingScripts = linked(
    /<script(?![^>]*type="module")(?![^>]*\b(?:async|defer)\b)[^>]*src="([^"]+)"/g,
  );

  const keyOf = (file) => Object.keys(manifest).find((key) => manifest[key].file === file);
  const startKeys = [...entryScripts, ...preloads].map(keyOf).filter(Boolean);
  // The entry (boot) fetches the app with a dynamic import once the page has painted: that
  // import is still needed before the page is interactive. Deeper dynamic imports come later.
  const appKeys = startKeys.flatMap((key) => manifest[key].dynamicImports ?? []);
  const initialKeys = closure(manifest, [...startKeys, ...appKeys], (chunk) => chunk.imports ?? []);
  const everyKey = closure(manifest, startKeys, (chunk) => [
    ...(chunk.imports ?? []),
    ...(chunk.dynamicImports ?? []).filter((key) => !ON_REQUEST_ONLY.some((pattern) => pattern.test(key))),
  ]);
  // Other routes' pages (the login page) are not part of this route's JavaScript.
  const otherPages = route.path === "/login" ? [] : ["src/features/auth/login-page.tsx"];
  const laterKeys = everyKey.filter((key) => !initialKeys.includes(key) && !otherPages.includes(key));

  const files = (keys) => keys.map((key) => manifest[key].file);
  const laterJs = sizes(dir, files(laterKeys));
  const initialJs = sizes(dir, files(initialKeys));
  return {
    route: route.path,
    html: sizes(dir, [route.html]),
    blockingCss: sizes(dir, blockingCss),
    blockingScripts,
    initialJs,
    laterJs,
    allJs: { raw: initialJs.raw + laterJs.raw, gzip: initialJs.gzip + laterJs.gzip },
  };
}
