import type { ComponentProps, ReactElement } from "react";
import type * as ReactDOMClient from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../../app/app";
import { prepareOnDemandPages } from "../../app/prepare-on-demand-pages";
import { startBackgroundTasks } from "../idle/background-tasks";
import { logWebVitals } from "./web-vitals";

// What start() leaves for once idle is kept here, and runs only where a test runs it.
const idle = vi.hoisted(() => ({ tasks: [] as (() => void)[] }));
vi.mock("../../shared/lib/when-idle", () => ({
  whenIdle: (task: () => void) => {
    idle.tasks.push(task);
    return () => {};
  },
}));
// The two chunks start() fetches in the background: only that it fetches them, and when, is its own.
vi.mock("../idle/background-tasks", () => ({ startBackgroundTasks: vi.fn() }));
vi.mock("./web-vitals", () => ({ logWebVitals: vi.fn() }));

/** React DOM's two ways in; `render` is what the root createRoot makes was asked to render. */
const reactDom = () => {
  const render = vi.fn();
  return {
    createRoot: vi.fn<typeof ReactDOMClient.createRoot>(() => ({ render }) as never),
    hydrateRoot: vi.fn<typeof ReactDOMClient.hydrateRoot>(),
    render,
  };
};
type Element<P> = ReactElement<P>;
/** The router in the element handed to React (StrictMode's child), and the app in the router. */
const routerOf = (app: unknown) =>
  (
    app as Element<{
      children: Element<{ useTransitions: boolean; children: Element<ComponentProps<typeof App>> }>;
    }>
  ).props.children;
const appOf = (app: unknown) => routerOf(app).props.children;
/** The app element handed to React: the basket it starts with. */
const basketOf = (app: unknown) => (appOf(app).props.basket ?? []).map(({ lineId }) => lineId);
/** How the promise start() returns has settled by the next task: "ready", the reason it failed, or "waiting". */
const outcomeOf = (ready: Promise<void>) =>
  Promise.race([
    ready.then(
      () => "ready",
      (error: unknown) => error,
    ),
    new Promise((resolve) => setTimeout(resolve, 0, "waiting")),
  ]);

it("does nothing when imported, and starts only when asked: where the page has no root, it says so", async () => {
  document.body.innerHTML = "";
  const main = await import("./main");
  expect(globalThis.__bazaarImportChunk, "the chunk importer, installed on import").toBeUndefined();

  const reactDom = { createRoot: vi.fn(), hydrateRoot: vi.fn() };
  expect(() => main.start(reactDom as never)).toThrow("The page has no #root element to render into.");
  expect(reactDom.createRoot).not.toHaveBeenCalled();
});

describe("a page the browser threw away, with the basket's hint's lines", () => {
  const KETTLE = { lineId: "line-1", productId: "90829332" };

  afterEach(() => {
    delete window.bazaarRestoredLines;
  });

  it("hydrates the prerendered page, starting with the lines, where the hint drew all of them", async () => {
    document.body.innerHTML = '<div id="root" data-prerendered="/"></div>';
    window.bazaarRestoredLines = [KETTLE];
    const dom = reactDom();
    void (await import("./main")).start(dom as never);
    await vi.waitFor(() => expect(dom.hydrateRoot).toHaveBeenCalledOnce());
    expect(dom.createRoot).not.toHaveBeenCalled();
    expect(basketOf(dom.hydrateRoot.mock.calls[0]?.[1])).toEqual(["line-1"]);
  });

  it("renders it afresh where the hint hid what it could not draw, /checkout's lines", async () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered="/checkout"><div data-basket-stale></div></div>';
    window.bazaarRestoredLines = [KETTLE];
    const dom = reactDom();
    void (await import("./main")).start(dom as never);
    expect(dom.hydrateRoot).not.toHaveBeenCalled();
    expect(dom.createRoot).toHaveBeenCalledOnce();
    expect(
      document.querySelector("[data-basket-stale]"),
      "React empties the root as it commits",
    ).not.toBeNull();
  });

  it("renders it afresh where the catalogue has lost a recorded product, whose line the hint counted", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    document.body.innerHTML = '<div id="root" data-prerendered="/"></div>';
    window.bazaarRestoredLines = [KETTLE, { lineId: "line-2", productId: "no-longer-sold" }];
    const dom = reactDom();
    void (await import("./main")).start(dom as never);
    expect(dom.hydrateRoot).not.toHaveBeenCalled();
    expect(basketOf(dom.render.mock.calls[0]?.[0])).toEqual(["line-1"]);
  });
});

