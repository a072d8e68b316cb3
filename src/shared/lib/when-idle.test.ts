import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("whenIdle, where the browser has no requestIdleCallback (WebKit)", () => {
  it("runs the callback at the latest after its timeout", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const callback = vi.fn();
    whenIdle(callback, 50);
    vi.advanceTimersByTime(49);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it("runs nothing once cancelled", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const callback = vi.fn();
    whenIdle(callback)();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe("whenIdle, where the browser has requestIdleCallback", () => {
  it("asks the browser to run it when idle, at the latest after its timeout, and cancels that ask", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    const callback = vi.fn();
    const cancel = whenIdle(callback, 50);
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 50 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
});
