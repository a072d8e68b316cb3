// What each prerendered page loads, read from a build's HTML and Vite manifest: the HTML, the CSS
// that blocks its first paint, the JavaScript it needs before it is interactive, and what it
// fetches later (Firebase), each with raw, gzip and brotli sizes. Bytes are deterministic, so
// `npm test` budgets them (size-budget.mjs) and `npm run bench` reports them.
import { readFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** `page`: the route's own lazily loaded page chunk, needed before that route is interactive. */
export const ROUTES = [
  { path: "/", html: "index.html" },
  { path: "/checkout", html: "checkout.html" },
  { path: "/login", html: "login.html", page: "src/features/auth/login-page.tsx" },
];
/** Chunks that load only on request: the metrics reporter runs only with '?vitals'. */
const ON_REQUEST_ONLY = /web-vitals/;

function sizes(dir, files) {
  const total = { files, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const data = readFileSync(path.join(dir, file));
    total.raw += data.length;
    total.gzip += zlib.gzipSync(data, { level: 9 }).length;
    total.brotli += zlib.brotliCompressSync(data).length; // quality 11, as a CDN's static brotli
  }
  return total;
}

/** Every manifest key reachable from `keys` through `next(chunk)`. */
function closure(manifest, keys, next) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    next(manifest[key]).forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

/** Every asset of one route, grouped by when the browser needs it. */
export function routeAssets(dir, route) {
  const manifest = JSON.parse(readFileSync(path.join(dir, ".vite/manifest.json"), "utf8"));
  const html = readFileSync(path.join(dir, route.html), "utf8");
  const linked = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ""));
  const blockingCss = linked(/<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  const blockingScripts = linked(
    /<script(?![^>]*type="module")(?![^>]*\b(?:async|defer)\b)[^>]*src="([^"]+)"/g,
  );
  const starts = [
    ...linked(/<script type="module"[^>]*src="([^"]+)"/g),
    ...linked(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((file) => Object.keys(manifest).find((key) => manifest[key].file === file));

  // The boot entry imports the app and React DOM once the page has painted, and the app this
  // route's page: all are needed before it is interactive. Deeper dynamic imports (Firebase) come later.
  const appKeys = starts.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const initial = closure(manifest, [...starts, ...appKeys, route.page], (chunk) => chunk.imports ?? []);
  const otherPages = ROUTES.map((other) => other.page).filter((page) => page && page !== route.page);
  const every = closure(manifest, starts, (chunk) => [
    ...(chunk.imports ?? []),
    ...(chunk.dynamicImports ?? []).filter((key) => !ON_REQUEST_ONLY.test(key) && !otherPages.includes(key)),
  ]);
  const files = (keys) => keys.map((key) => manifest[key].file);
  const initialJs = sizes(dir, files(initial));
  const laterJs = sizes(dir, files(every.filter((key) => !initial.includes(key))));
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
