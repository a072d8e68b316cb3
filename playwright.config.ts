import { defineConfig, devices } from "@playwright/test";
import { APP_PORT, APP_URL, BUILD_DIR, EMULATOR_PORT } from "./e2e/test-servers";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/browsers.mjs";

const executablePath = findChromium() ?? undefined;

export default defineConfig({
  testDir: "e2e",
  // Browser tests only: a *.test.ts beside them is a unit test, Vitest's (vite.config.ts).
  testMatch: "**/*.spec.ts",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The retry only tells a flake from a steady failure: a test that passes on it still fails the
  // run, so `npx playwright test` agrees with `npm test`, which counts it as failed.
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: `test-results/e2e-report-${APP_PORT}.json` }]],
  outputDir: `test-results/e2e-${APP_PORT}`,
  use: {
    baseURL: APP_URL,
    // Every test's first attempt is traced, and the trace kept when it fails: a flake that passes
    // on its retry under CI leaves the trace of the failure, not of the pass.
    trace: "retain-on-first-failure",
    // Playwright turns Chromium's back/forward cache off; a shopper's Chromium has it (back.spec.ts).
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
      ignoreDefaultArgs: ["--disable-back-forward-cache"],
    },
  },
  // One set of journeys (e2e/journeys) runs in all three engines; every other spec proves what only
  // Chromium can (axe, CPU throttling, request routing…) and runs in Chromium alone.
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
    // Driven from outside, one WebDriver command at a time: a look at the page takes longer there.
    { name: "firefox", testMatch: "journeys/**/*.spec.ts", expect: { timeout: 15_000 } },
    { name: "webkit", testMatch: "journeys/**/*.spec.ts", expect: { timeout: 15_000 } },
  ],
  webServer: {
    // The real thing: `npm start` on the tests' own ports, a production build served by the Hosting
    // emulator with firebase.json, beside the Auth Emulator. `npm test` hands it the build it has
    // already made (E2E_BUILD_DIR), so a test run builds once.
    command: "node scripts/start.mjs",
    // The ready line comes once Hosting and the Auth Emulator both answer.
    wait: { stdout: /Bazaar is ready at/ },
    env: {
      PORT: String(APP_PORT),
      AUTH_EMULATOR_PORT: String(EMULATOR_PORT),
      BUILD_OUT_DIR: BUILD_DIR,
      SKIP_BUILD: process.env.E2E_BUILD_DIR ? "1" : "",
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
