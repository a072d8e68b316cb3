// Chromium through Playwright's own page: the reference the other two engines are held to.
import type { Browser, BrowserContext, ElementHandle, Page } from "@playwright/test";
import { type HeaderFrame, type Key, Shop } from "../shop";
import { FRAME_SAMPLER, framesUntil, READ_FRAMES } from "./frames";

export class ChromiumShop extends Shop<ElementHandle> {
  readonly engine = "chromium";
  readonly frameSampling = "every animation frame, from the document's first script (an init script)";
  private readonly seen: string[] = [];
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
      // Chromium logs every answer with an error status ('Failed to load resource': the not-found
      // page's own 404, the provider's 400 for a wrong password) as a console error; the other
      // engines do not, and it is the network's word, not the page's (as in reliability-errors).
      const network = message.text().startsWith("Failed to load resource");
      if (message.type() === "error" && !network) this.seen.push(`console error: ${message.text()}`);
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
  async nextDialog(timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.dialogs.length === 0) {
      if (Date.now() > deadline) throw new Error("No dialog opened in chromium.");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.dialogs.shift() ?? "";
  }
  async problems() {
    return [...this.seen, ...this.dialogs.map((text) => `a dialog no test step expected: ${text}`)];
  }
  async forgetProblems() {
    this.seen.length = 0;
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
}
