// WebKit (WebKitGTK's MiniBrowser) through webdriverio over classic WebDriver, which has no init
// scripts, no console channel and no network events: this driver polls for each new document,
// samples the header at each poll, and records problems in the page from the first command that
// touches a document. Every request goes through a proxy of the test's own, which sees each answer.
import { readFileSync } from "node:fs";
import { remote } from "webdriverio";
import { type FaultProxy, startFaultProxy } from "../../fault-proxy";
import { type HeaderFrame, sampleHeader } from "../../header-frames";
import { type Key, pause, Shop, type Traits } from "../shop";

type Browser = WebdriverIO.Browser;
type Element = WebdriverIO.Element;

export interface WebKitDriver {
  port: number;
  miniBrowser: string;
  /** Where Xvfb, WebKitWebDriver and MiniBrowser write what they say. */
  logPath: string;
}

/**
 * In the page, once per document: note console errors and warnings, uncaught errors and CSP
 * violations, in the tab's sessionStorage, so a document the page replaces by itself (a reload, a
 * navigation) leaves its problems for the driver to read from the next one.
 */
const RECORD_PROBLEMS = `(() => {
  if (window.__shopRecording) return;
  window.__shopRecording = true;
  const note = (kind, text) => {
    const problems = JSON.parse(sessionStorage.getItem("__shopProblems") ?? "[]");
    problems.push(kind + " on " + location.href + ": " + text);
    sessionStorage.setItem("__shopProblems", JSON.stringify(problems));
  };
  addEventListener("error", (event) => note("uncaught", event.message));
  addEventListener("unhandledrejection", (event) => note("uncaught", String(event.reason)));
  document.addEventListener("securitypolicyviolation", (event) =>
    note("CSP violation", event.effectiveDirective + " blocked " + (event.blockedURI || "inline")), true);
  for (const [method, type] of [["error", "error"], ["warn", "warning"]]) {
    const original = console[method];
    console[method] = function (...args) {
      note("console " + type, args.map(String).join(" "));
      return original.apply(this, args);
    };
  }
})()`;

/** The problems recorded in this tab's storage for this origin, taken (and so cleared); about:blank has none. */
const TAKE_PROBLEMS = `try {
  const problems = JSON.parse(sessionStorage.getItem("__shopProblems") ?? "[]");
  sessionStorage.removeItem("__shopProblems");
  return problems;
} catch { return []; }`;

/** An asynchronous script: at the next animation frame, the document's identity, state and header. */
const LOOK = `const done = arguments[arguments.length - 1];
requestAnimationFrame(() => done({ origin: performance.timeOrigin, state: document.readyState, frame: (${sampleHeader.toString()})() }));`;

const PLAIN_LOOK = "({ origin: performance.timeOrigin, state: document.readyState, frame: null })";

/**
 * How long a look at a loading page may go unanswered before the driver takes hold of the window
 * afresh: a page from another origin comes in a new process (Cross-Origin-Opener-Policy), and
 * WebKitWebDriver sometimes keeps talking to the old one. Answered looks take under 0.4 s.
 */
const LOOK_PATIENCE_MS = 2_000;
const STALE = Symbol("no answer");

export class WebKitShop extends Shop<Element> {
  readonly engine = "webkit";
  readonly frameSampling =
    "polled over WebDriver from the moment the new document answers (classic WebDriver has no init scripts)";
  // RECORD_PROBLEMS runs only once a command touches the document, after the parse.
  override readonly reportsFromFirstByte = false;
  override readonly importRefetchesFetchedAddress = true;
  static override readonly traits: Traits = {
    // MiniBrowser's window is no narrower than its toolbar (447 px of viewport; 559 leaves room).
    narrowestViewport: 559,
    // Classic WebDriver has no command for the network, nor MiniBrowser a switch.
    canGoOffline: false,
    // Under WebKitWebDriver, Back loads every page again, a text-only page too, also with the
    // MiniBrowser's --enable-page-cache=true.
    keepsBackForwardCache: false,
    keepsPageWithLoadUnderWay: false,
  };
  // WebKitGTK 2.50's Navigation Timing has no responseStatus.
  override readonly tellsResponseStatus = false;
  override readonly unwatched =
    "WebKit (classic WebDriver): a document's console and uncaught errors are read from the first command that touches it, and not at all in a popup or new tab; every answer is watched (through a proxy), but not a request that gets none";
  private readonly harvested: string[] = [];
  /** Answers already seen when problems were last forgotten. */
  private answersForgotten = 0;
  private frames: HeaderFrame[] | null = null;

