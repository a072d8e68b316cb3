import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_FRAME } from "../../shared/ui/paint-order";
// The very text the build puts in every page: inline-loader.ts as vite.config.ts makes it a script.
import INLINE_LOADER_SCRIPT from "./inline-loader.ts?inline-script";

/** What the loader appends to <head> (kept out of the DOM: the test environment loads no scripts). */
function recordAppended(): HTMLScriptElement[] {
  const appended: HTMLScriptElement[] = [];
  vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLScriptElement[]));
  });
  return appended;
}
/** Runs the loader as the browser runs its inline tag in <head>, with boot.ts's address on the tag. */
function runLoader(
  boot: string | null = "/assets/index-test.js",
  integrity: string | null = "sha256-test",
): HTMLScriptElement[] {
  const tag = document.createElement("script");
  if (boot !== null) tag.dataset.boot = boot;
  if (integrity !== null) tag.dataset.integrity = integrity;
  document.head.append(tag);
  vi.spyOn(document, "currentScript", "get").mockReturnValue(tag);
  const appended = recordAppended();
  new Function(INLINE_LOADER_SCRIPT)();
  return appended;
}

/** boot.ts could not be fetched, as the browser reports it: an error event on its tag. */
function failToLoad(boot: HTMLScriptElement | undefined): void {
  boot?.dispatchEvent(new Event("error"));
}

const nextFrameAndTask = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));

/** Every listener the scripts add to the document, taken off after each test: a page runs them once. */
const added: Parameters<typeof document.addEventListener>[] = [];
const captureOf = (options?: boolean | EventListenerOptions) =>
  typeof options === "boolean" ? options : Boolean(options?.capture);

beforeEach(() => {
  const addEventListener = document.addEventListener.bind(document);
  vi.spyOn(document, "addEventListener").mockImplementation((...args) => {
    added.push(args);
    addEventListener(...args);
  });
  // happy-dom takes a listener off whichever phase it was added for; a browser, only off the phase
  // named: a capture-phase listener taken off as a bubbling one stays on. A `once` listener happy-dom
  // takes off itself, naming no phase, as it runs.
  const removeEventListener = document.removeEventListener.bind(document);
  vi.spyOn(document, "removeEventListener").mockImplementation((type, listener, options) => {
    const phases = added
      .filter(([t, l, o]) => t === type && l === listener && !(typeof o === "object" && o.once))
      .map(([, , o]) => captureOf(o));
    if (phases.length && !phases.includes(captureOf(options))) return;
    removeEventListener(type, listener, options);
  });
  document.body.innerHTML = `
    <form><button>Sign In</button></form>
    <img class="later" loading="lazy" ${AFTER_FIRST_FRAME}="" alt="">
    <img class="lazy" loading="lazy" alt="">`;
});
afterEach(async () => {
  await nextFrameAndTask(); // the loader's own frame and task, before the next test
  for (const args of added.splice(0)) document.removeEventListener(...args);
  vi.restoreAllMocks();
  delete window.bazaarEarlyPresses;
  document.head.replaceChildren();
  document.documentElement.removeAttribute("style");
});

