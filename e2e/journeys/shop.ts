// The few verbs a journey needs, engine-neutral: written once over Playwright's page (Chromium),
// puppeteer-core over WebDriver BiDi (Firefox) and webdriverio over WebDriver classic (WebKit).
// Finding things is shared (Testing Library inside the page, see queries.ts), and so is waiting:
// every verb that acts waits for its target to be there, and fails with the target's description.
// Where the engines differ in what a journey can expect, the driver says so in a named property
// (below, with why); a journey reads the property, never the engine's name.
import type { HeaderFrame } from "../header-frames";
import { isHydrated } from "../hydration";
import { PROVIDER } from "../test-servers";
import { describeTarget, findInPage, type Target, TESTING_LIBRARY_SOURCE, toWire } from "./queries";

export type Key = "Tab" | "Shift+Tab" | "Enter";

export type { HeaderFrame };

/** What the focused element is, as a shopper (or a screen reader) would name it. */
export interface Focused {
  tag: string;
  id: string;
  text: string;
  /** Whether an outline or box shadow shows where focus is. */
  visible: boolean;
}

const DEFAULT_WAIT_MS = 10_000;

/** The engine-specific part: each driver implements these over its own tool. */
export abstract class Shop<Handle = unknown> {
  abstract readonly engine: "chromium" | "firefox" | "webkit";
  /** How this engine lets the header be sampled (see headerFrames). */
  abstract readonly frameSampling: string;
  /**
   * Whether the driver hears the engine's reports (console, CSP) from a document's first byte. Not
   * where it can only start listening once a command touches the document, after the parse.
   */
  abstract readonly reportsFromFirstByte: boolean;
  /**
   * Whether importing a module asks the server again for an address the page has just fetched
   * (and the HTTP cache holds it), rather than taking it from the cache.
   */
  abstract readonly importRefetchesFetchedAddress: boolean;
  /**
   * How narrow the viewport surely goes: a resize to a narrower width ends no wider than this (0:
   * the viewport takes any width asked for).
   */
  abstract readonly narrowestViewport: number;
  /**
   * Whether the driver can turn the browser's own network off (setOffline): navigator.onLine
   * false, the 'offline' event, every request refused. Not over classic WebDriver, which has no
   * such command.
   */
  abstract readonly canGoOffline: boolean;
  /**
   * Whether the page's Navigation Timing tells the status its document was answered with
   * (responseStatus). Not where the engine has no such field.
   */
  abstract readonly tellsResponseStatus: boolean;

  /** Evaluates a JavaScript expression in the page and returns its (JSON) value. */
  protected abstract run<T>(expression: string): Promise<T>;
  /** Evaluates an expression that yields one element, and returns the tool's handle to it. */
  protected abstract handle(expression: string): Promise<Handle | null>;
  protected abstract clickHandle(handle: Handle): Promise<void>;
  protected abstract fillHandle(handle: Handle, text: string): Promise<void>;

  /** Opens a path of the storefront and waits for the document to have loaded. */
  abstract goto(path: string): Promise<void>;
  abstract reload(): Promise<void>;
  /** The address's path and query, as the address bar shows it. */
  abstract path(): Promise<string>;
  abstract press(key: Key): Promise<void>;
  /** Types into whatever has focus, key by key. */
  abstract type(text: string): Promise<void>;
  /** Sizes the page's viewport (or, where only the window can be sized, the window). */
  abstract resize(width: number, height: number): Promise<void>;
  /** Runs a self-contained function in the page. */
  abstract evaluate<T, A = undefined>(fn: (arg: A) => T, arg?: A): Promise<T>;
  /** The text of an alert the page has opened and no step has taken yet, accepted; else null. */
  protected abstract takeDialog(): Promise<string | null>;
  /** Console errors, uncaught errors and CSP violations seen so far, in words. */
  abstract problems(): Promise<string[]>;
  /** Forgets the problems seen so far (for the test that proves they are seen at all). */
  abstract forgetProblems(): Promise<void>;
  /**
   * Samples the header from as early as this engine allows while `open` loads a document, until
   * `done` holds for a sample; returns every sample.
   */
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

  /** Every element the target finds, as innerText (what is rendered), in document order. */
  async texts(target: Target): Promise<string[]> {
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
    await this.act(target, (handle) => this.clickHandle(handle));
  }

  /** Replaces the text of the one field the target finds (e.g. `{ label: "E-mail" }`). */
  async fill(target: Target, text: string): Promise<void> {
    await this.act(target, (handle) => this.fillHandle(handle, text));
  }

  /** Waits for the next alert the page opens, accepts it and returns its text. */
  async nextDialog(timeoutMs = PROVIDER.timeout): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = await this.takeDialog();
      if (text !== null) return text;
      if (Date.now() > deadline) throw new Error(`No dialog opened in ${this.engine}.`);
      await pause();
    }
  }

  /** Whether the app says the page is interactive (<html data-hydrated>, see e2e/hydration.ts). */
  async hydrated(): Promise<boolean> {
    return this.evaluate(isHydrated);
  }

  /** Waits until the app says the page is interactive, as a shopper waits for the page. */
  async waitForHydration(timeoutMs = DEFAULT_WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await this.hydrated())) {
      if (Date.now() > deadline) {
        throw new Error(`The ${this.engine} page did not say it was hydrated within ${timeoutMs} ms.`);
      }
      await pause();
    }
  }

  /** The focused element, described. */
  async focused(): Promise<Focused | null> {
    return this.evaluate(() => {
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
    });
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
    const deadline = Date.now() + timeoutMs;
    let found = await this.count(target);
    while (found !== 1) {
      if (Date.now() > deadline) {
        throw new Error(`Expected one ${describeTarget(target)} in ${this.engine}, found ${found}.`);
      }
      await pause();
      found = await this.count(target);
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
    return `(() => { const found = (${findInPage.toString()})(${JSON.stringify(toWire(target))}); return typeof found === "string" ? found : ${result}; })()`;
  }

  /**
   * Runs a query's expression, first giving this document Testing Library if it has none, and
   * waiting for a document just opened to have a body (a query of the head alone would find
   * nothing, and a count of 0 would be no answer).
   */
  private async withQueries<T>(target: Target, result: string): Promise<T> {
    const deadline = Date.now() + DEFAULT_WAIT_MS;
    for (;;) {
      const answer = await this.run<T | "missing" | "unparsed">(this.expression(target, result));
      if (answer !== "missing" && answer !== "unparsed") return answer;
      if (Date.now() > deadline) {
        throw new Error(
          `The ${this.engine} page could not be queried after ${DEFAULT_WAIT_MS} ms: ${answer}.`,
        );
      }
      if (answer === "missing") {
        await this.run(`(() => { ${TESTING_LIBRARY_SOURCE}; ${this.onNewDocument()}; return true; })()`);
      } else {
        await pause();
      }
    }
  }

  /** Script run in each document the first time a query touches it (after Testing Library). */
  protected onNewDocument(): string {
    return "";
  }
}

/** Between two looks at the page: short, so a wait ends soon after its condition holds. */
export function pause(ms = 50): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