  private constructor(
    private browser: Browser,
    private readonly driver: WebKitDriver,
    private readonly baseURL: string,
    /** The browser's HTTP proxy, for this test alone: it sees every answer, from the first byte. */
    private readonly watcher: FaultProxy,
  ) {
    super();
  }

  static async open(driver: WebKitDriver, baseURL: string) {
    const watcher = await startFaultProxy();
    const shop = new WebKitShop(await startSession(driver, watcher, []), driver, baseURL, watcher);
    await shop.resize(1440, 900);
    return shop;
  }

  async close() {
    try {
      await this.browser.deleteSession();
    } finally {
      await this.watcher.close();
    }
  }

  protected override onNewDocument() {
    return RECORD_PROBLEMS;
  }

  override async texts(target: Parameters<Shop["texts"]>[0]) {
    // WebKit's innerText keeps a trailing line break the other engines drop.
    return (await super.texts(target)).map((text) => text.replace(/\n$/, ""));
  }

  protected run<T>(expression: string): Promise<T> {
    return this.browser.execute(`return ${expression};`) as Promise<T>;
  }
  protected async handle(expression: string) {
    const reference = (await this.browser.execute(`return ${expression};`)) as unknown;
    return reference ? ((await this.browser.$(reference as never)) as unknown as Element) : null;
  }
  protected fillHandle(handle: Element, text: string) {
    return handle.setValue(text);
  }

  /** Waits for a document other than `before` to have loaded, sampling the header meanwhile. */
  private async loaded(before: number, until?: "parsed") {
    const deadline = Date.now() + 30_000;
    let installed = false;
    for (;;) {
      // Animation frames only while sampling: with scripts off there may be none.
      const script = this.frames
        ? this.browser.executeAsync(LOOK)
        : this.browser.execute(`return ${PLAIN_LOOK};`);
      const look = (await Promise.race([
        script.catch((error: Error) => ({ error: error.message })),
        pause(LOOK_PATIENCE_MS).then(() => STALE),
      ])) as { origin: number; state: string; frame: HeaderFrame | null } | typeof STALE | null;
      if (look === STALE && Date.now() <= deadline) {
        await this.browser.switchToWindow(await this.browser.getWindowHandle());
        continue;
      }
      if (look && look !== STALE && "origin" in look && look.origin !== before) {
        if (!installed) {
          await this.browser.execute(`${RECORD_PROBLEMS};`).catch(() => {});
          installed = true;
        }
        if (look.frame) this.frames?.push(look.frame);
        if (look.state === "complete" || (until === "parsed" && look.state === "interactive")) return;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `The page did not load in webkit within 30 s (last look: ${look === STALE ? "no answer" : JSON.stringify(look)}).\n${this.driver.logPath} ends:\n${logTail(this.driver)}`,
        );
      }
    }
  }

  private async leaving(): Promise<number> {
    const state = (await this.browser
      .execute(`return { origin: performance.timeOrigin, problems: (() => { ${TAKE_PROBLEMS} })() };`)
      .catch(() => ({ origin: 0, problems: [] }))) as { origin: number; problems: string[] };
    this.harvested.push(...state.problems);
    return state.origin;
  }

  async goto(path: string, until?: "parsed") {
    await this.navigate(() => this.browser.url(new URL(path, this.baseURL).href), until);
  }
  async reload() {
    await this.navigate(() => this.browser.refresh());
  }
  private async navigate(start: () => Promise<unknown>, until?: "parsed") {
    const before = await this.leaving();
    await this.expectLoadsLeft();
    await start();
    await this.loaded(before, until);
  }
  protected url() {
    return this.browser.getUrl();
  }
  async press(key: Key) {
    await this.browser.keys(key === "Shift+Tab" ? ["Shift", "Tab"] : [key]);
  }
  async type(text: string) {
    // Each key down and up in turn: keys() holds all down first, so 'pass' came out 'pas'.
    const keys = this.browser.action("key");
    for (const key of text) keys.down(key).up(key);
    await keys.perform();
  }
  /**
   * Sizes the viewport, as near as MiniBrowser's window goes. The page hears of a new window size a
   * little after setWindowSize returns, so each step reads the sizes once they stop changing.
   */
  async resize(width: number, height: number) {
    await this.browser.setWindowSize(width, height);
    for (let step = 0; step < 4; step++) {
      const [innerWidth, innerHeight, outerWidth, outerHeight] = await this.settledSizes();
      if (innerWidth === width && innerHeight === height) return;
      const target: [number, number] = [outerWidth + width - innerWidth, outerHeight + height - innerHeight];
      await this.browser.setWindowSize(...target);
      const after = await this.settledSizes();
      if (after[2] === outerWidth && after[3] === outerHeight) return; // as near as the window goes
    }
  }
  /** innerWidth, innerHeight, outerWidth and outerHeight, once two readings 100 ms apart agree. */
  private async settledSizes(): Promise<[number, number, number, number]> {
    type Sizes = [number, number, number, number];
    const read = () =>
      this.browser.execute("return [innerWidth, innerHeight, outerWidth, outerHeight];") as Promise<Sizes>;
    let last = await read();
    for (let reading = 0; reading < 30; reading++) {
      await pause(100);
      const now = await read();
      if (now.join() === last.join()) return now;
      last = now;
    }
    return last;
  }
  evaluate<T, A>(fn: (arg: A) => T, arg?: A): Promise<T> {
    return this.browser.execute(fn as never, arg as never) as Promise<T>;
  }
  protected async takeDialog() {
    const text = await this.browser.getAlertText().catch(() => null);
    if (text !== null) await this.browser.acceptAlert();
    return text;
  }
  async problems() {
    // An alert no step took blocks every script: name it, then read the page's own record.
    const alert = await this.takeDialog();
    const unexpected = alert === null ? [] : [`a dialog no test step expected: ${alert}`];
    this.harvested.push(...((await this.browser.execute(TAKE_PROBLEMS)) as string[]));
    const answers = this.watcher.errorAnswers().slice(this.answersForgotten);
    return [...this.harvested, ...unexpected, ...answers];
  }
  async forgetProblems() {
    this.harvested.length = 0;
    await this.browser.execute(TAKE_PROBLEMS);
    this.answersForgotten = this.watcher.errorAnswers().length;
  }
  async headerFrames(open: () => Promise<void>, done: (frame: HeaderFrame) => boolean) {
    const frames: HeaderFrame[] = [];
    this.frames = frames;
    try {
      await open();
      const deadline = Date.now() + 30_000;
      while (!(frames.at(-1) && done(frames.at(-1) as HeaderFrame))) {
        if (Date.now() > deadline) {
          throw new Error(
            `No header frame in 30 s was the one awaited (last: ${JSON.stringify(frames.at(-1))}).`,
          );
        }
        const look = (await this.browser.executeAsync(LOOK)) as { frame: HeaderFrame | null };
        if (look.frame) frames.push(look.frame);
      }
      return frames;
    } finally {
      this.frames = null;
    }
  }
  async openWithoutScripts(path: string) {
    // One session at a time. Loads awaited by WebKitWebDriver here: with scripts off, a script
    // run while the document loads may never answer, and there is no header to sample.
    await this.browser.deleteSession();
    this.browser = await startSession(this.driver, this.watcher, ["--enable-javascript=false"], "normal");
    await this.resize(1440, 900);
    await this.goto(path);
  }
  async setOffline(): Promise<void> {
    throw new Error("WebKit's driver cannot turn the browser's network off (see canGoOffline).");
  }
}

