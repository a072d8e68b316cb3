import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { warmInputPath } from "./warm-input-path";

let seen: Event[] = [];
const record = (event: Event) => seen.push(event);

beforeEach(() => {
  document.body.innerHTML = "<header></header><main><p>Today's featured products</p></main>";
  seen = [];
  document.addEventListener("pointerover", record);
  vi.useFakeTimers();
  vi.stubGlobal("requestIdleCallback", undefined); // whenIdle then waits on a timer
});

afterEach(() => {
  document.removeEventListener("pointerover", record);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("sends nothing before the page is hydrated, then one bubbling pointerover through main once idle", async () => {
  let markHydrated = () => {};
  warmInputPath(new Promise<void>((resolve) => (markHydrated = resolve)));
  await vi.runAllTimersAsync();
  expect(seen).toEqual([]);

  markHydrated();
  await Promise.resolve();
  expect(seen).toEqual([]); // hydrated, not yet idle

  await vi.runAllTimersAsync();
  expect(seen.map((event) => [event.type, (event.target as Element).tagName, event.bubbles])).toEqual([
    ["pointerover", "MAIN", true],
  ]);
});

it("sends nothing when the app failed to start", async () => {
  warmInputPath(Promise.reject(new Error("The page failed to render.")));
  await vi.runAllTimersAsync();
  expect(seen).toEqual([]);
});

it("sends nothing, and throws nothing, on a page with no main", async () => {
  document.body.innerHTML = '<div id="root"></div>';
  warmInputPath(Promise.resolve());
  await vi.runAllTimersAsync();
  expect(seen).toEqual([]);
});
