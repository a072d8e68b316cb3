// @ts-check
// `npm run test:mutation`: StrykerJS changes the product code of src/ and the builder's files one
// small fault at a time and runs the unit and component tests that cover each change; a mutant no
// test notices survives. docs/testing.md gives the score, how to run it on a change, and the
// survivors (`npm run mutation:survivors`).
import { tmpdir } from "node:os";
import path from "node:path";

// Outside the tree, as every report is: the HTML report and the same report as JSON.
const reports = path.join(tmpdir(), "bazaar-mutation");

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "stryker.vitest.config.ts" },
  mutate: [
    "src/**/*.{ts,tsx}",
    "!src/**/*.test.{ts,tsx}",
    "!src/test/**",
    // Only a browser runs the worker itself, and the browser tests prove it (offline-update.spec.ts,
    // journeys/offline.spec.ts). Its registration is mutated, against a stubbed navigator.serviceWorker.
    "!src/page-life/idle/service-worker.ts",
    // The one file that calls Firebase, and the chunk load that fetches it: the component tests put
    // the fake identity provider in its place by design (src/test/fake-auth.ts), and the sign-in
    // journeys prove it against the Auth Emulator in every engine (journeys/account.spec.ts, auth.spec.ts).
    "!src/features/auth/firebase-auth-adapter.ts",
    "!src/features/auth/load-firebase-auth.ts",
    // Logs the browser's own LCP, CLS and INP with '?vitals' in the address; happy-dom measures none.
    // journeys/browse.spec.ts loads it under the page's policy.
    "!src/page-life/boot/web-vitals.ts",
    // Starts the idle tasks (the worker, the offline notice, focus clear of the foot), each with unit
    // tests of its own; only a built page runs the chunk (journeys/offline.spec.ts, foot-notices.spec.ts).
    "!src/page-life/idle/background-tasks.ts",
    // Reads which slide shows from the banner's CSS animation (getAnimations), which happy-dom does
    // not run: e2e/carousel.spec.ts proves which slide reaches assistive technology.
    "!src/features/catalog/banner-slide-in-view.ts",
    // The builder's files that a unit test runs: the pages' policy, HTML and head, the lazy chunks'
    // rewrite, the integrity hashes. The rest run only inside a Vite build (build-site.ts,
    // build-cache.ts, worker-build.ts, inline-script-plugin.ts, server-entry.tsx, page-constants.ts),
    // and every browser test runs on what they built: journeys/integrity.spec.ts checks the import
    // map's hashes, security-headers.spec.ts the policy, offline-update.spec.ts the worker's build.
    "builder/page-policy.ts",
    "builder/page-html.ts",
    "builder/page-head.ts",
    "builder/html-tree.ts",
    "builder/lazy-chunks.ts",
    "builder/svg-data-url.ts",
    "builder/hashes.ts",
  ],
  coverageAnalysis: "perTest",
  // Static mutants (module-level constants) stay in: a mutant that a module's load and a test both
  // reach is "hybrid", and ignoreStatic has Stryker test it with the covering tests alone, with the
  // constant already made: products.ts's data, messages and labels then survived, and a whole run
  // scored 82.57% against 85.74% with them tested (docs/testing.md).
  // A run fails below the committed score (94.58%) less 2 points: a change may leave a few
  // survivors of its own, not a feature's worth (docs/testing.md).
  thresholds: { high: 95, low: 90, break: 92 },
  concurrency: 2,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: path.join(reports, "index.html") },
  jsonReporter: { fileName: path.join(reports, "mutation.json") },
  // In the tree and committed: a fresh clone's `--incremental` run tests again only the mutants in
  // code or tests that changed since the committed run (docs/testing.md). Biome leaves it alone.
  incrementalFile: "reports/stryker-incremental.json",
  tempDirName: path.join(tmpdir(), "bazaar-mutation-sandbox"),
  cleanTempDir: "always",
  // Stryker rewrites the tsconfig's extends and references for its sandbox through TypeScript's
  // JavaScript API, which TypeScript 7 no longer has. Ours has neither, so it points at no file.
  tsconfigFile: "no-tsconfig-to-rewrite.json",
};
