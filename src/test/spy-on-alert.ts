import { vi } from "vitest";

/**
 * happy-dom has no window.alert, so there is nothing for vi.spyOn to wrap: give it a silent one
 * first. The spy records calls and never blocks; restoreMocks puts the silent one back.
 */
export function spyOnAlert() {
  if (typeof window.alert !== "function") window.alert = () => {};
  return vi.spyOn(window, "alert").mockImplementation(() => {});
}