/** What the driver's processes said last: why a MiniBrowser never came, for one. */
function logTail(driver: WebKitDriver): string {
  try {
    return readFileSync(driver.logPath, "utf8").trimEnd().split("\n").slice(-8).join("\n");
  } catch {
    return "(no log)";
  }
}

async function startSession(
  driver: WebKitDriver,
  watcher: FaultProxy,
  args: string[],
  pageLoadStrategy = "none",
): Promise<Browser> {
  return remote({
    hostname: "127.0.0.1",
    port: driver.port,
    path: "/",
    logLevel: "silent",
    connectionRetryCount: 0,
    // A command that hangs (no MiniBrowser came up) fails in 30 s, with the log.
    connectionRetryTimeout: 30_000,
    capabilities: {
      browserName: "MiniBrowser",
      "wdio:enforceWebDriverClassic": true,
      // Loads are awaited by this driver (see loaded), so the header can be sampled meanwhile.
      pageLoadStrategy,
      // Every request through the test's own proxy (loopback included): it sees every answer.
      proxy: { proxyType: "manual", httpProxy: watcher.url.replace("http://", "") },
      // An alert is taken by nextDialog; an unexpected one fails the next command.
      unhandledPromptBehavior: "ignore",
      "webkitgtk:browserOptions": { binary: driver.miniBrowser, args: ["--automation", ...args] },
    } as WebdriverIO.Capabilities,
  }).catch((error: Error) => {
    throw new Error(`No MiniBrowser session: ${error.message}\n${driver.logPath} ends:\n${logTail(driver)}`);
  });
}
