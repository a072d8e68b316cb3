// The one `test` every journey is written with: it hands each test a `shop` in the project's
// engine (chromium, firefox or webkit), and fails the test on any console error, uncaught error or
// CSP violation the engine reports. An engine that cannot start makes its tests skipped, with the
// reason: never passed.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { test as base, expect } from "@playwright/test";
import type { Browser as FirefoxBrowser } from "puppeteer-core";
import { findEngines, skipReasons } from "../../scripts/engines.mjs";
import { APP_URL } from "../test-servers";
import { ChromiumShop } from "./drivers/chromium-shop";
import { FirefoxShop, launchFirefox } from "./drivers/firefox-shop";
import { type WebKitDriver, WebKitShop } from "./drivers/webkit-shop";
import type { Shop } from "./shop";

type Engine =
  | { skip: string }
  | { open: () => Promise<Shop & { close(): Promise<void> }>; stop: () => Promise<void> };

/** A free port on 127.0.0.1, for WebKitWebDriver. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

/** A display of its own (Xvfb picks a free number) and WebKitWebDriver on it; stops both. */
async function startWebKitDriver(
  found: ReturnType<typeof findEngines>,
): Promise<WebKitDriver & { stop(): void }> {
  const xvfb = spawn(
    found.xvfb as string,
    ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    },
  );
  const displayfd = xvfb.stdio[3] as NodeJS.ReadableStream;
  const [display] = (await Promise.race([
    once(displayfd, "data"),
    once(xvfb, "exit").then(() => Promise.reject(new Error("Xvfb exited before giving a display"))),
  ])) as [Buffer];
  const port = await freePort();
  const driver = spawn(found.webkitDriver as string, [`--port=${port}`, "--host=127.0.0.1"], {
    stdio: "ignore",
    env: { ...process.env, DISPLAY: `:${String(display).trim()}` },
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
  return {
    port,
    miniBrowser: found.miniBrowser as string,
    stop() {
      driver.kill();
      xvfb.kill();
    },
  };
}

const firstLine = (error: unknown) => String(error instanceof Error ? error.message : error).split("\n")[0];

export const test = base.extend<{ shop: Shop }, { engine: Engine }>({
  engine: [
    async ({ playwright, launchOptions }, use, workerInfo) => {
      const name = workerInfo.project.name;
      const found = findEngines();
      const reasons = skipReasons(found);
      if (name === "firefox" || name === "webkit") {
        const reason = reasons[name];
        if (reason) return use({ skip: `${name} cannot start: ${reason}` });
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
          const driver = await startWebKitDriver(found);
          engine = { open: () => WebKitShop.open(driver, APP_URL), stop: async () => driver.stop() };
        } else {
          const browser = await playwright.chromium.launch(launchOptions);
          engine = { open: () => ChromiumShop.open(browser, APP_URL), stop: () => browser.close() };
        }
      } catch (error) {
        return use({ skip: `${name} cannot start: ${firstLine(error)}` });
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
