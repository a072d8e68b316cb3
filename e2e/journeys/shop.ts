// The few verbs a journey needs, engine-neutral: Shop over each engine's driver (drivers/), finding
// things by Testing Library inside the page (queries.ts), every acting verb waiting for its target.
// Where the engines differ, a driver says so in a named property, never by the engine's name.
import { FRAME_SAMPLER, framesUntil, type HeaderFrame, READ_FRAMES } from "../header-frames";
import { isHydrated } from "../hydration";
import { Expected, isShopAddress, loadsLeavingCancels } from "../problems";
import { PROVIDER } from "../test-servers";
import { describeTarget, findInPage, type Target, TESTING_LIBRARY_SOURCE } from "./queries";

export type Key = "Tab" | "Shift+Tab" | "Enter" | "ArrowRight";

export type { HeaderFrame };

/** What the focused element is, as a shopper (or a screen reader) would name it. */
export interface Focused {
  tag: string;
  id: string;
  text: string;
  /** Whether an outline or box shadow shows where focus is. */
  visible: boolean;
}

/** In the page: the focused element, described, or null when none but the body has focus. */
export function focusedInPage(): Focused | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
  return {
    tag: element.tagName.toLowerCase(),
    id: element.id,
    text: (element.getAttribute("aria-label") ?? element.innerText ?? "").trim(),
    visible: outlined || style.boxShadow !== "none",
  };
}

