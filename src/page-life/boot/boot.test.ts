import { expect, it, vi } from "vitest";
import { pageWithHeldPress } from "../../test/held-press";

// A provider that throws is above the error boundary: nothing in the app catches it.
vi.mock("../../app/app", () => ({
  App() {
    throw new Error("A provider failed.");
  },
}));
// Nothing is loaded once idle in this test.
vi.mock("../../shared/lib/when-idle", () => ({ whenIdle: () => () => {} }));

it("ends in the plain-words notice, the held presses dropped, when the app fails above its error boundary", async () => {
  const { presses, onPress } = pageWithHeldPress('<div id="root"></div>');
  vi.spyOn(console, "error").mockImplementation(() => {});

  await import("./boot");

  // The loader's fail() shows 'Part of this page could not load…' and lets the presses go.
  // The app's modules load first, which takes over a second on a loaded machine: past waitFor's default.
  await vi.waitFor(() => expect(presses.fail).toHaveBeenCalledOnce(), { timeout: 10_000 });
  expect(onPress).not.toHaveBeenCalled();
  expect(document.documentElement.dataset.hydrated).toBeUndefined();
  expect(console.error).toHaveBeenCalledWith(
    "The page failed to render.",
    expect.any(Error),
    expect.anything(),
  );
});
