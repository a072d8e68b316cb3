// A deploy, with the offline worker: a new page load online shows the new deploy, no page ever asks
// for scripts which no longer exist, and a tab open across the deploy loses nothing: its sign-in page,
// its basket, and its place in the back/forward cache. Proven with two real builds: the suite's own
// build of this repository, and one of a copy of it with a visible change (a product's new title, which renames every chunk that
// imports the catalog's, the sign-in page's among them), each served by a Hosting emulator of this
// file's own, behind one fault proxy: the deploy switches the proxy from the first to the second, as
// a Hosting release does, and none of the first build's scripts is on the server after it. Each
// build's pages carry their own policy, so each runs under its own. Chromium alone: the tests need
// two tabs, the browser's cache emptied, and Chromium's word on why a page was not kept.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { importMapChunks as ownImportMapChunks } from "../builder/build-cache.ts";
import { freeEmulatorPort, hubPortsFor, startEmulators } from "../scripts/emulators.mjs";
import { copyRepository } from "../scripts/repo-copy.mjs";
import { type FaultProxy, startFaultProxy } from "./fault-proxy";
import { type ExpectProblem, expect, test } from "./fixtures";
import { OFFLINE_LOAD } from "./problems";
import { recordCspViolations } from "./security-support";
import { BUILD_DIR, EMULATOR_PORT, EMULATOR_URL } from "./test-servers";

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

/** The two builds: the first deploy, and the one that replaces it, made once for the file's tests. */
let sites: { first: string; second: string } | null = null;
let deploys: ReturnType<typeof startEmulators>[] = [];
let proxy: FaultProxy | null = null;
/** The second deploy's Hosting, which the proxy switches to. */
let secondUrl = "";

// One worker builds the second site once; each test serves both afresh.
test.describe.configure({ mode: "serial", timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  COPY = copyRepository("update");
  const second = path.join(COPY, "dist-second");
  changeProductTitle();
  await buildCopy(second);
  // The first deploy is the build the suite serves already, built from the same files as the copy.
  sites = { first: path.resolve(BUILD_DIR), second };
});

test.afterAll(() => {
  if (COPY) rmSync(COPY, { recursive: true, force: true });
});

/** Serves both deploys, the proxy in front of the first; returns the proxy. */
async function serveFirstDeploy(): Promise<FaultProxy> {
  if (!sites) throw new Error("The builds were not made.");
  const first = await freeEmulatorPort();
  const second = await freeEmulatorPort([first, ...hubPortsFor(first)]);
  deploys.push(startEmulators({ hostingPort: first, publicDir: sites.first }));
  deploys.push(startEmulators({ hostingPort: second, publicDir: sites.second }));
  await Promise.all(deploys.map((deploy) => deploy.ready));
  secondUrl = `http://127.0.0.1:${second}`;
  proxy = await startFaultProxy({ target: `http://127.0.0.1:${first}` });
  return proxy;
}

test.afterEach(async () => {
  try {
    await proxy?.close();
  } finally {
    proxy = null;
    await Promise.all(deploys.map((deploy) => deploy.stop()));
    deploys = [];
  }
});

/** The script chunks a deploy's import map names, from the cache of the build that made it. */
async function importMapScripts(site: string): Promise<string[]> {
  if (site === sites?.first) return ownImportMapChunks(site).scripts;
  // The copy's build kept its cache in the copy: its own build helpers read it.
  const copyCache: typeof import("../builder/build-cache.ts") = await import(
    path.join(COPY, "builder/build-cache.ts")
  );
  return copyCache.importMapChunks(site).scripts;
}

/** The sign-in page's chunk in `site`: its address. */
async function signInChunk(site: string): Promise<string> {
  const chunk = (await importMapScripts(site)).find((file) => /(^|\/)login-page-[^/]+\.js$/.test(file));
  if (!chunk) throw new Error(`No sign-in page chunk in ${site}.`);
  return `/${chunk.replace(/^\//, "")}`;
}

/**
 * The second deploy's worker is installed, reached through `page`: its precache holds the second
 * deploy's sign-in chunk, and no worker is installing any more (it waits, or it has taken over).
 */
async function secondWorkerInstalled(page: Page): Promise<void> {
  const chunk = await signInChunk(sites?.second ?? "");
  await expect
    .poll(
      () =>
        page.evaluate(async (address) => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean((await caches.match(address)) && !registration?.installing);
        }, chunk),
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** A first visit, three items in the basket, until the first deploy's worker controls the page. */
async function openWithThreeItems(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await expect(page.getByText(OLD_TITLE).first()).toBeVisible();
  for (let nth = 0; nth < 3; nth++)
    await page.getByRole("button", { name: "Add to Basket" }).nth(nth).click();
  await expect(basketLink(page, 3)).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", null, {
    timeout: 60_000,
  });
}

const basketLink = (page: Page, items: number) =>
  page.getByRole("banner").getByRole("link", { name: `Basket, ${items} item${items === 1 ? "" : "s"}` });

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

