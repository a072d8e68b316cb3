import { afterEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError } from "./chunk-importer";
import { loadInBackground, loadWhileWaiting } from "./lazy-load";

/** A load that fails as the chunk importer would, `failures` times, then gives "module". */
function loadFailing(failures: number) {
  let failed = 0;
  return vi.fn(() =>
    failed < failures
      ? Promise.reject(new ChunkLoadError(++failed, new TypeError()))
      : Promise.resolve("module"),
  );
}

describe("loadWhileWaiting", () => {
  it("tries again at once after the chunk's first failure", async () => {
    const load = loadFailing(1);
    await expect(loadWhileWaiting(load)).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives up after a second failure, leaving the next try to the shopper", async () => {
    const load = loadFailing(2);
    await expect(loadWhileWaiting(load)).rejects.toMatchObject({ failures: 2 });
    expect(load).toHaveBeenCalledTimes(2);
    await expect(loadWhileWaiting(load)).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("does not retry at once when the chunk had already failed before", async () => {
    let failures = 1;
    const load = vi.fn(() => Promise.reject(new ChunkLoadError(++failures, null)));
    await expect(loadWhileWaiting(load)).rejects.toMatchObject({ failures: 2 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("loadInBackground", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("reports a failure as a warning, not an error, and tries again at the next press", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    const load = loadFailing(2);
    loadInBackground(load, "The sign-in service");
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toMatch(/^The sign-in service could not be loaded yet/);
    expect(load).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" })); // typing is no press
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new MouseEvent("click"));
    window.dispatchEvent(new MouseEvent("click")); // one try per failure, however many presses
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new MouseEvent("click"));
    expect(load).toHaveBeenCalledTimes(3);
    await load.mock.results[2]?.value;
    window.dispatchEvent(new MouseEvent("click")); // loaded: nothing more to do
    expect(load).toHaveBeenCalledTimes(3);
    expect(error).not.toHaveBeenCalled();
  });

  it("tries again at a press that the pressed control keeps to itself", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    document.body.innerHTML = '<button type="button">Add to Basket</button>';
    const button = document.querySelector("button") as HTMLButtonElement;
    button.addEventListener("click", (event) => event.stopPropagation());
    const load = loadFailing(1);
    loadInBackground(load, "The sign-in service");
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());

    button.click();
    expect(load).toHaveBeenCalledTimes(2);
    document.body.replaceChildren();
  });
});
