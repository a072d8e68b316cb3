// The one `test` every journey is written with: it hands each test a `shop` in the project's
// engine (chromium, firefox or webkit), and fails the test on any console error, uncaught error or
// CSP violation the engine reports. An engine that cannot start fails its tests under CI, with the
// reason; locally it skips them with the reason, so a contributor without WebKit can still run
// the rest. Never passed.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, openSync, writeSync } from "node:fs";
import { test as base, expect } from "@playwright/test";
import getPort from "get-port";
import type { Browser as FirefoxBrowser } from "puppeteer-core";
import { findEngines, skipReasons } from "../../scripts/browsers.mjs";
import { type FaultProxy, startFaultProxy } from "../fault-proxy";
import { APP_URL } from "../test-servers";
import { ChromiumShop } from "./drivers/chromium-shop";
import { FirefoxShop, launchFirefox } from "./drivers/firefox-shop";
import { type WebKitDriver, WebKitShop } from "./drivers/webkit-shop";
import type { HeaderFrame, Shop } from "./shop";

type Engine =
  | { skip: string }
  | { open: () => Promise<Shop & { close(): Promise<void> }>; stop: () => Promise<void> };

/** Xvfb on `display` (or, without one, the first free number); its number once it is ready. */
async function startXvfb(xvfbPath: string, log: number, display?: number) {
  const xvfb = spawn(
    xvfbPath,
    [
      ...(display === undefined ? [] : [`:${display}`]),
      "-displayfd",
      "3",
      "-screen",
      "0",
      "1920x1200x24",
      "-nolisten",
      "tcp",
      // Without it, the server resets each time its last client (a MiniBrowser) goes, and a
      // MiniBrowser starting during that reset cannot open the display (seen 2 times in 3 runs).
      "-noreset",
    ],
    { stdio: ["ignore", log, log, "pipe"] },
  );
  const [number] = (await Promise.race([
    once(xvfb.stdio[3] as NodeJS.ReadableStream, "data"),
    once(xvfb, "exit").then(() => Promise.reject(new Error("Xvfb exited before giving a display"))),
  ])) as [Buffer];
  return { xvfb, display: String(number).trim() };
}

/**
 * A display of its own and WebKitWebDriver on it; stops both. Each worker of a run takes a number
 * no other worker of the run has had (100 + its index): with a number picked afresh, a worker that
 * starts while another's Xvfb is shutting down could take that display just before the old server
 * removes its socket, and the next MiniBrowser would find no display. Taken by someone else, any
 * free number will do.
 */