/** The page's registration: its installing, waiting and active workers' states. */
const workerStates = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const state = (worker?: ServiceWorker | null) => worker?.state ?? "none";
    return `installing ${state(registration?.installing)}, waiting ${state(registration?.waiting)}, active ${state(registration?.active)}`;
  });

/**
 * The shop's workers as Chromium reports them (DevTools' ServiceWorker domain, read through `page`):
 * from now on, each version's status by its id.
 */
async function recordWorkerVersions(context: BrowserContext, page: Page): Promise<Map<string, string>> {
  const cdp = await context.newCDPSession(page);
  const statuses = new Map<string, string>();
  cdp.on("ServiceWorker.workerVersionUpdated", ({ versions }) => {
    for (const version of versions) statuses.set(version.versionId, version.status);
  });
  await cdp.send("ServiceWorker.enable");
  return statuses;
}

/**
 * The new deploy's worker takes over once no tab uses the old one: the shopper closes the shop's tab
 * and opens the shop again, once the swap is done. A tab opened the moment the other closes races the
 * swap, and may start under the old worker, which then keeps the new one waiting, as it should while
 * a tab uses it. Returns the new tab.
 */
async function newWorkerTakesOver(page: Page, url: string): Promise<Page> {
  await secondWorkerInstalled(page);
  const context = page.context();
  // Blank, the new tab is no client of the shop's; it watches the swap.
  const next = await context.newPage();
  const statuses = await recordWorkerVersions(context, next);
  const waitingId = () => [...statuses].find(([, status]) => status === "installed")?.[0];
  await expect.poll(waitingId, { message: "the new deploy's worker, waiting" }).toBeDefined();
  const waiting = waitingId() ?? "";
  await page.close();
  await expect
    .poll(() => statuses.get(waiting), { timeout: 60_000, message: "the new deploy's worker" })
    .toBe("activated");
  await next.goto(`${url}/`);
  await expect
    .poll(() => workerStates(next), { timeout: 60_000 })
    .toBe("installing none, waiting none, active activated");
  return next;
}

/** The other site, the Auth Emulator, asked for its icon: a 404, which Chromium logs. */
function expectOtherSiteIcon(expectProblem: ExpectProblem): void {
  expectProblem(
    new RegExp(`^console error on ${EMULATOR_URL}/: Failed to load resource: .* 404`),
    "the other site, the Auth Emulator, has no icon for the browser to show",
  );
}

/** From now on, Chromium's reasons for not keeping `page` in its back/forward cache. */
async function recordNotKept(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Page.enable");
  const notKept: string[] = [];
  cdp.on("Page.backForwardCacheNotUsed", (event) =>
    notKept.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)),
  );
  return notKept;
}

/** Records, from `page`, every file of the shop's asked for and not there. */
function recordMissingFiles(page: Page, missing: string[]): void {
  page.on("response", (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith("/assets/"))
      missing.push(response.url());
  });
  page.on("requestfailed", (request) => {
    // A load the page itself gave up by leaving (ERR_ABORTED) is not a file that is missing.
    const leftBehind = request.failure()?.errorText === "net::ERR_ABORTED";
    if (new URL(request.url()).pathname.startsWith("/assets/") && !leftBehind) missing.push(request.url());
  });
}

test("a new deploy reaches the shopper on the next load, and no page ever asks for a script that is gone", async ({
  page,
  context,
  expectProblem,
}) => {
  // Some of the first build's scripts are not the second's: after the deploy, they are gone.
  const secondScripts = await importMapScripts(sites?.second ?? "");
  expect(
    (await importMapScripts(sites?.first ?? "")).filter((file) => !secondScripts.includes(file)),
  ).not.toEqual([]);
  const proxy = await serveFirstDeploy();
  const missing: string[] = [];
  recordMissingFiles(page, missing);
  // Each deploy's pages run under that deploy's own policy, its import map's hash among it.
  const violations = await recordCspViolations(page);

  // The first deploy, visited once: the worker installs.
  await page.goto(`${proxy.url}/`);
  await expect(page.getByText(OLD_TITLE).first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", null, {
    timeout: 60_000,
  });

  // The second deploy, with a visible change, replaces the first: its scripts are gone from the server.
  proxy.switchTo(secondUrl);

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

  // The new worker takes over once the shop's tab is closed; offline from then on, the shopper gets the new deploy.
  const next = await newWorkerTakesOver(page, proxy.url);
  recordMissingFiles(next, missing);
  violations.push(...(await recordCspViolations(next)));
  await goOffline(context, expectProblem);
  await next.goto(`${proxy.url}/`);
  await expect(next.getByText(NEW_TITLE).first()).toBeVisible();
  await expectUsable(next);
  await next.goto(`${proxy.url}/checkout`);
  await expect(next.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();

  expect(missing, "scripts or files asked for and not there").toEqual([]);
  expect(violations, "what either deploy's policy refused").toEqual([]);
});

