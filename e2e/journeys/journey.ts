// The `test` of every journey: a `shop` in the project's engine, failing the test on any problem it
// did not name (problems.ts): a console error or warning, an uncaught error, a CSP violation, an error
// answer or failed request of the shop's own. An engine that cannot start fails under CI, skips locally.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, openSync, writeSync } from "node:fs";
import { test as base, expect } from "@playwright/test";
import type { Browser as FirefoxBrowser } from "puppeteer-core";
import { findEngines, skipReasons } from "../../scripts/browsers.mjs";
import { freePort } from "../../scripts/emulators.mjs";
import { type FaultProxy, startFaultProxy } from "../fault-proxy";
import { APP_URL } from "../test-servers";
import { ChromiumShop } from "./drivers/chromium-shop";
import { FirefoxShop, launchFirefox } from "./drivers/firefox-shop";
import { type WebKitDriver, WebKitShop } from "./drivers/webkit-shop";
import type { HeaderFrame, Shop, Traits } from "./shop";

type Engine =
  | { skip: string }
  | { open: () => Promise<Shop & { close(): Promise<void> }>; stop: () => Promise<void> };

/** Xvfb on `display` (or, without one, the first free number); its number once it is ready. */
async function startXvfb(xvfbPath: string, log: number, display?: number) {
  // -noreset: else a MiniBrowser starting while the server resets (its last client gone) gets no display.
  const args = "-displayfd 3 -screen 0 1920x1200x24 -nolisten tcp -noreset".split(" ");
  if (display !== undefined) args.unshift(`:${display}`);
  const xvfb = spawn(xvfbPath, args, { stdio: ["ignore", log, log, "pipe"] });
  const [number] = (await Promise.race([
    once(xvfb.stdio[3] as NodeJS.ReadableStream, "data"),
    once(xvfb, "exit").then(() => Promise.reject(new Error("Xvfb exited before giving a display"))),
  ])) as [Buffer];
  return { xvfb, display: String(number).trim() };
}

/**
 * A display of its own (100 + the worker's index, so never one another worker's Xvfb is still
 * leaving; else any free one) and WebKitWebDriver on it; stops both.
 */
async function startWebKitDriver(
  found: ReturnType<typeof findEngines>,
  workerIndex: number,
): Promise<WebKitDriver & { note(text: string): void; stop(): Promise<void> }> {
  mkdirSync("test-results", { recursive: true });
  const logPath = `test-results/webkit-worker-${workerIndex}-${process.pid}.log`;
  const log = openSync(logPath, "a");
  const { xvfb, display } = await startXvfb(found.xvfb as string, log, 100 + workerIndex).catch(() =>
    startXvfb(found.xvfb as string, log),
  );
  const note = (text: string) => writeSync(log, `${new Date().toISOString()} ${text}\n`);
  const port = await freePort(); // as the emulators take theirs: never one the system hands out
  note(`Xvfb on display :${display}, WebKitWebDriver on port ${port}`);
  let stopping = false;
  xvfb.on("exit", (code, signal) => stopping || note(`Xvfb exited by itself: ${code ?? signal}`));
  const driver = spawn(found.webkitDriver as string, [`--port=${port}`, "--host=127.0.0.1"], {
    stdio: ["ignore", log, log],
    env: { ...process.env, DISPLAY: `:${display}` },
  });
  const deadline = Date.now() + 15_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
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

interface WorkerFixtures {
  engine: Engine;
  /** What the project's engine's driver can do: a class's facts, read without starting a browser. */
  traits: Traits;
  /**
   * Whether the browser keeps pages in its back/forward cache, as a shopper's does. Off, Back loads
   * the page again, as it does in Firefox with a request under way, in WebKit on a phone short of
   * memory, or in Chromium after a deploy. WebKit's driver has no such cache either way.
   */
  backForwardCache: boolean;
}

export const test = base.extend<JourneyFixtures, WorkerFixtures>({
  offlineWorker: [true, { option: true }],
  backForwardCache: [true, { option: true, scope: "worker" }],
  faultProxy: async ({ offlineWorker }, use) => {
    const proxy = await startFaultProxy({ offlineWorker });
    await use(proxy);
    await proxy.close();
  },

  traits: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const drivers = { chromium: ChromiumShop, firefox: FirefoxShop, webkit: WebKitShop };
      await use(drivers[workerInfo.project.name as keyof typeof drivers].traits);
    },
    { scope: "worker" },
  ],

  engine: [
    async ({ playwright, launchOptions, backForwardCache }, use, workerInfo) => {
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
          const browser: FirefoxBrowser = await launchFirefox(
            found.firefox as string,
            backForwardCache ? {} : { "browser.sessionhistory.max_total_viewers": 0 },
          );
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
          const browser = await playwright.chromium.launch({
            ...launchOptions,
            args: [
              ...(launchOptions.args ?? []),
              ...(backForwardCache ? [] : ["--disable-features=BackForwardCache"]),
            ],
          });
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

  // The shop closes before the fault proxy: nothing the page still loads meets a proxy already gone.
  shop: async ({ engine, faultProxy }, use, testInfo) => {
    if ("skip" in engine) {
      testInfo.skip(true, engine.skip);
      return;
    }
    testInfo.setTimeout(Math.max(testInfo.timeout, 60_000));
    const shop = await engine.open();
    // A fault the test makes at its proxy is the test naming what fails, and why.
    shop.expected.explainedBy((problem) => faultProxy.explains(problem));
    if (shop.unwatched) testInfo.annotations.push({ type: "unwatched", description: shop.unwatched });
    try {
      await use(shop);
      const problems = await shop
        .unexpectedProblems()
        .catch((error) => [`could not read problems: ${firstLine(error)}`]);
      expect(problems, `problems no step expected, in ${shop.engine}`).toEqual([]);
    } finally {
      await shop.close();
    }
  },
});

export { expect };

/**
 * Skips the tests of the enclosing describe where the engine's driver lacks what they need, before
 * any browser session or proxy starts for them.
 */
export function skipUnless(has: (traits: Traits) => boolean, reason: string): void {
  test.skip(({ traits }) => !has(traits), reason);
}

/** Fills the sign-in form as a shopper does, by its labels. */
export async function fillCredentials(shop: Shop, email: string, password: string): Promise<void> {
  await shop.fill({ label: "E-mail" }, email);
  await shop.fill({ label: "Password" }, password);
}

/** Samples the header while `open` loads a page until it greets `email`: no frame shows 'Guest' or 'Sign In'. */
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