describe("a page that was not prerendered", () => {
  /** Starts the app on a page whose root React renders afresh; returns what start() returned. */
  const startFresh = async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const dom = reactDom();
    const ready = (await import("./main")).start(dom as never);
    const options = dom.createRoot.mock.calls[0]?.[1] ?? {};
    return { dom, ready, options };
  };

  beforeEach(() => {
    idle.tasks.length = 0;
    vi.mocked(startBackgroundTasks).mockClear();
    vi.mocked(logWebVitals).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    history.replaceState(null, "", "/");
  });

  it("renders the app afresh in the root, with the handlers that log what fails to render", async () => {
    const { dom, options } = await startFresh();
    expect(dom.hydrateRoot).not.toHaveBeenCalled();
    expect(dom.createRoot).toHaveBeenCalledExactlyOnceWith(document.getElementById("root"), options);
    expect(options.onCaughtError).toBeTypeOf("function");
    expect(options.onUncaughtError).toBeTypeOf("function");
    expect(dom.render).toHaveBeenCalledOnce();
    expect(appOf(dom.render.mock.calls[0]?.[0]).type).toBe(App);
  });

  it("renders a link's page in its press's own task: the router makes no transitions", async () => {
    // A transition would show the page in slices over several frames, the first of them late.
    const { dom } = await startFresh();
    expect(routerOf(dom.render.mock.calls[0]?.[0]).props.useTransitions).toBe(false);
  });

  it("installs the chunk importer as it starts, before anything can fetch a lazily loaded chunk", async () => {
    delete globalThis.__bazaarImportChunk;
    await startFresh();
    expect(globalThis.__bazaarImportChunk).toBeTypeOf("function");
  });

  it("is ready once the app says it is, and not before", async () => {
    const { dom, ready } = await startFresh();
    expect(await outcomeOf(ready)).toBe("waiting");
    appOf(dom.render.mock.calls[0]?.[0]).props.onReady?.();
    expect(await outcomeOf(ready)).toBe("ready");
  });

  it("fails, and logs why, when the app fails above its error boundary", async () => {
    // React shows nothing of the app then: boot.ts drops the held presses and says so.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { ready, options } = await startFresh();
    const failure = new Error("A provider failed.");
    options.onUncaughtError?.(failure, { componentStack: "\n    at AppProviders" });
    expect(await outcomeOf(ready)).toBe(failure);
    expect(logged).toHaveBeenCalledExactlyOnceWith(
      "The page failed to render.",
      failure,
      "\n    at AppProviders",
    );
  });

  it("is ready, and logs why, when part of the page fails below its error boundary before then", async () => {
    // The boundary shows its message, and the page is as ready as it will be: held presses are let go.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { ready, options } = await startFresh();
    const failure = new Error("A product card failed.");
    options.onCaughtError?.(failure, { componentStack: "\n    at ProductCard" });
    expect(await outcomeOf(ready)).toBe("ready");
    expect(logged).toHaveBeenCalledExactlyOnceWith(
      "Part of the page failed to render.",
      failure,
      "\n    at ProductCard",
    );
  });

  it("starts the background tasks once idle, handing them its sign of being ready and what waits for the worker", async () => {
    const { ready } = await startFresh();
    expect(idle.tasks).toHaveLength(1);
    expect(startBackgroundTasks, "not before the page is idle").not.toHaveBeenCalled();
    idle.tasks[0]?.();
    await vi.waitFor(() => expect(startBackgroundTasks).toHaveBeenCalledOnce());
    // The input path's warm-up waits for the page to be ready (warm-input-path.ts); the on-demand
    // pages are prepared once the offline worker controls the page.
    expect(vi.mocked(startBackgroundTasks).mock.calls[0]).toEqual([ready, prepareOnDemandPages]);
  });

  it("fetches the metrics reporter where the address asks for it, with '?vitals'", async () => {
    history.replaceState(null, "", "/?vitals");
    await startFresh();
    await vi.waitFor(() => expect(logWebVitals).toHaveBeenCalledOnce());
  });

  it("fetches no metrics reporter where the address does not ask for it", async () => {
    // Already loaded, the chunk would be there within a task of start().
    await import("./web-vitals");
    await startFresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logWebVitals).not.toHaveBeenCalled();
  });

  it("names, in its warning, the background chunk that failed to load, and tries it again at the next press", async () => {
    vi.useFakeTimers();
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(startBackgroundTasks).mockImplementationOnce(() => {
      throw new Error("offline");
    });
    vi.mocked(logWebVitals).mockImplementationOnce(() => {
      throw new Error("offline");
    });
    history.replaceState(null, "", "/?vitals");
    await startFresh();
    idle.tasks[0]?.();
    await vi.waitFor(() =>
      expect(warned).toHaveBeenCalledWith(
        "The background tasks could not be loaded yet: it is tried again at the next press.",
      ),
    );
    expect(warned).toHaveBeenCalledWith(
      "The metrics reporter could not be loaded yet: it is tried again at the next press.",
    );

    window.dispatchEvent(new MouseEvent("click"));
    await vi.waitFor(() => {
      expect(startBackgroundTasks).toHaveBeenCalledTimes(2);
      expect(logWebVitals).toHaveBeenCalledTimes(2);
    });
  });
});