test("a tab open across a deploy keeps its code: with the browser's cache emptied, Sign In shows the sign-in page, and the basket is kept", async ({
  page,
  context,
}) => {
  const [firstChunk, secondChunk] = [
    await signInChunk(sites?.first ?? ""),
    await signInChunk(sites?.second ?? ""),
  ];
  expect(firstChunk, "the deploy renames the sign-in page's chunk").not.toBe(secondChunk);
  const proxy = await serveFirstDeploy();
  await openWithThreeItems(page, proxy.url);

  // The deploy; a second tab opens the shop, and the new deploy's worker installs.
  proxy.switchTo(secondUrl);
  const requestsBefore = proxy.requests().length;
  const other = await context.newPage();
  await other.goto(`${proxy.url}/`);
  await expect(other.getByText(NEW_TITLE).first()).toBeVisible();
  await secondWorkerInstalled(other);

  // As for any tab open 10 minutes after a deploy (firebase.json: max-age=600), the browser's cache
  // no longer holds the old sign-in code.
  await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  const shown = page.getByRole("main");
  const answer = shown.getByRole("heading", { name: "Sign in" }).or(shown.getByRole("alert"));
  await expect(answer).toBeVisible();
  console.log(`The open tab's Sign In, its cache emptied, after the deploy: ${await answer.innerText()}`);
  await expect(shown.getByRole("heading", { name: "Sign in" })).toBeVisible();
  // The same page, not a new one: home again, the basket is as it was.
  await page.getByRole("link", { name: "Bazaar home" }).click();
  await expect(basketLink(page, 3)).toBeVisible();
  // From the old worker's precache: the server, which no longer has it, was not asked.
  expect(
    proxy
      .requests()
      .slice(requestsBefore)
      .filter((request) => request.startsWith(firstChunk)),
  ).toEqual([]);
});

test("a page away in the back/forward cache is kept there while a deploy reaches another tab: Back shows it with its basket", async ({
  page,
  context,
  expectProblem,
}) => {
  expectOtherSiteIcon(expectProblem);
  const proxy = await serveFirstDeploy();
  await openWithThreeItems(page, proxy.url);
  const notKept = await recordNotKept(context, page);
  await page.evaluate(() =>
    addEventListener("pageshow", (event: PageTransitionEvent) =>
      Object.assign(window, { restoredFromCache: event.persisted }),
    ),
  );

  // Away at another site; meanwhile the deploy, and a second tab on it installs the new worker.
  await page.evaluate((url) => setTimeout(() => location.assign(url)), `${EMULATOR_URL}/`);
  await expect.poll(() => page.evaluate(() => location.origin).catch(() => "")).toBe(EMULATOR_URL);
  proxy.switchTo(secondUrl);
  const other = await context.newPage();
  await other.goto(`${proxy.url}/`);
  await expect(other.getByText(NEW_TITLE).first()).toBeVisible();
  await secondWorkerInstalled(other);

  await page.evaluate(() => setTimeout(() => history.back()));
  await expect.poll(() => page.evaluate(() => location.href).catch(() => "")).toBe(`${proxy.url}/`);
  await expect
    .poll(() => page.evaluate(() => (window as { restoredFromCache?: boolean }).restoredFromCache ?? null))
    .toBe(true);
  expect(notKept, "Chromium's reasons for not keeping the page").toEqual([]);
  await expect(basketLink(page, 3)).toBeVisible();
  await expect(page.getByText(OLD_TITLE).first()).toBeVisible();
});

test("a returning shopper's first visit after a deploy, a link away in the same tab, then Back: the page the new worker evicted loads again with its basket", async ({
  page,
  context,
  expectProblem,
}) => {
  expectOtherSiteIcon(expectProblem);
  const proxy = await serveFirstDeploy();
  // An earlier visit: the first deploy's worker controls the shop.
  await page.goto(`${proxy.url}/`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", null, {
    timeout: 60_000,
  });
  // The deploy; the shopper comes back in the same tab. The page's own load finds the new worker,
  // which installs and waits, as the old one still controls this page.
  proxy.switchTo(secondUrl);
  await page.goto(`${proxy.url}/`);
  await expect(page.getByText(NEW_TITLE).first()).toBeVisible();
  for (let nth = 0; nth < 3; nth++)
    await page.getByRole("button", { name: "Add to Basket" }).nth(nth).click();
  await expect(basketLink(page, 3)).toBeVisible();
  await secondWorkerInstalled(page);
  const notKept = await recordNotKept(context, page);

  // A link away: no page uses the old worker now, so the new one activates, and Chromium evicts the
  // page from its back/forward cache.
  await page.evaluate((url) => setTimeout(() => location.assign(url)), `${EMULATOR_URL}/`);
  await expect.poll(() => page.evaluate(() => location.origin).catch(() => "")).toBe(EMULATOR_URL);
  await page.evaluate(() => setTimeout(() => history.back()));
  await expect.poll(() => page.evaluate(() => location.href).catch(() => "")).toBe(`${proxy.url}/`);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType("navigation")[0]?.toJSON().type))
    .toBe("back_forward");
  expect(notKept, "Chromium's reasons for not keeping the page").toContain("ServiceWorkerVersionActivation");
  await expect(basketLink(page, 3)).toBeVisible();
});
