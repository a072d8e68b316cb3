// @ts-check
// Lighthouse CI, as `npm run bench` runs it (scripts/bench.mjs sets PORT, AUTH_EMULATOR_PORT and
// BUILD_OUT_DIR). LHCI starts the storefront as `npm start` does, and stops it once it has measured;
// or, with --base, measures the two builds that bench.mjs serves.
// One run per address per round, the text-only floor page first in each round: pages measured
// side by side share the machine's load, so their ratios stay honest on a busy machine.
const { CHROMIUM_FLAGS } = require("./scripts/browsers.mjs");
/** @type {Record<string, import("./src/pages/page.ts").Page>} */
const sitePages = require("./src/pages/all-pages.ts");

// BENCH_ORIGINS: the builds `npm run bench -- --base` serves itself, base first; else one that LHCI starts.
const served = process.env.BENCH_ORIGINS?.split(",");
const origins = served ?? [`http://127.0.0.1:${process.env.PORT ?? 4340}`];
// BENCH_PAGES (comma-separated) narrows them, to measure one step on '/' quickly: keep /floor first.
const shopPaths = Object.values(sitePages)
  .filter((page) => !page.fallback)
  .map((page) => page.path);
const ADDRESSES = process.env.BENCH_PAGES?.split(",") ?? ["/floor", ...shopPaths];
const ROUNDS = Math.max(1, Number(process.env.BENCH_RUNS) || 5);

module.exports = {
  ci: {
    collect: {
      ...(served
        ? {}
        : {
            startServerCommand: `"${process.execPath}" scripts/start.mjs`, // the Node that runs LHCI
            startServerReadyPattern: "Bazaar is ready at",
            startServerReadyTimeout: 300_000, // a production build first, on a busy machine
          }),
      // Two builds alternate ABBA, so that a drift in the machine falls on both alike.
      url: Array.from({ length: ROUNDS }, (_, round) =>
        (round % 2 ? origins.toReversed() : origins).flatMap((origin) =>
          ADDRESSES.map((address) => origin + address),
        ),
      ).flat(),
      numberOfRuns: 1,
      chromePath: process.env.CHROME_PATH,
      // Lighthouse's default: a mid-range phone on slow 4G, simulated.
      settings: {
        chromeFlags: CHROMIUM_FLAGS.join(" "),
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
    },
    assert: {
      assertions: {
        "categories:performance": ["error", { minScore: 1, aggregationMethod: "median" }],
        "categories:accessibility": ["error", { minScore: 1, aggregationMethod: "pessimistic" }],
        "cumulative-layout-shift": ["error", { maxNumericValue: 0, aggregationMethod: "pessimistic" }],
        // A warning only: on a shared machine even the floor page, which runs no script, shows
        // some blocking time in some runs (the table prints its worst beside the app's pages').
        "total-blocking-time": ["warn", { maxNumericValue: 0, aggregationMethod: "median" }],
      },
    },
    upload: { target: "filesystem", outputDir: "bench-results" },
  },
};
