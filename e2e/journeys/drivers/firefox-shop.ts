// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi. Not Playwright: its
// 'moz-firefox' channel (1.65) launches firefox-esr 153, but every new context or page then fails
// ('emulation.setMediaFeaturesOverride: unknown command').
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from "puppeteer-core";
import { FRAME_SAMPLER, framesUntil, type HeaderFrame, READ_FRAMES } from "../../header-frames";
import { BUILD_DIR } from "../../test-servers";
import { type Key, Shop } from "../shop";
import { FirefoxReports } from "./firefox-reports";

export function launchFirefox(executablePath: string, prefs: Record<string, unknown> = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    extraPrefsFirefox: prefs,
  });
}

/** The build's own file at a page's address (for firefox-reports.ts), or null. */
function buildFile(url: string): Uint8Array | null {
  const file = path.join(BUILD_DIR, new URL(url).pathname);
  return existsSync(file) ? readFileSync(file) : null;
}

export class FirefoxShop extends Shop<ElementHandle> {
  readonly engine = "firefox";
  readonly frameSampling = "every animation frame, from the document's first script (a BiDi preload script)";
  // puppeteer listens to the page from its first byte.
  readonly reportsFromFirstByte = true;
  // Firefox imports a module it has just fetched from the HTTP cache.
  readonly importRefetchesFetchedAddress = false;
  readonly narrowestViewport = 0;
  // WebDriver BiDi turns a page's network off (emulation.setNetworkConditions).
  readonly canGoOffline = true;
  readonly tellsResponseStatus = true;
  private readonly seen: string[] = [];
  /** Page errors, and what may explain those that are not the page's (see firefox-reports.ts). */
  private readonly reports = new FirefoxReports(buildFile);
  private readonly dialogs: string[] = [];
  private readonly extraBrowsers: Browser[] = [];

  private readonly context: BrowserContext;

  private constructor(
    private page: Page,
    private readonly executablePath: string,
    private readonly baseURL: string,
  ) {
    super();
    this.context = page.browserContext();
    this.watch(page);
  }

  static async open(browser: Browser, executablePath: string, baseURL: string) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    return new FirefoxShop(page, executablePath, baseURL);
  }

  async close() {
    await this.context.close();
    for (const browser of this.extraBrowsers) await browser.close();
  }

  private watch(page: Page) {
    page.on("console", (message) => {
      if (message.type() === "error") this.seen.push(`console error: ${message.text()}`);
    });
    // Firefox reports a CSP violation as a page error, with uncaught exceptions and reports of
    // loads, some of which are not the page's problem: firefox-reports.ts tells them apart.
    page.on("pageerror", (error) => this.reports.pageError((error as Error).message ?? String(error)));
    page.on("response", (response) => {
      if (response.status() >= 400) this.reports.errorAnswer(response.url());
    });
    page.on("requestfailed", (request) => {
      if (request.failure()?.errorText === "NS_BINDING_ABORTED") this.reports.cancelledLoad(request.url());
      else this.reports.failedRequest(request.url());
    });
    page.on("dialog", (dialog) => {
      this.dialogs.push(dialog.message());
      void dialog.accept();
    });
  }

  protected run<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }
  protected async handle(expression: string) {
    return (await this.page.evaluateHandle(expression)).asElement() as ElementHandle | null;
  }
  protected clickHandle(handle: ElementHandle) {
    return handle.click();
  }
  protected async fillHandle(handle: ElementHandle, text: string) {
    await handle.focus();
    await handle.evaluate((field) => (field as HTMLInputElement).select());
    if (text === "") await this.page.keyboard.press("Backspace");
    else await this.page.keyboard.type(text);
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.baseURL).href);
  }
  async reload() {
    await this.page.reload();
  }
  async path() {
    const url = new URL(this.page.url());
    return url.pathname + url.search;
  }
  async press(key: Key) {
    if (key === "Shift+Tab") {
      await this.page.keyboard.down("Shift");
      await this.page.keyboard.press("Tab");
      await this.page.keyboard.up("Shift");
    } else {
      await this.page.keyboard.press(key);
    }
  }
  async type(text: string) {
    await this.page.keyboard.type(text);
  }
  async resize(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }
  evaluate<T, A>(fn: (arg: A) => T, arg?: A): Promise<T> {
    return this.page.evaluate(fn as never, arg as never) as Promise<T>;
  }
  protected async takeDialog() {
    return this.dialogs.shift() ?? null;
  }
  async problems() {
    return [
      ...this.seen,
      ...this.reports.problems(),
      ...this.dialogs.map((text) => `a dialog no test step expected: ${text}`),
    ];
  }
  async forgetProblems() {
    this.seen.length = 0;
    this.reports.forget();
  }
  async headerFrames(open: () => Promise<void>, done: (frame: HeaderFrame) => boolean) {
    await this.page.evaluateOnNewDocument(FRAME_SAMPLER);
    await open();
    return framesUntil(
      (stop) => this.page.evaluate(READ_FRAMES(stop)) as Promise<HeaderFrame[]>,
      done,
      30_000,
    );
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
