import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { pageWithHeldPress } from "../../test/held-press";
import { recordUncaughtRejections } from "../../test/uncaught-rejections";

/** The app's chunk fails to load `failures` times, as a dropped connection does, then loads and starts. */
function appFailingToLoad(failures: number): void {
  let failed = 0;
  vi.doMock("./main", () => {
    if (failed++ < failures) throw new TypeError("Failed to fetch dynamically imported module");
    return { start: () => Promise.resolve() };
  });
}

/** boot.ts runs once a page; each test runs it anew. */
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.bazaarEarlyPresses;
  delete document.documentElement.dataset.hydrated;
});

it("tries the app's code once more when it fails to load, and starts the page with it", async () => {
  appFailingToLoad(1);
  const { presses, onPress } = pageWithHeldPress();

  await import("./boot");

  // The app's modules load first, which takes over a second on a loaded machine: past waitFor's default.
  await vi.waitFor(() => expect(onPress).toHaveBeenCalledOnce(), { timeout: 10_000 });
  expect(document.documentElement.dataset.hydrated).toBe("true");
  expect(presses.fail).not.toHaveBeenCalled();
  expect(presses.dropped, "the held press was replayed, so none is named as dropped").not.toHaveBeenCalled();
});

it("lets the held presses go with the notice when the app's code fails to load twice, and warns", async () => {
  appFailingToLoad(2);
  const { presses, onPress } = pageWithHeldPress();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

  await import("./boot");

  await vi.waitFor(() => expect(presses.fail).toHaveBeenCalledOnce(), { timeout: 10_000 });
  expect(warn).toHaveBeenCalledWith("The storefront's code could not be loaded.", expect.any(Error));
  expect(onPress).not.toHaveBeenCalled();
  expect(document.documentElement.dataset.hydrated).toBeUndefined();
});

it("starts the page under the dev server, which has no loader, without an error", async () => {
  appFailingToLoad(0);
  const uncaught = recordUncaughtRejections();

  await import("./boot");

  await vi.waitFor(() => expect(document.documentElement.dataset.hydrated).toBe("true"), { timeout: 10_000 });
  expect(await uncaught.stop()).toEqual([]);
});

it("only warns under the dev server when the app's code fails to load twice", async () => {
  appFailingToLoad(2);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const uncaught = recordUncaughtRejections();

  await import("./boot");

  await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce(), { timeout: 10_000 });
  expect(warn).toHaveBeenCalledWith("The storefront's code could not be loaded.", expect.any(Error));
  expect(await uncaught.stop()).toEqual([]);
});
