#!/usr/bin/env node
// `npm run bench`: Lighthouse CI (runs, assertions and reports as lighthouserc.cjs says) against a
// production build served as `npm start` serves it (the Hosting emulator with firebase.json, brotli
// on the fly), then each page's median and worst, and '/' as a multiple of the text-only floor page.
// PORT (4340) and AUTH_EMULATOR_PORT (9340) move the servers; SKIP_BUILD=1 with BUILD_OUT_DIR
// serves a build already made (to compare two in one sitting). Fails when an assertion does.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { ensureChromium } from "./browsers.mjs";
import { root, startEmulators } from "./emulators.mjs";

const PORT = Number(process.env.PORT ?? 4340);
const AUTH_PORT = Number(process.env.AUTH_EMULATOR_PORT ?? 9340);
const OUT_DIR = process.env.BUILD_OUT_DIR ?? "dist-bench";
const GOALS = { FCP: 1.1, LCP: 1.15 }; // '/' against the floor, medians (issue 16)
const env = { ...process.env, PORT: String(PORT), CHROME_PATH: ensureChromium() };
const run = (command, args, extra = {}) =>
  spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...env, ...extra } }).status;

if (!process.env.SKIP_BUILD) {
  const build = { BUILD_OUT_DIR: OUT_DIR, VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT}` };
  if (run(process.execPath, ["scripts/build.mjs"], build) !== 0) process.exit(1);
}
const emulators = startEmulators({ hostingPort: PORT, authPort: AUTH_PORT, publicDir: OUT_DIR });
process.once("SIGINT", () => emulators.stop().then(() => process.exit(130)));
process.once("SIGTERM", () => emulators.stop().then(() => process.exit(143)));
await emulators.ready;
const loadBefore = loadavg()[0].toFixed(1);
const status = run(path.join(root, "node_modules/.bin/lhci"), ["autorun"]);
const load = `load average ${loadBefore} before, ${loadavg()[0].toFixed(1)} after, ${availableParallelism()} cores`;
await emulators.stop();

const dir = path.join(root, ".lighthouseci");
const runs = readdirSync(dir)
  .filter((file) => /^lhr-.*\.json$/.test(file))
  .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")));
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const table = {};
for (const [page, lhrs] of Map.groupBy(runs, (lhr) => new URL(lhr.requestedUrl).pathname)) {
  const values = (id) => lhrs.map((lhr) => lhr.audits[id].numericValue);
  const [fcp, lcp, tbt] = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"].map(
    values,
  );
  const lowest = (id) => Math.min(...lhrs.map((lhr) => Math.round(lhr.categories[id].score * 100)));
  table[page] = {
    "FCP ms": Math.round(median(fcp)),
    "FCP worst": Math.round(Math.max(...fcp)),
    "LCP ms": Math.round(median(lcp)),
    "LCP worst": Math.round(Math.max(...lcp)),
    "TBT ms": Math.round(median(tbt)),
    "TBT worst": Math.round(Math.max(...tbt)),
    "CLS worst": Math.max(...values("cumulative-layout-shift")),
    "Perf min": lowest("performance"),
    "A11y min": lowest("accessibility"),
    "CPU index": Math.round(median(lhrs.map((lhr) => lhr.environment.benchmarkIndex))),
  };
}
const rounds = runs.length / Object.keys(table).length;
const [home, floor] = [table["/"], table["/floor"]];
const ratio = (key) => (home && floor ? home[key] / floor[key] : Number.NaN); // both measured?
const ratios = ["FCP ms", "FCP worst", "LCP ms", "LCP worst"].map((key) => [
  key,
  `${ratio(key).toFixed(2)}x`,
]);
table["/ ÷ floor"] = Object.fromEntries(ratios);
console.log(`\nLighthouse mobile, ${rounds} interleaved runs per page (${load}):`);
console.table(table);
for (const [metric, goal] of Object.entries(GOALS)) {
  const met = ratio(`${metric} ms`) <= goal ? "met" : "NOT met";
  console.log(
    `${metric}: median ${ratio(`${metric} ms`).toFixed(2)}x the floor's (goal ≤ ${goal}x: ${met}).`,
  );
}
process.exit(status === 0 ? 0 : 1);
