// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from "puppeteer-core";
import { BUILD_DIR } from "../../test-servers";
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
 * Firefox's report of a load its service worker was answering when the page cancelled it: the
 * shopper left the page, or the page dropped the picture that asked for it (a route change). Any
 * worker gets these, a bare `respondWith(fetch(request))` too, and the shopper sees nothing of it.
 * Firefox names the cancelled load itself (the request fails with NS_BINDING_ABORTED): only a
 * report with such a cancellation of the same address beside it is set aside.
 */
const INTERCEPTED_LOAD_FAILED =
  /^Failed to load ‘(.+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;
/**
 * Firefox's report of a script whose bytes do not match its integrity. It checks the body of an
 * error answer too (a 503's text), where Chromium refuses the status first, and what had arrived
 * of a load the page cancelled by leaving: none of it, or part (in 16 runs of the offline journey,
 * each such report had a cancellation of the same address within 101 ms, before or after it, but
 * the cancellation of the last page's loads may come after the test has looked). A report is set
 * aside when the server answered that address with an error, or the page cancelled that load,
 * close to the report, or when what arrived is the start of the build's own file, none of it
 * included: a transfer cut short, as when the server goes dark mid-file (seen once, in a
 * fresh-clone CI run: the first 65,536 bytes of the 211,114 of React's chunk). No code runs from
 * it, and a chunk that never arrives whole fails the journey's own steps; the page itself must
 * handle each (the recovery and offline journeys prove it does). Any other mismatch, bytes that
 * are not the build's, stays a problem.
 */
const INTEGRITY_MISMATCH =
  /^None of the “sha\d+” hashes in the integrity attribute match the content of the subresource at “(.+?)”\.(?: The computed hash is “(.+?)”\.)?/;
/**
 * Whether `computed` (a base64 sha384, the build's algorithm) is the hash of the first n bytes of
 * the build's own file at `url`, for some n from 0 (nothing arrived) up to all but the last.
 */
function cutShort(url: string, computed: string): boolean {
  const file = path.join(BUILD_DIR, new URL(url).pathname);
  if (!existsSync(file)) return false;
  const bytes = readFileSync(file);
  const hash = createHash("sha384");
  for (let length = 0; length < bytes.length; length++) {
    if (hash.copy().digest("base64") === computed) return true;
    hash.update(bytes.subarray(length, length + 1));
  }
  return false;
}
/**
 * How far apart a report and what explains it (a cancellation, an error answer) may be seen: 44 of
 * 44 interception reports were within 4 ms of their cancellation here, and every integrity report
 * of a cancelled load within 101 ms. Time matters: the chunk importer asks for ?retry=1 again at
 * each try, so an error answer to it must not explain a later report for the same address.
 */
const EXPLANATION_WINDOW_MS = 3_000;

/** Whether one of `events` concerns the report's address and was seen close to it. */
function near(events: { at: number; url: string }[], report: { at: number; url: string }): boolean {
  return events.some(
    ({ at, url }) => url === report.url && Math.abs(at - report.at) <= EXPLANATION_WINDOW_MS,
  );
}

export class FirefoxShop extends Shop<ElementHandle> {
  readonly engine = "firefox";
  readonly frameSampling = "every animation frame, from the document's first script (a BiDi preload script)";
  private readonly seen: string[] = [];
  /** Reports of loads the service worker was answering that failed, until a cancellation explains them. */
  private readonly interceptionFailures: { at: number; url: string; text: string }[] = [];
  /** Loads the page cancelled, as Firefox reports them. */
  private readonly cancelledLoads: { at: number; url: string }[] = [];
  /** Reports of bytes that did not match their integrity, until an error answer or a cancellation explains them. */
  private readonly integrityMismatches: { at: number; url: string; text: string }[] = [];
  /** Addresses the server answered with an error status. */
  private readonly errorAnswers: { at: number; url: string }[] = [];
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
      const intercepted = INTERCEPTED_LOAD_FAILED.exec(message);
      if (intercepted) {
        this.interceptionFailures.push({
          at: Date.now(),
          url: intercepted[1] ?? "",
          text: `uncaught: ${message}`,
        });
        return;
      }
      const mismatch = INTEGRITY_MISMATCH.exec(message);
      if (mismatch) {
        if (mismatch[1] && mismatch[2] && cutShort(mismatch[1], mismatch[2])) return;
        this.integrityMismatches.push({
          at: Date.now(),
          url: mismatch[1] ?? "",
          text: `uncaught: ${message}`,
        });
        return;
      }
      this.seen.push(`uncaught: ${message}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) this.errorAnswers.push({ at: Date.now(), url: response.url() });
    });
    page.on("requestfailed", (request) => {
      if (request.failure()?.errorText === "NS_BINDING_ABORTED") {
        this.cancelledLoads.push({ at: Date.now(), url: request.url() });
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
  /** Whether the page cancelled a load of the report's address close to when it was reported. */
  private cancelled(report: { at: number; url: string }) {
    return near(this.cancelledLoads, report);
  }

  async problems() {
    const notCancelled = this.interceptionFailures
      .filter((failure) => !this.cancelled(failure))
      .map(({ text }) => text);
    const unexplained = this.integrityMismatches
      .filter((mismatch) => !near(this.errorAnswers, mismatch) && !this.cancelled(mismatch))
      .map(({ text }) => text);
    return [
      ...this.seen,
      ...notCancelled,
      ...unexplained,
      ...this.dialogs.map((text) => `a dialog no test step expected: ${text}`),
    ];
  }
  async forgetProblems() {
    this.seen.length = 0;
    this.interceptionFailures.length = 0;
    this.cancelledLoads.length = 0;
    this.integrityMismatches.length = 0;
    this.errorAnswers.length = 0;
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