/** In the page: resolves in the task after the next rendering update (which follows rAF callbacks). */
function afterNextRendering(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

const DEFAULT_WAIT_MS = 10_000;

/**
 * What an engine's driver can and cannot do, as a class's own (static) facts: a test that needs what
 * the engine lacks is skipped before a browser session starts (journey.ts, `skipUnless`).
 */
export interface Traits {
  /** How narrow the viewport surely goes (0: any width asked for). */
  readonly narrowestViewport: number;
  /** Whether setOffline can turn the browser's own network off (navigator.onLine, the 'offline' event). */
  readonly canGoOffline: boolean;
  /** Whether Back can restore a page from the back/forward cache (a driver may turn it off). */
  readonly keepsBackForwardCache: boolean;
  /** Whether Back can restore a page left with a load still under way (a picture still coming). */
  readonly keepsPageWithLoadUnderWay: boolean;
}

/** The engine-specific part: each driver implements these over its own tool. */
export abstract class Shop<Handle extends { click(): Promise<unknown> } = { click(): Promise<unknown> }> {
  abstract readonly engine: "chromium" | "firefox" | "webkit";
  /** How this engine lets the header be sampled (see headerFrames). */
  abstract readonly frameSampling: string;
  /** Whether the driver hears console and CSP reports from a document's first byte, not only after its parse. */
  readonly reportsFromFirstByte: boolean = true;
  /** Whether importing a module just fetched (and in the HTTP cache) asks the server for it again. */
  readonly importRefetchesFetchedAddress: boolean = false;
  /** What the driver can do, known before any session starts (see Traits); a driver overrides it. */
  static readonly traits: Traits = {
    narrowestViewport: 0,
    canGoOffline: true,
    keepsBackForwardCache: true,
    keepsPageWithLoadUnderWay: true,
  };
  readonly narrowestViewport = this.traits().narrowestViewport;
  readonly canGoOffline = this.traits().canGoOffline;
  readonly keepsBackForwardCache = this.traits().keepsBackForwardCache;
  readonly keepsPageWithLoadUnderWay = this.traits().keepsPageWithLoadUnderWay;
  /** Whether Navigation Timing tells the status the document was answered with (responseStatus). */
  readonly tellsResponseStatus: boolean = true;
  /** What this driver cannot watch (every page of the context is watched where this is empty). */
  readonly unwatched: string = "";
  /** The problems this test expects, each named with its reason where the test causes it. */
  readonly expected = new Expected();

  private traits(): Traits {
    return (this.constructor as typeof Shop).traits;
  }

  /** Lets problems (problems.ts) matching `pattern` pass, for `reason`. */
  expectProblem(pattern: RegExp, reason: string): void {
    this.expected.add(pattern, reason);
  }

  /**
   * Before the shop leaves the page in view (goto, reload): the page's load warnings, should its
   * leaving cancel what it still loads, are expected, by name and for that page's address alone.
   */
  protected async expectLoadsLeft(): Promise<void> {
    const address = await this.url().catch(() => "");
    if (isShopAddress(address)) {
      this.expected.add(
        loadsLeavingCancels(address),
        "Firefox and WebKit cancel a page's loads as the next page is asked for, and report them failed to it",
      );
    }
  }

  /** The problems seen so far that no step named and no fault of the test explains. */
  async unexpectedProblems(): Promise<string[]> {
    return this.expected.unexpected(await this.problems());
  }

  /** Evaluates a JavaScript expression in the page and returns its (JSON) value. */
  protected abstract run<T>(expression: string): Promise<T>;
  /** Evaluates an expression that yields one element, and returns the tool's handle to it. */
  protected abstract handle(expression: string): Promise<Handle | null>;
  protected abstract fillHandle(handle: Handle, text: string): Promise<void>;
  /** Opens a path of the storefront and waits for the document to have loaded. */
  /**
   * Opens `path` and waits for its load, or with `until: "parsed"` only for its parse: a page whose
   * load a held script keeps from ending.
   */
  abstract goto(path: string, until?: "parsed"): Promise<void>;
  abstract reload(): Promise<void>;
  /** The address as the address bar shows it. */
  protected abstract url(): Promise<string>;
  abstract press(key: Key): Promise<void>;
  /** Types into whatever has focus, key by key. */
  abstract type(text: string): Promise<void>;
  /** Sizes the page's viewport (or, where only the window can be sized, the window). */
  abstract resize(width: number, height: number): Promise<void>;
  /** Runs a self-contained function in the page. */
  abstract evaluate<T, A = undefined>(fn: (arg: A) => T, arg?: A): Promise<T>;
  /** The text of an alert the page has opened and no step has taken yet, accepted; else null. */
  protected abstract takeDialog(): Promise<string | null>;
  /**
   * Problems seen so far, in words: console errors and warnings, uncaught errors, CSP violations,
   * error answers and failed requests of the shop's own servers.
   */
  abstract problems(): Promise<string[]>;
  /** Forgets the problems seen so far (for the test that proves they are seen at all). */
  abstract forgetProblems(): Promise<void>;
  /** Samples the header, as early as this engine allows, while `open` loads a document, until `done` holds. */
  abstract headerFrames(
    open: () => Promise<void>,
    done: (frame: HeaderFrame) => boolean,
  ): Promise<HeaderFrame[]>;
  /** Ends the test's browser sessions. */
  abstract close(): Promise<void>;
  /** Opens a path in a fresh browser with JavaScript turned off, for the rest of the test. */
  abstract openWithoutScripts(path: string): Promise<void>;
  /** Turns the browser's own network off or back on (only where canGoOffline). */
  abstract setOffline(offline: boolean): Promise<void>;

  /**
   * Goes back one page, as the browser's Back does. From the page itself: a driver's own Back
   * waits for a load event, which a page restored from the back/forward cache never fires.
   */
  async back(): Promise<void> {
    await this.run("void setTimeout(() => history.back())");
  }

  /** The address's path and query. */
  async path(): Promise<string> {
    const url = new URL(await this.url());
    return url.pathname + url.search;
  }

  /**
   * Every element the target finds, as innerText (what is rendered), in document order. Read after
   * the page's next rendering update: until then WebKit's innerText is empty for a basket line just
   * rendered, whose content-visibility is not yet settled.
   */
  async texts(target: Target): Promise<string[]> {
    await this.evaluate(afterNextRendering);
    return this.withQueries<string[]>(
      target,
      "found.map((element) => element.innerText ?? element.textContent ?? '')",
    );
  }

  async count(target: Target): Promise<number> {
    return this.withQueries<number>(target, "found.length");
  }

  /** The value of the one form field the target finds. */
  async value(target: Target): Promise<string> {
    await this.waitForOne(target);
    return this.withQueries<string>(target, "found[0].value");
  }

  /** Clicks the one element the target finds, once it is there. */
  async click(target: Target): Promise<void> {
    await this.act(target, async (handle) => void (await handle.click()));
  }

  /** Replaces the text of the one field the target finds (e.g. `{ label: "E-mail" }`). */
  async fill(target: Target, text: string): Promise<void> {
    await this.act(target, (handle) => this.fillHandle(handle, text));
  }

  /** Waits for the next alert the page opens, accepts it and returns its text. */
  async nextDialog(timeoutMs = PROVIDER.timeout): Promise<string> {
    const text = await this.until(
      () => this.takeDialog(),
      (text) => text !== null,
      "a dialog",
      timeoutMs,
    );
    return text as string;
  }

  /**
   * Whether the app says the page is interactive (<html data-hydrated>, as e2e/hydration.ts's
   * `isHydrated` reads it).
   */
  async hydrated(): Promise<boolean> {
    return this.evaluate(isHydrated);
  }

  /** Waits until the app says the page is interactive, as a shopper waits for the page. */
  async waitForHydration(timeoutMs = DEFAULT_WAIT_MS): Promise<void> {
    await this.until(() => this.hydrated(), Boolean, "the page to say it is hydrated", timeoutMs);
  }

  async focused(): Promise<Focused | null> {
    return this.evaluate(focusedInPage);
  }

  /** Whether the target finds exactly one element, and it has focus. */
  async hasFocus(target: Target): Promise<boolean> {
    return this.withQueries<boolean>(target, "found.length === 1 && found[0] === document.activeElement");
  }

  /** The aria-disabled of the button whose text is `name` (a busy button stays focusable, so it is not `disabled`). */
  async ariaDisabled(name: string): Promise<string | null | undefined> {
    return await this.evaluate(
      (text) =>
        [...document.querySelectorAll("button")]
          .find((button) => button.textContent?.trim() === text)
          ?.getAttribute("aria-disabled"),
      name,
    );
  }

  /** Waits until the target finds exactly one element. */
  async waitForOne(target: Target, timeoutMs = DEFAULT_WAIT_MS): Promise<void> {
    const one = `one ${describeTarget(target)}`;
    await this.until(
      () => this.count(target),
      (found) => found === 1,
      one,
      timeoutMs,
    );
  }

  /** Reads until `ok` holds for a reading; fails, naming `what` it waited for, after `timeoutMs`. */
  private async until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > deadline) {
        throw new Error(
          `No ${what} in ${this.engine} within ${timeoutMs} ms (last: ${JSON.stringify(value)}).`,
        );
      }
      await pause();
    }
  }

  private async act(target: Target, action: (handle: Handle) => Promise<void>) {
    const deadline = Date.now() + DEFAULT_WAIT_MS;
    for (;;) {
      await this.waitForOne(target, Math.max(0, deadline - Date.now()));
      const handle = await this.handle(this.expression(target, "found[0] ?? null"));
      try {
        if (handle) return await action(handle);
      } catch (error) {
        // A re-render can replace the element between finding and acting: find it again.
        if (Date.now() > deadline) throw error;
      }
    }
  }

  private expression(target: Target, result: string): string {
    const wire = JSON.stringify(target, (_, value) =>
      value instanceof RegExp ? { source: value.source, flags: value.flags } : value,
    );
    return `(() => { const found = (${findInPage.toString()})(${wire}); return typeof found === "string" ? found : ${result}; })()`;
  }

  /**
   * Runs a query's expression, first giving this document Testing Library if it has none, and
   * waiting for a document just opened to have a body (else a count of 0 would be no answer).
   */
  private async withQueries<T>(target: Target, result: string): Promise<T> {
    const expression = this.expression(target, result);
    const answer = await this.until(
      async () => {
        const found = await this.run<T | "missing" | "unparsed">(expression);
        if (found === "missing") {
          await this.run(`(() => { ${TESTING_LIBRARY_SOURCE}; ${this.onNewDocument()}; return true; })()`);
        }
        return found;
      },
      (found) => found !== "missing" && found !== "unparsed",
      "a document to query",
      DEFAULT_WAIT_MS,
    );
    return answer as T;
  }

  /** Script run in each document the first time a query touches it (after Testing Library). */
  protected onNewDocument(): string {
    return "";
  }
}