describe("the inline loader", () => {
  it("holds a press, submitting nothing, until boot.ts takes it over", () => {
    runLoader();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")?.addEventListener("submit", submitted);
    const button = document.querySelector("button");
    button?.click();
    expect(window.bazaarEarlyPresses?.held).toEqual([button]);
    expect(submitted).not.toHaveBeenCalled();

    window.bazaarEarlyPresses?.stop();
    button?.click();
    expect(submitted).toHaveBeenCalledOnce();
    expect(window.bazaarEarlyPresses?.held).toHaveLength(1);
  });

  it("fetches boot.ts and the images marked for it only after the first frame of the parsed page", async () => {
    const appended = runLoader();
    expect(document.querySelector<HTMLImageElement>(".later")?.loading).toBe("lazy");

    await nextFrameAndTask();
    expect(appended.map((tag) => [tag.type, tag.getAttribute("src"), tag.integrity])).toEqual([
      ["module", "/assets/index-test.js", "sha256-test"],
    ]);
    expect(document.querySelector<HTMLImageElement>(".later")?.loading).toBe("eager");
    expect(document.querySelector<HTMLImageElement>(".lazy")?.loading).toBe("lazy");
  });

  it("asks for boot.ts unchecked when its tag carries no hash", async () => {
    const appended = runLoader("/assets/index-test.js", null);
    await nextFrameAndTask();
    expect(appended.map((tag) => [tag.getAttribute("src"), tag.hasAttribute("integrity")])).toEqual([
      ["/assets/index-test.js", false],
    ]);
  });

  it("waits for the document to be parsed before it counts the first frame", async () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const appended = runLoader();
    await nextFrameAndTask();
    expect(appended).toEqual([]);
    expect(document.querySelector<HTMLImageElement>(".later")?.loading).toBe("lazy");

    readyState.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    await nextFrameAndTask();
    expect(appended.map((tag) => tag.getAttribute("src"))).toEqual(["/assets/index-test.js"]);
    expect(document.querySelector<HTMLImageElement>(".later")?.loading).toBe("eager");
  });

  it("lets the held presses go and says so, with a way back, when boot.ts fails to load", async () => {
    const appended = runLoader();
    const button = document.querySelector("button");
    button?.click();
    expect(window.bazaarEarlyPresses?.held).toEqual([button]);

    await nextFrameAndTask();
    failToLoad(appended[0]);
    const notice = document.querySelector('[role="alert"]');
    expect(notice?.textContent).toBe(
      "Part of this page could not load, so its buttons will not work. Reload the page",
    );
    expect(notice?.querySelector("button")?.textContent).toBe("Reload the page");
    // The class carries what happy-dom cannot show: waiting.css lets the load notice take presses,
    // for its Reload button, where the shared foot lets them through to the page beneath.
    expect(notice?.classList).toContain("load-notice");
    expect(window.bazaarEarlyPresses?.held).toEqual([]);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")?.addEventListener("submit", submitted);
    button?.click();
    expect(submitted).toHaveBeenCalledOnce(); // no longer held

    window.bazaarEarlyPresses?.fail(); // the app's code failing too, as boot.ts reports it: one notice
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it("lets the held presses go and says so when its tag has no boot.ts address", async () => {
    runLoader(null);
    document.querySelector("button")?.click();
    await nextFrameAndTask();
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(
      /^Part of this page could not load/,
    );
    expect(window.bazaarEarlyPresses?.held).toEqual([]);
  });

  it("is the same text in every build: no build's file names or hashes", () => {
    expect(INLINE_LOADER_SCRIPT).not.toMatch(/index-|sha\d{3}-/);
  });
});

describe("a press that waits for the page's code", () => {
  const SLOW = "The connection is slow. Your press will go through when the page is ready. Reload";
  const status = () => document.querySelector('[role="status"]');
  const busy = () => [...document.querySelectorAll('[aria-busy="true"]')].map((e) => e.textContent);
  const alert = () => document.querySelector('[role="alert"]');

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.innerHTML = `
      <button type="button">Add to Basket</button>
      <button type="button">Add to Basket, too</button>
      <button type="button" data-unheld="">Proceed to Checkout</button>`;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const nth = (n: number) => () => document.querySelectorAll("button")[n] as HTMLButtonElement;
  const [add, addToo, proceed] = [nth(0), nth(1), nth(2)];

  it("is busy at once, and a wait that goes on is named politely after 6 s, not before", () => {
    runLoader();
    add().click();
    expect(busy()).toEqual(["Add to Basket"]);
    // The live region is on the page, empty, before its words come: so they are announced.
    expect(status()?.textContent).toBe("");

    vi.advanceTimersByTime(5999);
    expect(status()?.textContent).toBe("");
    addToo().click(); // the wait began with the first press
    vi.advanceTimersByTime(1);
    expect(status()?.textContent).toBe(SLOW);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(busy()).toEqual(["Add to Basket", "Add to Basket, too"]);
  });

  it("names the slow connection once, however many waits become slow", () => {
    runLoader();
    add().click();
    vi.advanceTimersByTime(1000);
    addToo().click();
    vi.advanceTimersByTime(5000);
    expect(status()?.textContent).toBe(SLOW);
    // What a screen reader hears: each change to the live region is announced.
    const changes = new MutationObserver(() => {});
    changes.observe(status() as Element, { childList: true, subtree: true, characterData: true });
    vi.advanceTimersByTime(1000); // the second press's wait is slow now too
    expect(changes.takeRecords()).toEqual([]);
    changes.disconnect();
    expect(status()?.textContent).toBe(SLOW);
  });

  it("holds a press before anything on the page sees it, and lets later presses through once stopped", () => {
    runLoader();
    const seen = vi.fn();
    document.body.addEventListener("click", seen);
    add().click();
    expect(seen).not.toHaveBeenCalled();

    window.bazaarEarlyPresses?.stop();
    add().click();
    expect(seen).toHaveBeenCalledOnce();
    document.body.removeEventListener("click", seen);
  });

  it("counts 6 s from each wait: a later wait is named 6 s after itself, even when an earlier one ended", () => {
    runLoader();
    window.bazaarEarlyPresses?.stop(); // hydrated: waits for code a press loads later
    const endFirst = window.bazaarEarlyPresses?.wait();
    vi.advanceTimersByTime(4000);
    const endSecond = window.bazaarEarlyPresses?.wait();
    vi.advanceTimersByTime(1000);
    endFirst?.();
    vi.advanceTimersByTime(5999 - 1000);
    expect(status()?.textContent).toBe("");
    vi.advanceTimersByTime(1);
    expect(status()?.textContent).toBe(SLOW);

    // A slow wait that ends takes the words away, while a younger one, not yet slow, keeps the region.
    const endThird = window.bazaarEarlyPresses?.wait();
    endSecond?.();
    expect(status()?.textContent).toBe("");
    vi.advanceTimersByTime(6000);
    expect(status()?.textContent).toBe(SLOW);
    endThird?.();
    expect(status()).toBeNull();
  });

  it("lets boot.ts press them again as they were, busy look and notice gone, the notice's Reload never held", () => {
    runLoader();
    add().click();
    vi.advanceTimersByTime(6000);
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    status()?.querySelector("button")?.click();
    expect(reload).toHaveBeenCalledOnce();
    expect(window.bazaarEarlyPresses?.held).toEqual([add()]);

    window.bazaarEarlyPresses?.stop();
    expect(busy()).toEqual([]);
    expect(status()).toBeNull();
    expect(document.documentElement.style.getPropertyValue("--foot-notices-height")).toBe("");
  });

  it("keeps the focused element above the notice, and leaves the page where it is when nothing has focus", () => {
    runLoader();
    const toView = vi.spyOn(add(), "scrollIntoView");
    const bodyToView = vi.spyOn(document.body, "scrollIntoView");
    add().focus();
    add().click();
    vi.advanceTimersByTime(6000);
    expect(toView).toHaveBeenCalledWith({ block: "nearest" });

    window.bazaarEarlyPresses?.stop();
    add().blur();
    window.bazaarEarlyPresses?.wait();
    vi.advanceTimersByTime(6000);
    expect(bodyToView).not.toHaveBeenCalled();
  });

  it("lets a link go at once while nothing is held, and holds one pressed after a held press, in its turn", () => {
    runLoader();
    const link = document.createElement("a");
    link.href = "/checkout";
    link.textContent = "Basket, 0 items";
    document.body.append(link);
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener("click", followed);

    link.click();
    expect(followed).toHaveBeenCalledOnce();
    expect(window.bazaarEarlyPresses?.held).toEqual([]);

    add().click();
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(followed).toHaveBeenCalledTimes(2); // a new tab leaves this page, and its held press, as they are
    link.click();
    expect(followed).toHaveBeenCalledTimes(2);
    expect(window.bazaarEarlyPresses?.held).toEqual([add(), link]);
    expect(busy()).toEqual(["Add to Basket", "Basket, 0 items"]);
  });

  /** An add held, then the basket link held after it: returns what hears the link followed. */
  function holdAddThenLink() {
    runLoader();
    const link = document.createElement("a");
    link.href = "/checkout";
    document.body.append(link);
    const followed = vi.fn((event: Event) => event.preventDefault());
    add().click();
    link.click();
    link.addEventListener("click", followed);
    return followed;
  }

  it("follows a held link when the code fails, so the shopper still goes where they asked", () => {
    const followed = holdAddThenLink();

    window.bazaarEarlyPresses?.fail();
    expect(followed).toHaveBeenCalledOnce();
    expect(window.bazaarEarlyPresses?.held).toEqual([]);
  });

  it("follows no held link when the code fails as the shopper leaves: their Back or address wins", () => {
    const followed = holdAddThenLink();

    // The shopper presses Back: the browser ends the page's loads, and the code fails.
    dispatchEvent(new Event("beforeunload"));
    window.bazaarEarlyPresses?.fail();
    expect(followed).not.toHaveBeenCalled();
    expect(window.bazaarEarlyPresses?.held).toEqual([]);
  });

  it("shows no failure as the shopper leaves, and tells it at their next press if they are still here", () => {
    runLoader();
    add().click();

    dispatchEvent(new Event("beforeunload"));
    window.bazaarEarlyPresses?.fail();
    expect(alert()).toBeNull();
    expect(busy()).toEqual([]);

    // Back to the page from the back/forward cache, or a navigation that went nowhere: a press.
    add().click();
    expect(alert()?.textContent).toMatch(/^Part of this page could not load/);
    add().click();
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it("hears beforeunload until boot.ts stops it, so that a page kept afterwards in Firefox's cache has no such listener", () => {
    type Listen = (type: string, listener: EventListenerOrEventListenerObject | null) => void;
    const listening = new Set<EventListenerOrEventListenerObject | null>();
    const listen: Listen = (type, listener) => {
      if (type === "beforeunload") listening.add(listener);
    };
    const stopListening: Listen = (type, listener) => {
      if (type === "beforeunload") listening.delete(listener);
    };
    vi.spyOn(window, "addEventListener").mockImplementation(listen as typeof window.addEventListener);
    vi.spyOn(window, "removeEventListener").mockImplementation(
      stopListening as typeof window.removeEventListener,
    );
    runLoader();
    expect(listening.size).toBe(1);
    window.bazaarEarlyPresses?.stop();
    expect(listening.size).toBe(0);
  });

  it("neither holds nor shows as busy a button with no action", () => {
    runLoader();
    proceed().click();
    expect(window.bazaarEarlyPresses?.held).toEqual([]);
    expect(busy()).toEqual([]);
    expect(status()).toBeNull();
  });

  it("gives way to the failure notice when the code fails", () => {
    runLoader();
    add().click();
    vi.advanceTimersByTime(6000);
    window.bazaarEarlyPresses?.fail();
    expect(status()).toBeNull();
    expect(busy()).toEqual([]);
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(
      /^Part of this page could not load/,
    );
  });

  it("names a wait for code a press loads later, and ends it with the last wait", () => {
    runLoader();
    window.bazaarEarlyPresses?.stop(); // hydrated
    const link = document.createElement("a");
    link.textContent = "Sign In";
    document.body.append(link);
    const endLink = window.bazaarEarlyPresses?.wait(link);
    const endOther = window.bazaarEarlyPresses?.wait();
    expect(busy()).toEqual(["Sign In"]);
    vi.advanceTimersByTime(6000);
    expect(status()?.textContent).toBe(SLOW);

    endLink?.();
    endLink?.();
    expect(busy()).toEqual([]);
    expect(status()?.textContent).toBe(SLOW);
    endOther?.();
    expect(status()).toBeNull();
    // A later wait starts its own count.
    window.bazaarEarlyPresses?.wait();
    vi.advanceTimersByTime(5999);
    expect(status()?.textContent).toBe("");
  });
});

describe("the inline loader under Trusted Types", () => {
  /**
   * A stand-in for the browser's factory: a policy applies its rules, as the browser's does, and
   * marks what it made with its name, so a test can tell an address made by the policy from one
   * that went around it.
   */
  function fakeTrustedTypes() {
    const policies = new Map<string, { createScriptURL(url: string): string }>();
    vi.stubGlobal("trustedTypes", {
      createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => {
        policies.set(name, rules);
        return { createScriptURL: (url: string) => `${rules.createScriptURL(url)}#made-by-${name}` };
      },
    });
    return policies;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("makes the script's address through its own policy, bazaar-boot", async () => {
    const policies = fakeTrustedTypes();
    const appended = runLoader();
    await nextFrameAndTask();
    expect([...policies.keys()]).toEqual(["bazaar-boot"]);
    expect(appended.map((tag) => tag.getAttribute("src"))).toEqual([
      "/assets/index-test.js#made-by-bazaar-boot",
    ]);
  });

  it("lets the held presses go and says so when its policy refuses boot.ts's address", async () => {
    fakeTrustedTypes();
    const appended = runLoader("https://evil.example/x.js");
    document.querySelector("button")?.click();
    await nextFrameAndTask();
    expect(appended).toEqual([]);
    expect(document.querySelector('[role="alert"]')?.textContent).toMatch(
      /^Part of this page could not load/,
    );
    expect(window.bazaarEarlyPresses?.held).toEqual([]);
  });

  it("lets through only the site's own scripts in /assets/", () => {
    const rules = fakeTrustedTypes();
    runLoader();
    const policy = rules.get("bazaar-boot");
    expect(policy?.createScriptURL("/assets/main-AbC_12-x.js")).toBe("/assets/main-AbC_12-x.js");
    for (const url of [
      "https://evil.example/x.js",
      "//evil.example/assets/x.js",
      "/assets/../x.js",
      "/assets/x.js/../../evil.js",
      "/assets/x.json",
      "data:,1",
    ]) {
      expect(() => policy?.createScriptURL(url)).toThrow(new TypeError(`bazaar-boot refuses ${url}`));
    }
  });

  it("names the held presses that could not be applied, once each, in a polite notice that goes at the next press", async () => {
    runLoader();
    const add = document.createElement("button");
    add.textContent = " Add to Basket ";
    const remove = document.createElement("button");
    remove.textContent = "Remove from Basket";
    window.bazaarEarlyPresses?.dropped([add, remove, add]);
    const status = document.querySelector('[role="status"]');
    expect(status?.textContent, "empty as it comes, so that its words are announced").toBe("");
    await nextFrameAndTask();
    expect(status?.textContent).toBe(
      "The page changed as it loaded, so your press on 'Add to Basket', 'Remove from Basket' did not go through. Press it again.",
    );
    document.body.click();
    expect(status?.isConnected).toBe(false);
  });
});
