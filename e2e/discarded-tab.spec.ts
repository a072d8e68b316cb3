// A tab the browser discarded (a phone's background tab, Chrome's Memory Saver) loads again when the
// shopper comes back to it, with document.wasDiscarded: its basket comes back from the record of its
// history entry. No driver command discards a tab, so a test extension (discard-extension/) calls
// chrome.tabs.discard, then makes the tab active again, in Chromium with a profile of its own.
import path from "node:path";
import { type BrowserContext, chromium, type Page, type Worker } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "../scripts/browsers.mjs";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";
import { APP_URL } from "./test-servers";

const EXTENSION = path.join(import.meta.dirname, "discard-extension");

/** What the test uses of the extension's chrome.tabs. */
interface Tabs {
  query(query: { url: string }): Promise<{ id: number }[]>;
  discard(id: number): Promise<{ id: number }>;
  update(id: number, properties: { active: boolean }): Promise<unknown>;
}

/** The extension's worker: the one whose address is the extension's. */
async function extensionWorker(context: BrowserContext): Promise<Worker> {
  const isExtension = (worker: Worker) => worker.url().startsWith("chrome-extension://");
  return (
    context.serviceWorkers().find(isExtension) ??
    (await context.waitForEvent("serviceworker", { predicate: isExtension }))
  );
}

/** The shop's page once it has loaded again after the discard: Playwright may give it a new handle. */
async function pageLoadedAgain(context: BrowserContext): Promise<Page> {
  let found: Page | undefined;
  await expect
    .poll(async () => {
      for (const page of context.pages().filter((page) => page.url().startsWith(APP_URL))) {
        const discarded = await page.evaluate(() => document.wasDiscarded).catch(() => false);
        if (discarded) found = page;
      }
      return Boolean(found);
    })
    .toBe(true);
  return found as Page;
}

// Chromium loads the tab again as a back_forward load with document.wasDiscarded and its
// sessionStorage, but with no history state (seen on Chromium 156): the page finds its entry as the
// one that recorded last, as the tab was hidden (entry-record.ts's `discardedEntryId`).
test("a tab the browser discarded comes back, as the shopper returns to it, with its basket", async ({
  watch,
}, testInfo) => {
  const context = await chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    executablePath: findChromium() ?? undefined,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--disable-extensions-except=${EXTENSION}`, `--load-extension=${EXTENSION}`],
  });
  try {
    watch.watch(context);
    const worker = await extensionWorker(context);
    const page = await context.newPage();
    await page.goto(`${APP_URL}/`);
    await waitForHydration(page);
    for (let nth = 0; nth < 3; nth++)
      await page.getByRole("button", { name: "Add to Basket" }).nth(nth).click();
    await expect(page.getByRole("link", { name: "Basket, 3 items" })).toBeVisible();

    // Another tab comes to the front; the shop's, in the background, is discarded.
    await context.newPage();
    const pageGone = page.waitForEvent("close");
    const discardedId = await worker.evaluate(async (origin) => {
      const tabs = (globalThis as unknown as { chrome: { tabs: Tabs } }).chrome.tabs;
      const [shop] = await tabs.query({ url: `${origin}/*` });
      if (!shop) throw new Error("The shop's tab is not open.");
      return (await tabs.discard(shop.id)).id;
    }, APP_URL);
    // The shopper comes back to it later, once the discarded page is gone, as a phone's shopper does.
    await pageGone;
    await worker.evaluate(async (id) => {
      const tabs = (globalThis as unknown as { chrome: { tabs: Tabs } }).chrome.tabs;
      await tabs.update(id, { active: true });
    }, discardedId);

    const again = await pageLoadedAgain(context);
    await waitForHydration(again);
    expect(await again.evaluate(() => performance.getEntriesByType("navigation")[0]?.toJSON().type)).toBe(
      "back_forward",
    );
    await expect(again.getByRole("link", { name: "Basket, 3 items" })).toBeVisible();
  } finally {
    await context.close();
  }
});
