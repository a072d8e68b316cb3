// Chromium through Playwright's own page: the reference the other two engines are held to.
import type { Browser, BrowserContext, ElementHandle, Page } from "@playwright/test";
import { integrityFailureAddress, isPageError, near, type Seen } from "../../console-noise";
import { FRAME_SAMPLER, framesUntil, type HeaderFrame, READ_FRAMES } from "../../header-frames";
import { type Key, Shop } from "../shop";

export class ChromiumShop extends Shop<ElementHandle> {
  readonly engine = "chromium";
  readonly frameSampling = "every animation frame, from the document's first script (an init script)";
  // Playwright listens to the page from its first byte.
  readonly reportsFromFirstByte = true;
  // Chromium imports a module it has just fetched from the HTTP cache.
  readonly importRefetchesFetchedAddress = false;
  readonly narrowestViewport = 0;
  // Playwright turns a context's network off (setOffline).
  readonly canGoOffline = true;
  readonly tellsResponseStatus = true;
  private readonly seen: string[] = [];
  /** Reports of bytes that failed their integrity check, until an error answer explains them. */
  private readonly integrityFailures: (Seen & { text: string })[] = [];
  /** Addresses the server answered with an error status. */
  private readonly errorAnswers: Seen[] = [];
  private readonly dialogs: string[] = [];

  private readonly contexts: BrowserContext[] = [];

  private constructor(
    private page: Page,
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {
    super();
    this.contexts.push(page.context());
    this.watch(page);
  }

  static async open(browser: Browser, baseURL: string) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    return new ChromiumShop(await context.newPage(), browser, baseURL);
  }

  async close() {
    for (const context of this.contexts) await context.close();
  }

  private watch(page: Page) {
    page.on("console", (message) => {
      // Not Chromium's own line for each answer with an error status, and its integrity report of
      // an error answer's body only once no error answer explains it (see console-noise.ts).
      if (!isPageError(message)) return;
      const text = `console error: ${message.text()}`;
      const url = integrityFailureAddress(message.text());
      if (url) this.integrityFailures.push({ at: Date.now(), url, text });
      else this.seen.push(text);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) this.errorAnswers.push({ at: Date.now(), url: response.url() });
    });
    page.on("pageerror", (error) => this.seen.push(`uncaught: ${error.message}`));
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
  protected fillHandle(handle: ElementHandle, text: string) {
    return handle.fill(text);
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
    await this.page.keyboard.press(key);
  }
  async type(text: string) {
    await this.page.keyboard.type(text);
  }
  async resize(width: number, height: number) {
    await this.page.setViewportSize({ width, height });
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
      ...this.integrityFailures.filter((report) => !near(this.errorAnswers, report)).map(({ text }) => text),
      ...this.dialogs.map((text) => `a dialog no test step expected: ${text}`),
    ];
  }
  async forgetProblems() {
    this.seen.length = 0;
    this.integrityFailures.length = 0;
    this.errorAnswers.length = 0;
  }
  async headerFrames(open: () => Promise<void>, done: (frame: HeaderFrame) => boolean) {
    await this.page.addInitScript(FRAME_SAMPLER);
    await open();
    return framesUntil(
      (stop) => this.page.evaluate(READ_FRAMES(stop)) as Promise<HeaderFrame[]>,
      done,
      30_000,
    );
  }
  async openWithoutScripts(path: string) {
    const context = await this.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    this.contexts.push(context);
    this.page = await context.newPage();
    this.watch(this.page);
    await this.goto(path);
  }
  async setOffline(offline: boolean) {
    for (const context of this.contexts) await context.setOffline(offline);
  }
}
