#!/usr/bin/env node
// Byte budgets for a production build (bytes are deterministic; times are not, see `npm run bench`).
// Fails, saying by how much, when a page grows past what keeps its first paint fast.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ROUTES, routeAssets } from "./critical-path.mjs";

const KB = 1024;
export const BUDGETS = {
  firstPaintHtmlCss: 25 * KB, // HTML + render-blocking CSS of '/', gzip
  homeInitialJs: 100 * KB, // JavaScript '/' loads before it is interactive (Firebase loads after), gzip
  routeAllJs: 150 * KB, // any route's JavaScript including Firebase, gzip
};

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** 'ok   name: 5.3 KB of 25.0 KB', or 'FAIL … (over by 1.2 KB)'. */
export function describeCheck({ name, actual, limit, ok }) {
  const amount = (n) => (name.endsWith("(count)") ? String(n) : kb(n));
  const over = ok ? "" : ` (over by ${amount(actual - limit)})`;
  return `${ok ? "ok  " : "FAIL"} ${name}: ${amount(actual)} of ${amount(limit)}${over}`;
}

/** Returns one { name, actual, limit, ok } per check. */
export function checkBudgets(dir) {
  const checks = [];
  const check = (name, actual, limit) => checks.push({ name, actual, limit, ok: actual <= limit });
  for (const route of ROUTES) {
    const assets = routeAssets(dir, route);
    if (route.path === "/") {
      check(
        "'/' HTML + render-blocking CSS (gzip)",
        assets.html.gzip + assets.blockingCss.gzip,
        BUDGETS.firstPaintHtmlCss,
      );
      check(
        "'/' JavaScript before interactive, Firebase excluded (gzip)",
        assets.initialJs.gzip,
        BUDGETS.homeInitialJs,
      );
    }
    check(`'${route.path}' all JavaScript including Firebase (gzip)`, assets.allJs.gzip, BUDGETS.routeAllJs);
    check(`'${route.path}' render-blocking scripts (count)`, assets.blockingScripts.length, 0);
  }
  return checks;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const dir = path.resolve(root, process.argv[2] ?? "dist");
  const checks = checkBudgets(dir);
  for (const check of checks) console.log(describeCheck(check));
  const failed = checks.filter((c) => !c.ok).length;
  console.log(`size budget: ${checks.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
