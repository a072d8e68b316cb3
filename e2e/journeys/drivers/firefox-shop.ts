// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi.
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from "puppeteer-core";
import { type HeaderFrame, type Key, Shop } from "../shop";
import { FRAME_SAMPLER, framesUntil, READ_FRAMES } from "./frames";

export function launchFirefox(executablePath: string, prefs: Record<string, unknown> = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    extraPrefsFirefox: prefs,
  });
}

/**
 * Firefox's report when a page is left while its service worker is answering one of its loads: the
 * old document's loads are cancelled, and each cancelled one is reported as an uncaught error. Any
 * worker does it, a bare `respondWith(fetch(request))` too; a shopper sees nothing of it.
 */
const LEFT_WHILE_THE_WORKER_ANSWERED =
  /A ServiceWorker intercepted the request and encountered an unexpected error\.$/;
/**
 * How far apart such a report and the navigation that left the page may be seen. On this machine,
 * in 47 of 47 reports the navigation's request came 0–40 ms after it; the margin is for a busy
 * machine. Any other interception failure stays a problem.
 */
const LEAVING_WINDOW_MS = 3_000;

export class FirefoxShop extends Shop<ElementHandle> {
  readonly engine = "firefox";
  readonly frameSampling = "every animation frame, from the document's first script (a BiDi preload script)";
  private readonly seen: string[] = [];
  /** Reports of loads cancelled, it seems, by leaving the page: kept apart until a navigation explains them. */
  private readonly interceptionFailures: { at: number; text: string }[] = [];
  /** When each navigation of the tab began (its document request). */
  private readonly navigationStarts: number[] = [];
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
    // Firefox reports a CSP violation as a page error, with uncaught exceptions. It also reports a
    // module the server did not serve ('Loading module from … was blocked', 'Loading failed for the
    // module…'): the network's word, as Chromium's 'Failed to load resource', which the page
    // itself must handle (the recovery journey proves it does).
    page.on("pageerror", (error) => {
      const message = (error as Error).message ?? String(error);
      if (/^Loading (module from|failed for the module)/.test(message)) return;
      if (LEFT_WHILE_THE_WORKER_ANSWERED.test(message)) {
        this.interceptionFailures.push({ at: Date.now(), text: `uncaught: ${message}` });
        return;
      }
      this.seen.push(`uncaught: ${message}`);
    });
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        this.navigationStarts.push(Date.now());
      }
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
  async nextDialog(timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.dialogs.length === 0) {
      if (Date.now() > deadline) throw new Error("No dialog opened in firefox.");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.dialogs.shift() ?? "";
  }
  async problems() {
    const notFromLeaving = this.interceptionFailures
      .filter(({ at }) => !this.navigationStarts.some((start) => Math.abs(start - at) <= LEAVING_WINDOW_MS))
      .map(({ text }) => text);
    return [
      ...this.seen,
      ...notFromLeaving,
      ...this.dialogs.map((text) => `a dialog no test step expected: ${text}`),
    ];
  }
  async forgetProblems() {
    this.seen.length = 0;
    this.interceptionFailures.length = 0;
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
}
