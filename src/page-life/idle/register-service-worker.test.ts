import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { recordUncaughtRejections } from "../../test/uncaught-rejections";
import { heldByWorker, registerServiceWorker } from "./register-service-worker";
import { CONTROL_THIS_PAGE } from "./worker-protocol";

vi.mock("./reload-pictures-through-worker", () => ({ reloadPicturesThroughWorker: vi.fn() }));
const { reloadPicturesThroughWorker } = await import("./reload-pictures-through-worker");

/**
 * navigator.serviceWorker as a browser hands it to a first visit: no controller, and a registration
 * whose worker the test makes active (`activate`) when it likes.
 */
function stubContainer({ register = () => Promise.resolve({}) as Promise<unknown> } = {}) {
  const worker = { postMessage: vi.fn() };
  let active: typeof worker | null = null;
  let activated: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    activated = resolve;
  });
  const container = Object.assign(new EventTarget(), {
    controller: null as object | null,
    register: vi.fn(register),
    getRegistration: async () => ({ active }),
    ready: ready.then(() => ({ active })),
  });
  vi.stubGlobal("navigator", { ...navigator, serviceWorker: container });
  return {
    container,
    posted: worker.postMessage,
    activate() {
      active = worker;
      activated();
    },
  };
}

/** What registerServiceWorker runs once a worker controls the page. */
const whenControlled = vi.fn();

const backFromTheCache = (persisted: boolean) =>
  dispatchEvent(Object.assign(new Event("pageshow"), { persisted }));

/** The window's listeners each test adds, taken off after it: a page registers once. */
const added: Parameters<typeof window.addEventListener>[] = [];

beforeEach(() => {
  vi.stubEnv("PROD", true);
  const addEventListener = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((...args) => {
    added.push(args);
    addEventListener(...args);
  });
});
afterEach(() => {
  whenControlled.mockClear();
  for (const args of added.splice(0)) window.removeEventListener(...args);
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

it("registers /sw.js, and asks the first worker for control once it is active, not before", async () => {
  const { container, posted, activate } = stubContainer();
  registerServiceWorker(whenControlled);
  expect(container.register).toHaveBeenCalledWith("/sw.js");
  await Promise.resolve();
  expect(posted).not.toHaveBeenCalled();

  activate();
  await vi.waitFor(() => expect(posted).toHaveBeenCalledWith(CONTROL_THIS_PAGE));
  expect(posted).toHaveBeenCalledOnce();
});

it("asks nothing of a worker that already controls the page", async () => {
  const { container, posted, activate } = stubContainer();
  container.controller = {};
  registerServiceWorker(whenControlled);
  activate();
  await container.ready;
  await new Promise((resolve) => setTimeout(resolve));
  backFromTheCache(true);
  await new Promise((resolve) => setTimeout(resolve));
  expect(posted).not.toHaveBeenCalled();
});

it("asks again when Back shows the page from the cache, and not at the page's own first show", async () => {
  const { posted, activate } = stubContainer();
  registerServiceWorker(whenControlled);
  activate();
  await vi.waitFor(() => expect(posted).toHaveBeenCalledOnce());

  backFromTheCache(false);
  await new Promise((resolve) => setTimeout(resolve));
  expect(posted).toHaveBeenCalledOnce();
  backFromTheCache(true);
  await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(2));
});

it("asks nothing, and fails nothing, when Back shows the page before any worker is active, or with none", async () => {
  const uncaught = recordUncaughtRejections();
  const { container, posted } = stubContainer();
  registerServiceWorker(whenControlled);
  // Registered: the page listens for Back.
  await vi.waitFor(() =>
    expect(window.addEventListener).toHaveBeenCalledWith("pageshow", expect.any(Function)),
  );
  backFromTheCache(true); // the worker still installing: no active one to ask
  container.getRegistration = async () => ({ active: null });
  backFromTheCache(true);
  container.getRegistration = async () => undefined as unknown as { active: null }; // unregistered
  backFromTheCache(true);
  expect(await uncaught.stop()).toEqual([]);
  expect(posted).not.toHaveBeenCalled();
});

it("warns when the worker cannot be set up, and asks nothing, even when Back shows the page", async () => {
  const uncaught = recordUncaughtRejections();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  // As Firefox refuses a site that may not store data: the container's every promise is refused.
  const refused = new DOMException("refused", "SecurityError");
  const { container, posted } = stubContainer({ register: () => Promise.reject(refused) });
  Object.defineProperty(container, "ready", { get: () => Promise.reject(refused) });
  container.getRegistration = () => Promise.reject(refused);
  registerServiceWorker(whenControlled);
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith("The offline copy of the shop could not be set up.", refused),
  );
  backFromTheCache(true);
  expect(await uncaught.stop()).toEqual([]);
  expect(warn).toHaveBeenCalledOnce();
  expect(posted).not.toHaveBeenCalled();
});

it("loads the drawn pictures again, and runs what waits for control, at idle, once a worker takes the page over", async () => {
  const { container } = stubContainer();
  registerServiceWorker(whenControlled);
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(whenControlled, "not while no worker controls the page").not.toHaveBeenCalled();
  container.dispatchEvent(new Event("controllerchange"));
  expect(reloadPicturesThroughWorker).not.toHaveBeenCalled();
  expect(whenControlled).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(reloadPicturesThroughWorker).toHaveBeenCalledOnce());
  await vi.waitFor(() => expect(whenControlled).toHaveBeenCalledExactlyOnceWith(heldByWorker));
});

it("runs what waits for control at idle on a page a worker controls from its load", async () => {
  const { container } = stubContainer();
  container.controller = {};
  registerServiceWorker(whenControlled);
  expect(whenControlled).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(whenControlled).toHaveBeenCalledExactlyOnceWith(heldByWorker));
  expect(reloadPicturesThroughWorker).not.toHaveBeenCalled();
});

it("holds an address only while a worker controls the page and its caches have it", async () => {
  const cached = new Set(["/assets/login-page-BBBB.js"]);
  const match = vi.fn(async (address: string) => (cached.has(address) ? new Response("") : undefined));
  vi.stubGlobal("caches", { match });
  const { container } = stubContainer();
  expect(await heldByWorker("/assets/login-page-BBBB.js")).toBe(false);
  expect(match, "the caches are not asked without a worker to answer from them").not.toHaveBeenCalled();
  container.controller = {};
  expect(await heldByWorker("/assets/login-page-BBBB.js")).toBe(true);
  expect(await heldByWorker("/assets/login-page-CCCC.js")).toBe(false);
});

it("does nothing without the production build's worker", () => {
  vi.stubEnv("PROD", false);
  const { container } = stubContainer();
  registerServiceWorker(whenControlled);
  expect(container.register).not.toHaveBeenCalled();
});

it("registers through its own Trusted Types policy, bazaar-worker, which makes the worker's address alone", () => {
  const policies = new Map<string, { createScriptURL(url: string): string }>();
  vi.stubGlobal("trustedTypes", {
    createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
      policies.set(name, rules);
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  });
  const { container } = stubContainer();
  registerServiceWorker(whenControlled);
  expect(container.register).toHaveBeenCalledWith({ trusted: "/sw.js" });
  expect(() => policies.get("bazaar-worker")?.createScriptURL("/assets/evil.js")).toThrow(
    new TypeError("bazaar-worker refuses /assets/evil.js"),
  );
});
