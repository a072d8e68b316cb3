// Serves a production build the way Firebase Hosting does (see firebase.json): clean URLs,
// every unknown path answered with index.html, and the same headers, from the same file.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import picomatch from "picomatch";
import sirv from "sirv";
import { cleanPath } from "../src/shared/lib/clean-path.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The header rules of firebase.json's hosting section, applied in order (later ones win). */
export function hostingHeaderRules(firebaseJsonPath = path.join(root, "firebase.json")) {
  const { hosting } = JSON.parse(readFileSync(firebaseJsonPath, "utf8"));
  return hosting.headers.map(({ source, headers }) => ({
    matches: picomatch(source.replace(/^\//, ""), { dot: true }),
    headers,
  }));
}

/**
 * Headers for one path; `connectSources` adds origins (the local emulator) to the CSP's connect-src.
 * @param {string} pathname
 * @param {ReturnType<typeof hostingHeaderRules>} rules
 * @param {string[]} [connectSources]
 */
export function headersFor(pathname, rules, connectSources = []) {
  // Hosting's '**' matches the root page; with its slash stripped the root would be '' and match nothing.
  const relative = pathname.replace(/^\//, "") || "/";
  const result = new Map();
  for (const rule of rules) {
    if (!rule.matches(relative)) continue;
    for (const { key, value } of rule.headers) result.set(key, value);
  }
  const csp = result.get("Content-Security-Policy");
  if (csp && connectSources.length > 0) {
    result.set(
      "Content-Security-Policy",
      csp.replace(
        /connect-src ([^;]*)/,
        (_, sources) => `connect-src ${sources} ${connectSources.join(" ")}`,
      ),
    );
  }
  return result;
}

/**
 * An http.Server for `dir`; call listen() on it.
 * @param {{ dir: string, connectSources?: string[] }} options
 */
export function createStaticServer({ dir, connectSources = [] }) {
  const rules = hostingHeaderRules();
  const serve = sirv(dir, {
    extensions: ["html"],
    single: true,
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      for (const [key, value] of headersFor(pathname, rules, connectSources)) res.setHeader(key, value);
    },
  });
  /** Redirects and 404s carry the security headers too, but are never cached for good. */
  const setErrorHeaders = (res, pathname) => {
    for (const [key, value] of headersFor(pathname, rules, connectSources)) res.setHeader(key, value);
    res.setHeader("Cache-Control", "no-cache");
  };
  return http.createServer((req, res) => {
    // As Firebase Hosting does with trailingSlash: false and cleanUrls: '/checkout/' and
    // '/checkout.html' redirect to '/checkout', and '/index.html' to '/'.
    const url = new URL(req.url ?? "/", "http://localhost");
    const clean = cleanPath(url.pathname);
    if (clean !== url.pathname) {
      setErrorHeaders(res, url.pathname);
      res.writeHead(301, { Location: clean + url.search }).end();
      return;
    }
    serve(req, res, () => {
      setErrorHeaders(res, url.pathname);
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
    });
  });
}