async function startWebKitDriver(
  found: ReturnType<typeof findEngines>,
  workerIndex: number,
): Promise<WebKitDriver & { note(text: string): void; stop(): Promise<void> }> {
  // What Xvfb, WebKitWebDriver and MiniBrowser say goes to a log of this worker's own, for the
  // failure that needs it.
  mkdirSync("test-results", { recursive: true });
  const logPath = `test-results/webkit-worker-${workerIndex}-${process.pid}.log`;
  const log = openSync(logPath, "a");
  const { xvfb, display } = await startXvfb(found.xvfb as string, log, 100 + workerIndex).catch(() =>
    startXvfb(found.xvfb as string, log),
  );
  const note = (text: string) => writeSync(log, `${new Date().toISOString()} ${text}\n`);
  const port = await getPort();
  note(`Xvfb on display :${display}, WebKitWebDriver on port ${port}`);
  let stopping = false;
  xvfb.on("exit", (code, signal) => stopping || note(`Xvfb exited by itself: ${code ?? signal}`));
  const driver = spawn(found.webkitDriver as string, [`--port=${port}`, "--host=127.0.0.1"], {
    stdio: ["ignore", log, log],
    env: { ...process.env, DISPLAY: `:${display}` },
  });
  // Ready once it answers /status.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (driver.exitCode !== null || Date.now() > deadline) {
      driver.kill();
      xvfb.kill();
      throw new Error(`WebKitWebDriver did not answer on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  driver.on(
    "exit",
    (code, signal) => stopping || note(`WebKitWebDriver exited by itself: ${code ?? signal}`),
  );
  return {
    port,
    miniBrowser: found.miniBrowser as string,
    logPath,
    note,
    async stop() {
      stopping = true;
      note("stopped");
      const gone = (child: ChildProcess) =>
        child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, "exit");
      driver.kill();
      xvfb.kill();
      await Promise.race([Promise.all([gone(driver), gone(xvfb)]), new Promise((r) => setTimeout(r, 5_000))]);
    },
  };
}

const firstLine = (error: unknown) =>
  String(error instanceof Error ? error.message : error).split("\n")[0] ?? "";

interface JourneyFixtures {
  shop: Shop;
  /** A fault proxy in front of Hosting for this test alone, closed when the test ends. */
  faultProxy: FaultProxy;
  /** Whether the fault proxy lets the site's offline worker in (see startFaultProxy). */
  offlineWorker: boolean;
}

export const test = base.extend<JourneyFixtures, { engine: Engine }>({
  offlineWorker: [true, { option: true }],
  faultProxy: async ({ offlineWorker }, use) => {
    const proxy = await startFaultProxy({ offlineWorker });
    await use(proxy);
    await proxy.close();
  },

  engine: [
    async ({ playwright, launchOptions }, use, workerInfo) => {
      const name = workerInfo.project.name;
      const found = findEngines();
      const reasons = skipReasons(found);
      const cannotStart = (reason: string) => {
        if (process.env.CI) throw new Error(`${name} cannot start: ${reason}`);
        return use({ skip: `${name} cannot start: ${reason}` });
      };
      if (name === "firefox" || name === "webkit") {
        const reason = reasons[name];
        if (reason) return cannotStart(reason);
      }
      let engine: Engine;
      try {
        if (name === "firefox") {
          const browser: FirefoxBrowser = await launchFirefox(found.firefox as string);
          engine = {
            open: () => FirefoxShop.open(browser, found.firefox as string, APP_URL),
            stop: () => browser.close(),
          };
        } else if (name === "webkit") {
          const driver = await startWebKitDriver(found, workerInfo.workerIndex);
          engine = {
            open: () => {
              driver.note(`session for '${test.info().title}'`);
              return WebKitShop.open(driver, APP_URL);
            },
            stop: () => driver.stop(),
          };
        } else {
          const browser = await playwright.chromium.launch(launchOptions);
          engine = { open: () => ChromiumShop.open(browser, APP_URL), stop: () => browser.close() };
        }
      } catch (error) {
        return cannotStart(firstLine(error));
      }
      await use(engine);
      await engine.stop();
    },
    { scope: "worker" },
  ],

  shop: async ({ engine }, use, testInfo) => {
    if ("skip" in engine) {
      testInfo.skip(true, engine.skip);
      return;
    }
    // A journey drives a whole engine from outside, one command at a time, on a busy machine.
    testInfo.setTimeout(Math.max(testInfo.timeout, 60_000));
    const shop = await engine.open();
    try {
      await use(shop);
      const problems = await shop
        .problems()
        .catch((error) => [`could not read problems: ${firstLine(error)}`]);
      expect(problems, `console errors, uncaught errors and CSP violations in ${shop.engine}`).toEqual([]);
    } finally {
      await shop.close();
    }
  },
});

export { expect };

/** Fills the sign-in form as a shopper does, by its labels. */
export async function fillCredentials(shop: Shop, email: string, password: string): Promise<void> {
  await shop.fill({ label: "E-mail" }, email);
  await shop.fill({ label: "Password" }, password);
}

/**
 * Samples the header while `open` loads a page, until it greets `email` with Sign Out, and expects
 * no sampled frame to show 'Guest' or 'Sign In' on the way (the samples go into the report).
 */
export async function expectGreetedInEveryFrame(shop: Shop, email: string, open: () => Promise<void>) {
  const greeted = (frame: HeaderFrame) => frame.greeting === `Hello ${email}` && frame.signOut;
  const frames = await shop.headerFrames(open, greeted);
  test.info().annotations.push({
    type: "header frames",
    description: `${frames.length} samples in ${shop.engine}, ${shop.frameSampling}`,
  });
  expect(frames.length, "samples taken").toBeGreaterThan(0);
  expect(frames.at(-1), "the last sample greets the shopper").toEqual({
    greeting: `Hello ${email}`,
    signIn: false,
    signOut: true,
  });
  expect(frames.filter((frame) => frame.greeting?.includes("Guest") || frame.signIn)).toEqual([]);
}
