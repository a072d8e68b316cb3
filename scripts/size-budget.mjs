#!/usr/bin/env node
// Byte budgets for a production build (bytes are deterministic; times are not, see `npm run bench`).
// Fails, saying by how much, when a page grows past what keeps its first paint fast.
// `npm test` checks them on the build it makes.
import { ROUTES, routeAssets } from "./critical-path.mjs";

const KB = 1024;
export const BUDGETS = {
  firstPaintHtmlCss: 25 * KB, // HTML + render-blocking CSS of '/', gzip
  // JavaScript '/' loads before it is interactive (Firebase loads after), gzip. 85 KB until the
  // recovery of lazily loaded chunks (src/shared/lib/chunk-importer.ts, lazy-load.ts, and the sign-in
  // page's failure notice) joined the app's chunk: +0.35 KB (86,999 -> 87,356 B), which cannot load
  // later, as it must be on the page before the fetch it recovers from can fail.
  homeInitialJs: 85.5 * KB,
  routeAllJs: 128 * KB, // any route's JavaScript including Firebase, gzip
};

/** 'ok   name: 5.3 KB of 25.0 KB', or 'FAIL … (over by 1.2 KB)'. */
export function describeCheck({ name, actual, limit, ok }) {
  const amount = (n) => (name.endsWith("(count)") ? String(n) : `${(n / KB).toFixed(1)} KB`);
  const over = ok ? "" : ` (over by ${amount(actual - limit)})`;
  return `${ok ? "ok  " : "FAIL"} ${name}: ${amount(actual)} of ${amount(limit)}${over}`;
}

/** Returns one { name, actual, limit, ok } per check. */
export function checkBudgets(dir) {
  const checks = [];
  const check = (name, actual, limit) => checks.push({ name, actual, limit, ok: actual <= limit });
  for (const route of ROUTES) {
    const assets = routeAssets(dir, route);
    const where = `'${route.path}'`;
    if (route.path === "/") {
      const firstPaint = assets.html.gzip + assets.blockingCss.gzip;
      check(`${where} HTML + render-blocking CSS (gzip)`, firstPaint, BUDGETS.firstPaintHtmlCss);
      const initial = assets.initialJs.gzip;
      check(
        `${where} JavaScript before interactive, Firebase excluded (gzip)`,
        initial,
        BUDGETS.homeInitialJs,
      );
    }
    check(`${where} all JavaScript including Firebase (gzip)`, assets.allJs.gzip, BUDGETS.routeAllJs);
    check(`${where} render-blocking scripts (count)`, assets.blockingScripts.length, 0);
  }
  return checks;
}
