// Chromium through Playwright's own page: the reference the other two engines are held to.
import type { Browser, BrowserContext, ElementHandle, Page } from "@playwright/test";
import { integrityFailureAddress, isPageError, near, type Seen } from "../../console-noise";
import { type Key, PageShop } from "../shop";

export class ChromiumShop extends PageShop<Page, ElementHandle> {
  readonly engine = "chromium";
  readonly frameSampling = "every animation frame, from the document's first script (an init script)";
  private readonly seen: string[] = [];
  /** Reports of bytes that failed their integrity check, until an error answer explains them. */
  private readonly integrityFailures: (Seen & { text: string })[] = [];
  /** Addresses the server answered with an error status. */
  private readonly errorAnswers: Seen[] = [];
  private readonly contexts: BrowserContext[] = [];

  private constructor(
    page: Page,
    private readonly browser: Browser,
    baseURL: string,
  ) {
    super(page, baseURL);
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
    page.on("dialog", this.onDialog);
  }

  protected addInitScript(source: string) {
    return this.page.addInitScript(source);
  }
  protected fillHandle(handle: ElementHandle, text: string) {
    return handle.fill(text);
  }
  async press(key: Key) {
    await this.page.keyboard.press(key);
  }
  async resize(width: number, height: number) {
    await this.page.setViewportSize({ width, height });
  }
  protected reported() {
    const unexplained = this.integrityFailures.filter((report) => !near(this.errorAnswers, report));
    return [...this.seen, ...unexplained.map(({ text }) => text)];
  }
  async forgetProblems() {
    for (const list of [this.seen, this.integrityFailures, this.errorAnswers]) list.length = 0;
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