/** What Playwright's page (Chromium) and puppeteer's (Firefox) both offer. */
export interface ToolPage {
  evaluate(expression: unknown, arg?: unknown): Promise<unknown>;
  evaluateHandle(expression: string): Promise<{ asElement(): unknown }>;
  goto(url: string, options?: { waitUntil: "domcontentloaded" }): Promise<unknown>;
  reload(): Promise<unknown>;
  url(): string;
  keyboard: { press(key: string): Promise<void>; type(text: string): Promise<void> };
}

/** The part of the Chromium and Firefox drivers that their tools' pages share. */
export abstract class PageShop<P extends ToolPage, H extends { click(): Promise<unknown> }> extends Shop<H> {
  protected readonly dialogs: string[] = [];

  constructor(
    protected page: P,
    protected readonly baseURL: string,
  ) {
    super();
  }

  /** Runs `source` in every document from now on, before the page's own scripts. */
  protected abstract addInitScript(source: string): Promise<unknown>;
  /** Problems the engine reported, other than unexpected dialogs. */
  protected abstract reported(): string[];

  /** For page.on("dialog"): takes the dialog, accepting it, for nextDialog (or problems). */
  protected readonly onDialog = (dialog: { message(): string; accept(): Promise<void> }) => {
    this.dialogs.push(dialog.message());
    void dialog.accept();
  };
  protected run<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }
  protected async handle(expression: string) {
    return (await this.page.evaluateHandle(expression)).asElement() as H | null;
  }
  async goto(path: string, until?: "parsed") {
    const options = until === "parsed" ? { waitUntil: "domcontentloaded" as const } : undefined;
    await this.expectLoadsLeft();
    await this.page.goto(new URL(path, this.baseURL).href, options);
  }
  async reload() {
    await this.expectLoadsLeft();
    await this.page.reload();
  }
  protected async url() {
    return this.page.url();
  }
  async type(text: string) {
    await this.page.keyboard.type(text);
  }
  evaluate<T, A>(fn: (arg: A) => T, arg?: A): Promise<T> {
    return this.page.evaluate(fn, arg) as Promise<T>;
  }
  protected async takeDialog() {
    return this.dialogs.shift() ?? null;
  }
  async problems() {
    return [...this.reported(), ...this.dialogs.map((text) => `a dialog no test step expected: ${text}`)];
  }
  async headerFrames(open: () => Promise<void>, done: (frame: HeaderFrame) => boolean) {
    await this.addInitScript(FRAME_SAMPLER);
    await open();
    const read = (stop: boolean) => this.page.evaluate(READ_FRAMES(stop)) as Promise<HeaderFrame[]>;
    return framesUntil(read, done, 30_000);
  }
}

/** Between two looks at the page: short, so a wait ends soon after its condition holds. */
export function pause(ms = 50): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
