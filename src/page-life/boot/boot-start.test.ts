import { expect, it, vi } from "vitest";
import type { EarlyPresses } from "../before-paint/inline-loader";

// The app's chunk loads, but starting React on the page throws (issue 52, finding 1).
vi.mock("./main", () => ({
  start() {
    throw new Error("React could not start.");
  },
  hydrated: new Promise(() => {}),
}));

it("ends in the plain-words notice, the held presses dropped, when starting the app throws", async () => {
  document.body.innerHTML = '<button type="button">Add to Basket</button>';
  const pressed = document.querySelector("button") as HTMLButtonElement;
  const presses: EarlyPresses = { held: [pressed], stop: vi.fn(), fail: vi.fn(), wait: vi.fn() };
  window.bazaarEarlyPresses = presses;
  const onPress = vi.fn();
  pressed.addEventListener("click", onPress);
  vi.spyOn(console, "error").mockImplementation(() => {});

  await import("./boot");

  await vi.waitFor(() => expect(presses.fail).toHaveBeenCalledOnce());
  expect(onPress).not.toHaveBeenCalled();
  expect(document.documentElement.dataset.hydrated).toBeUndefined();
  expect(console.error).toHaveBeenCalledWith("The page could not start.", expect.any(Error));
});
