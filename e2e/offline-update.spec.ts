// A new deploy reaches a shopper who has the offline worker on their next page load, and no shopper
// ever gets a page that asks for scripts which no longer exist. Proven with two real builds of a
// copy of this repository, the second with a visible change (a product's new title), each served by
// a Hosting emulator of this file's own, behind one fault proxy: the deploy switches the proxy from
// the first to the second, as a Hosting release does, and none of the first build's scripts is on
// the server after it. Each build's pages carry their own policy, so each runs under its own.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { freeEmulatorPort, hubPortsFor, startEmulators } from "../scripts/emulators.mjs";
import { copyRepository } from "../scripts/repo-copy.mjs";
import { type FaultProxy, startFaultProxy } from "./fault-proxy";
import { type ExpectProblem, expect, test } from "./fixtures";
import { OFFLINE_LOAD } from "./problems";
import { recordCspViolations } from "./security-support";
import { EMULATOR_PORT } from "./test-servers";

let COPY = "";
const OLD_TITLE = "Aurora Wireless Noise-Cancelling Over-Ear Headphones, 40-Hour Battery";
const NEW_TITLE = "Aurora Wireless Headphones, Second Edition";

/** One production build of the copy, into `site`. */
async function buildCopy(site: string): Promise<void> {
  const { spawn } = await import("node:child_process");
  const env = { ...process.env, BUILD_OUT_DIR: site, VITE_AUTH_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORT}` };
  const child = spawn(process.execPath, ["scripts/build.mjs"], { cwd: COPY, env, stdio: "inherit" });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`The build of the copy exited with ${code}.`);
}

function changeProductTitle(): void {
  const file = path.join(COPY, "src/features/catalog/products.ts");
  const source = readFileSync(file, "utf8");
  if (!source.includes(OLD_TITLE)) throw new Error("products.ts no longer has the title this test changes.");
  writeFileSync(file, source.replace(OLD_TITLE, NEW_TITLE));
}

let deploys: ReturnType<typeof startEmulators>[] = [];
let proxy: FaultProxy | null = null;

test.describe.configure({ timeout: 300_000 });

test.afterEach(async () => {
  try {
    await proxy?.close();
  } finally {
    proxy = null;
    await Promise.all(deploys.map((deploy) => deploy.stop()));
    deploys = [];
    if (COPY) rmSync(COPY, { recursive: true, force: true });
  }
});

async function goOffline(context: BrowserContext, expectProblem: ExpectProblem): Promise<void> {
  expectProblem(OFFLINE_LOAD, "the network is off: what the page loads meanwhile fails");
  proxy?.goDark();
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext): Promise<void> {
  proxy?.goLight();
  await context.setOffline(false);
}

/** The page is the app, not just its HTML: a press on Add to Basket reaches the basket. */
async function expectUsable(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
}

/** Far longer than Chromium's swap of a worker that skips waiting takes (under a second, traced). */
const WAITING_TOO_LONG_MS = 5_000;

/** The page's registration: its installing, waiting and active workers' states. */
const workerStates = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const state = (worker?: ServiceWorker | null) => worker?.state ?? "none";
    return `installing ${state(registration?.installing)}, waiting ${state(registration?.waiting)}, active ${state(registration?.active)}`;
  });

/**
 * The browser checks /sw.js, and the new deploy's worker takes over. It skips waiting, and Chromium
 * swaps it in once the old worker has stopped. Chromium's speculative warm-up (for a page with links
 * in view) can start the old worker again just as it stops (traced: 'StartWorker, Purpose: Warm Up'
 * in the same millisecond as 'StopWorker'). The old worker then asks to stop after 30 s idle, which
 * Chromium grants a shopper's but refuses while DevTools is attached, as Playwright's is: it runs on
 * to Chromium's 5-minute limit. In Chromium's source, a page load asks for the swap again: so once
 * the new worker has waited longer than a swap takes (well under a second), the shopper here goes on
 * to their next page, as they would, until it is done; the report notes each such page load.
 */
async function newWorkerTakesOver(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  let waitingSince = 0;
  await expect
    .poll(
      async () => {
        const states = await workerStates(page);
        if (!states.includes("waiting installed")) return states;
        waitingSince ||= Date.now();
        if (Date.now() - waitingSince >= WAITING_TOO_LONG_MS) {
          test.info().annotations.push({
            type: "next page",
            description: `the new worker had waited ${Date.now() - waitingSince} ms: ${states}`,
          });
          await page.reload();
          waitingSince = 0;
        }
        return states;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe("installing none, waiting none, active activated");
}

test("a new deploy reaches the shopper on the next load, and no page ever asks for a script that is gone", async ({
  page,
  context,
  expectProblem,
}) => {
  COPY = copyRepository("update");
  const firstSite = path.join(COPY, "dist-first");
  const secondSite = path.join(COPY, "dist-second");
  await buildCopy(firstSite);
  changeProductTitle();
  await buildCopy(secondSite);
  // Some of the first build's scripts are not the second's: after the deploy, they are gone. (The
  // copy's builds keep their chunk lists in the copy's own cache: its scripts read them.)
  const { importMapChunks } = (await import(
    path.join(COPY, "builder/build-cache.ts")
  )) as typeof import("../builder/build-cache.ts");
  const secondScripts = importMapChunks(secondSite).scripts;
  expect(importMapChunks(firstSite).scripts.filter((file) => !secondScripts.includes(file))).not.toEqual([]);
  const first = await freeEmulatorPort();
  const second = await freeEmulatorPort([first, ...hubPortsFor(first)]);
  deploys.push(startEmulators({ hostingPort: first, publicDir: firstSite }));
  deploys.push(startEmulators({ hostingPort: second, publicDir: secondSite }));
  await Promise.all(deploys.map((deploy) => deploy.ready));
  proxy = await startFaultProxy({ target: `http://127.0.0.1:${first}` });
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith("/assets/"))
      missing.push(response.url());
  });
  page.on("requestfailed", (request) => {
    // A load the page itself gave up by leaving (ERR_ABORTED) is not a file that is missing.
    const leftBehind = request.failure()?.errorText === "net::ERR_ABORTED";
    if (new URL(request.url()).pathname.startsWith("/assets/") && !leftBehind) missing.push(request.url());
  });
  // Each deploy's pages run under that deploy's own policy, its import map's hash among it.
  const violations = await recordCspViolations(page);

  // The first deploy, visited once: the worker installs.
  await page.goto(`${proxy.url}/`);
  await expect(page.getByText(OLD_TITLE).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", null, {
    timeout: 60_000,
  });

  // The second deploy, with a visible change, replaces the first: its scripts are gone from the server.
  proxy.switchTo(`http://127.0.0.1:${second}`);

  // Offline meanwhile, the shopper gets the first deploy's page with the first deploy's scripts,
  // all from the worker's cache: it works, the lazily loaded sign-in page included.
  await goOffline(context, expectProblem);
  await page.reload();
  await expect(page.getByText(OLD_TITLE).first()).toBeVisible();
  await expectUsable(page);

  // Back online, the next load is the new deploy, and it works.
  await goOnline(context);
  await page.goto(`${proxy.url}/`);
  await expect(page.getByText(NEW_TITLE).first()).toBeVisible();
  await expect(page.getByText(OLD_TITLE)).toHaveCount(0);
  await expectUsable(page);

  // The new worker takes over; offline from then on, the shopper gets the new deploy.
  await newWorkerTakesOver(page);
  await goOffline(context, expectProblem);
  await page.goto(`${proxy.url}/`);
  await expect(page.getByText(NEW_TITLE).first()).toBeVisible();
  await expectUsable(page);
  await page.goto(`${proxy.url}/checkout`);
  await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();

  expect(missing, "scripts or files asked for and not there").toEqual([]);
  expect(violations, "what either deploy's policy refused").toEqual([]);
});
