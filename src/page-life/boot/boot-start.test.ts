import { expect, it, vi } from "vitest";
import { pageWithHeldPress } from "../../test/held-press";

// The app's chunk loads, but starting React on the page throws.
vi.mock("./main", () => ({
  start() {
    throw new Error("React could not start.");
  },
}));

it("ends in the plain-words notice, the held presses dropped, when starting the app throws", async () => {
  const { presses, onPress } = pageWithHeldPress();
  vi.spyOn(console, "error").mockImplementation(() => {});

  await import("./boot");

  // The app's modules load first, which takes over a second on a loaded machine: past waitFor's default.
  await vi.waitFor(() => expect(presses.fail).toHaveBeenCalledOnce(), { timeout: 10_000 });
  expect(onPress).not.toHaveBeenCalled();
  expect(document.documentElement.dataset.hydrated).toBeUndefined();
  expect(console.error).toHaveBeenCalledWith("The page could not start.", expect.any(Error));
});
