import { act, renderHook } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

/** The visitor's motion setting, as the browser's media query answers it, and changes it. */
function motionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (type: string, listener: () => void) => type === "change" && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) =>
      type === "change" && listeners.delete(listener),
  };
  const matchMedia = vi.fn((media: string) => {
    if (media !== "(prefers-reduced-motion: reduce)") throw new Error(`Asked for ${media}.`);
    return query;
  });
  vi.stubGlobal("matchMedia", matchMedia);
  return {
    change(to: boolean) {
      reduce = to;
      for (const listener of listeners) listener();
    },
    listening: () => listeners.size,
  };
}

function Motion() {
  return usePrefersReducedMotion() ? "still" : "moving";
}

function Answer() {
  return String(usePrefersReducedMotion());
}

describe("usePrefersReducedMotion", () => {
  it("answers the visitor's setting, and follows it when it changes", () => {
    const setting = motionSetting(true);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(true);
    act(() => setting.change(false));
    expect(result.current).toBe(false);
    act(() => setting.change(true));
    expect(result.current).toBe(true);
  });

  it("stops listening once nothing uses it", () => {
    const setting = motionSetting(false);
    const { unmount } = renderHook(() => usePrefersReducedMotion());
    expect(setting.listening()).toBe(1);
    unmount();
    expect(setting.listening()).toBe(0);
  });

  it("assumes motion is fine in the prerendered page, where no setting is known", () => {
    const setting = motionSetting(true);
    expect(renderToString(<Motion />)).toBe("moving");
    expect(renderToString(<Answer />), "a boolean, as the hook promises").toBe("false");
    expect(setting.listening()).toBe(0);
  });
});
