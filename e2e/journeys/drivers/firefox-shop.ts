// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi. Not Playwright: its
// 'moz-firefox' channel (1.65) launches firefox-esr 153, but every new context or page then fails
// ('emulation.setMediaFeaturesOverride: unknown command').
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from "puppeteer-core";
import { errorAnswer, failedRequest, isCancellation, isShopAddress } from "../../problems";
import { BUILD_DIR } from "../../test-servers";
import { type Key, PageShop, type Traits } from "../shop";
import { FirefoxReports } from "./firefox-reports";

export function launchFirefox(executablePath: string, prefs: Record<string, unknown> = {}): Promise<Browser> {
  return puppeteer.launch({ browser: "firefox", executablePath, headless: true, extraPrefsFirefox: prefs });
}

/** The build's own file at a page's address (for firefox-reports.ts), or null. */
function buildFile(url: string): Uint8Array | null {
  const file = path.join(BUILD_DIR, new URL(url).pathname);
  return existsSync(file) ? readFileSync(file) : null;
}

export class FirefoxShop extends PageShop<Page, ElementHandle> {
  readonly engine = "firefox";
  readonly frameSampling = "every animation frame, from the document's first script (a BiDi preload script)";
  // Firefox keeps no page with a request of its own under way in its back/forward cache.
  static override readonly traits: Traits = { ...PageShop.traits, keepsPageWithLoadUnderWay: false };
  private readonly seen: string[] = [];
  /** Page errors, and what may explain those that are not the page's (see firefox-reports.ts). */
  private readonly reports = new FirefoxReports(buildFile);
  private readonly extraBrowsers: Browser[] = [];
  private readonly context: BrowserContext;

  private constructor(
    page: Page,
    private readonly executablePath: string,
    baseURL: string,
  ) {
    super(page, baseURL);
    this.context = page.browserContext();
    this.watch(page);
    // Popups and new tabs: every page of the context is watched as the first is.
    this.context.on("targetcreated", (target) => {
      void target.page().then((opened) => opened && opened !== this.page && this.watch(opened));
    });
  }

  static async open(browser: Browser, executablePath: string, baseURL: string) {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1440, height: 900 });
    return new FirefoxShop(page, executablePath, baseURL);
  }

  async close() {
    await this.context.close();
    for (const browser of this.extraBrowsers) await browser.close();
  }

  private watch(page: Page) {
    page.on("console", (message) => {
      // In Chromium's and the WebKit driver's words ('warning', not puppeteer's 'warn').
      const type = { error: "error", warn: "warning" }[message.type() as string];
      if (type) this.seen.push(`console ${type} on ${page.url()}: ${message.text()}`);
    });
    // CSP violations, uncaught exceptions and some load reports: firefox-reports.ts tells them apart.
    page.on("pageerror", (error) => this.reports.pageError((error as Error).message ?? String(error)));
    page.on("response", (response) => {
      if (response.status() < 400 || !isShopAddress(response.url())) return;
      this.reports.errorAnswer(response.url());
      this.seen.push(errorAnswer(response.status(), response.url()));
    });
    page.on("requestfailed", (request) => {
      const reason = request.failure()?.errorText ?? "no reason given";
      if (isCancellation(reason)) return this.reports.cancelledLoad(request.url());
      this.reports.failedRequest(request.url());
      if (isShopAddress(request.url())) this.seen.push(failedRequest(reason, request.url()));
    });
    page.on("dialog", this.onDialog);
  }

  protected addInitScript(source: string) {
    return this.page.evaluateOnNewDocument(source);
  }
  protected async fillHandle(handle: ElementHandle, text: string) {
    await handle.focus();
    await handle.evaluate((field) => (field as HTMLInputElement).select());
    if (text === "") await this.page.keyboard.press("Backspace");
    else await this.page.keyboard.type(text);
  }
  async press(key: Key) {
    if (key !== "Shift+Tab") return await this.page.keyboard.press(key);
    await this.page.keyboard.down("Shift");
    await this.page.keyboard.press("Tab");
    await this.page.keyboard.up("Shift");
  }
  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }
  protected reported() {
    return [...this.seen, ...this.reports.problems()];
  }
  async forgetProblems() {
    this.seen.length = 0;
    this.reports.forget();
  }
  async openWithoutScripts(path: string) {
    // Firefox 153's BiDi has no switch for one page's scripting: a browser of its own, with the pref.
    const browser = await launchFirefox(this.executablePath, { "javascript.enabled": false });
    this.extraBrowsers.push(browser);
    this.page = await browser.newPage();
    await this.page.setViewport({ width: 1440, height: 900 });
    this.watch(this.page);
    await this.goto(path);
  }
  async setOffline(offline: boolean) {
    await this.page.setOfflineMode(offline);
  }
}
