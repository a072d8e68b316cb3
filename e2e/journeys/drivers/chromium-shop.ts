// Chromium through Playwright's own page: the reference the other two engines are held to.
import type { Browser, BrowserContext, ElementHandle, Page } from "@playwright/test";
import { ContextWatch } from "../../context-watch";
import { type Key, PageShop } from "../shop";

export class ChromiumShop extends PageShop<Page, ElementHandle> {
  readonly engine = "chromium";
  readonly frameSampling = "every animation frame, from the document's first script (an init script)";
  /** Every page of each context the test used, popups and new tabs included (context-watch.ts). */
  private readonly watcher = new ContextWatch();
  private readonly contexts: BrowserContext[] = [];

  private constructor(
    page: Page,
    private readonly browser: Browser,
    baseURL: string,
  ) {
    super(page, baseURL);
    this.use(page);
  }

  static async open(browser: Browser, baseURL: string) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    return new ChromiumShop(await context.newPage(), browser, baseURL);
  }

  async close() {
    for (const context of this.contexts) await context.close();
  }

  private use(page: Page) {
    this.contexts.push(page.context());
    this.watcher.watch(page.context());
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
    return this.watcher.problems();
  }
  async forgetProblems() {
    this.watcher.forget();
  }
  async openWithoutScripts(path: string) {
    const context = await this.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    this.page = await context.newPage();
    this.use(this.page);
    await this.goto(path);
  }
  async setOffline(offline: boolean) {
    for (const context of this.contexts) await context.setOffline(offline);
  }
}
