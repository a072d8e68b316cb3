// @ts-check
// `npm run test:mutation`: StrykerJS changes the product code in src/ one small fault at a time and
// runs the component and unit tests that cover each change; a mutant no test notices survives.
// docs/testing.md says how to run it on a change, and lists the survivors that are equivalent.
import { tmpdir } from "node:os";
import path from "node:path";

// Outside the tree, as every report is: the HTML report, and the record that lets --incremental
// test only what changed since the last run.
const reports = path.join(tmpdir(), "bazaar-mutation");

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "stryker.vitest.config.ts" },
  mutate: [
    "src/**/*.{ts,tsx}",
    "!src/**/*.test.{ts,tsx}",
    "!src/test/**",
    // Only a browser runs these, and the browser tests prove them (offline-update.spec.ts, the
    // offline journey): the worker itself, and its registration through navigator.serviceWorker.
    "!src/page-life/idle/service-worker.ts",
    "!src/page-life/idle/register-service-worker.ts",
    // The one file that calls Firebase, and the chunk load that fetches it: the component tests put
    // the fake identity provider in its place by design (src/test/fake-auth.ts), and the sign-in
    // journeys prove it against the Auth Emulator in every engine.
    "!src/features/auth/firebase-auth-adapter.ts",
    "!src/features/auth/load-firebase-auth.ts",
    // Logs the browser's own LCP, CLS and INP with '?vitals' in the address; happy-dom measures none.
    "!src/page-life/boot/web-vitals.ts",
    // The page's root: it hydrates the prerendered page and fetches the idle chunk, and that chunk
    // starts the idle tasks (the worker, the offline notice, focus clear of the foot). The browser
    // tests prove both on the built page (docs/testing.md); each task has unit tests of its own.
    "!src/page-life/boot/main.tsx",
    "!src/page-life/idle/background-tasks.ts",
    // Reads which slide shows from the banner's CSS animation (getAnimations), which happy-dom does
    // not run: e2e/carousel.spec.ts proves which slide reaches assistive technology.
    "!src/features/catalog/banner-slide-in-view.ts",
  ],
  coverageAnalysis: "perTest",
  // The project's floor is 90% (docs/testing.md); a run reports, it never fails on its score.
  thresholds: { high: 95, low: 90, break: null },
  concurrency: 2,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: path.join(reports, "index.html") },
  jsonReporter: { fileName: path.join(reports, "mutation.json") },
  incrementalFile: path.join(reports, "incremental.json"),
  tempDirName: path.join(tmpdir(), "bazaar-mutation-sandbox"),
  cleanTempDir: "always",
  // Stryker rewrites the tsconfig's extends and references for its sandbox through TypeScript's
  // JavaScript API, which TypeScript 7 no longer has. Ours has neither, so it points at no file.
  tsconfigFile: "no-tsconfig-to-rewrite.json",
};
