// The newcomer's path, as the README gives it, on a copy of the repository as a fresh clone has it
// (no build, no emulator config; the packages installed, as `npm install` or CI's `npm ci` leaves
// them): `npm start`, then a change to the code and `npm start` again on other ports, and
// `npm run dev` the same way. Each time the storefront is served under its pages' own policy (no
// violation, the import map in force), works (Add to Basket), stops on SIGTERM with every port it
// took free again, and leaves `git status` clean. When the emulators die under it, `npm start` says
// so and fails.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { freeEmulatorPort, hubPortsFor } from "../scripts/emulators.mjs";
import { changesIn, copyRepository } from "../scripts/repo-copy.mjs";
import { expect, test } from "./fixtures";
import { recordCspViolations } from "./security-support";

const OLD_TITLE = "Aurora Wireless Noise-Cancelling Over-Ear Headphones, 40-Hour Battery";
const NEW_TITLE = "Aurora Wireless Headphones, First-Run Edition";

/** Free ports for a run: the storefront's, and the Auth Emulator's with its hub's two above it. */
async function freePorts() {
  const auth = await freeEmulatorPort();
  return { app: await freeEmulatorPort([auth, ...hubPortsFor(auth)]), auth };
}

const copies: string[] = [];
const started: Running[] = [];
test.afterEach(async () => {
  // A test that failed half-way leaves nothing running.
  for (const running of started.splice(0)) {
    if (!groupAlive(running)) continue;
    process.kill(-(running.child.pid ?? 0), "SIGTERM");
    await expect.poll(() => groupAlive(running), { timeout: 30_000 }).toBe(false);
  }
});
test.afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});
test.describe.configure({ timeout: 240_000 });

interface Running {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the command has ended. */
  ended: Promise<number | null>;
}

/** Runs an npm script in `cwd` on `ports` and waits for its ready line. */
async function npmRun(cwd: string, script: "start" | "dev", ports: { app: number; auth: number }) {
  const env = { ...process.env, PORT: String(ports.app), AUTH_EMULATOR_PORT: String(ports.auth) };
  // A process group of its own, as a terminal gives a command: a signal reaches npm and what it runs.
  const child = spawn("npm", script === "start" ? ["start"] : ["run", "dev"], { cwd, env, detached: true });
  let output = "";
  const ended = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const running: Running = { url: "", child, output: () => output, ended };
  started.push(running);
  running.url = await new Promise<string>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk;
      const url = output.match(/Bazaar is ready at (\S+)/)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on("data", listen);
    child.stderr.on("data", listen);
    // Whichever comes first; a promise already settled ignores the others.
    void ended.then((code) =>
      reject(new Error(`npm ${script} exited with ${code} before its ready line:\n${output}`)),
    );
    setTimeout(
      () => reject(new Error(`npm ${script} printed no ready line in 120 s:\n${output}`)),
      120_000,
    ).unref();
  });
  return running;
}

/**
 * Whether a server still listens on 127.0.0.1:`port`. Asked by connecting, not by listening: a
 * refused connection is what "no server left" means, where a listen fails for any socket on it.
 */
function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Every port the command took, the storefront's, the Auth Emulator's and its hub's, has no server left. */
async function expectPortsFree(ports: { app: number; auth: number }) {
  for (const port of [ports.app, ports.auth, ...hubPortsFor(ports.auth)]) {
    expect(await isListening(port), `port ${port}`).toBe(false);
  }
}

/** Whether any process of the command's group is still there. */
function groupAlive(running: Running): boolean {
  try {
    process.kill(-(running.child.pid ?? 0), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM, to the command and all it started (as a terminal's Ctrl+C reaches them all), or to npm
 * alone (as a process manager sends it): every one of them ends, and every port is free again.
 */
async function stop(running: Running, ports: { app: number; auth: number }, to: "group" | "npm") {
  process.kill(to === "group" ? -(running.child.pid ?? 0) : (running.child.pid ?? 0), "SIGTERM");
  await expect.poll(() => groupAlive(running), { timeout: 30_000, message: running.output() }).toBe(false);
  expect(running.output()).not.toContain("stopped on their own");
  await expectPortsFree(ports);
}

/**
 * The three pages open under their own policy with nothing refused, the built ones with their import
 * map (refused, it would be a violation), and the app is alive: a press on Add to Basket counts.
 */
async function expectServedWell(browser: Browser, url: string, title: string, built: boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = await recordCspViolations(page);
  for (const address of ["/checkout", "/login", "/"]) {
    await page.goto(`${url}${address}`);
    await expect(page.locator('script[type="importmap"]')).toHaveCount(built ? 1 : 0);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(built ? 1 : 0);
  }
  await expect(page.getByText(title).first()).toBeVisible();
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
  expect(violations, "what the pages' policy refused").toEqual([]);
  await context.close();
}

/**
 * `check`, which fails with what the command printed as well: a server gone from under the browser
 * (a refused connection) says why only there.
 */
async function telling(running: Running, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (error instanceof Error) error.message += `\n\nWhat npm printed:\n${running.output()}`;
    throw error;
  }
}

function changeProductTitle(copy: string) {
  const file = path.join(copy, "src/features/catalog/products.ts");
  const source = readFileSync(file, "utf8");
  if (!source.includes(OLD_TITLE)) throw new Error("products.ts no longer has the title this test changes.");
  writeFileSync(file, source.replace(OLD_TITLE, NEW_TITLE));
}

for (const script of ["start", "dev"] as const) {
  test(`npm ${script === "start" ? "start" : "run dev"} serves a fresh clone, and again after a change on other ports`, async ({
    browser,
  }) => {
    const copy = copyRepository(`first-run-${script}`);
    copies.push(copy);

    const first = await freePorts();
    const fresh = await npmRun(copy, script, first);
    await telling(fresh, () => expectServedWell(browser, fresh.url, OLD_TITLE, script === "start"));
    await stop(fresh, first, "group");
    expect(changesIn(copy), "what it wrote outside .gitignore").toBe("");

    changeProductTitle(copy);
    const second = await freePorts();
    const changed = await npmRun(copy, script, second);
    await telling(changed, () => expectServedWell(browser, changed.url, NEW_TITLE, script === "start"));
    await stop(changed, second, "npm");
    expect(changesIn(copy), "what changed but the product's title").toBe(
      "M src/features/catalog/products.ts",
    );
  });
}

test("npm start says so, and fails, when the emulators stop on their own", async () => {
  const copy = copyRepository("first-run-dies");
  copies.push(copy);
  const ports = await freePorts();
  const running = await npmRun(copy, "start", ports);
  // The emulators are the one process whose command names this run's config (scripts/emulators.mjs).
  const emulators = (await import("node:child_process"))
    .execFileSync("ps", ["-eo", "pid=,args="], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes("emulators:start") && line.includes(`local-${ports.app}.json`))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
  expect(emulators).toHaveLength(1);
  process.kill(emulators[0] ?? 0, "SIGKILL");
  expect(await running.ended).toBe(1);
  expect(running.output()).toContain("The Firebase emulators stopped on their own");
  expect(running.output()).toContain("Run `npm start` again.");
  await expectPortsFree(ports);
});
