import { beforeEach, expect, it } from "vitest";
import { reloadPicturesThroughWorker } from "./reload-pictures-through-worker";

/**
 * A picture as the page has it: drawn (loaded, with a size), failed (done, with no size), or not yet
 * loaded (lazy, off screen).
 */
function picture(source: string, state: "drawn" | "failed" | "not loaded"): HTMLImageElement {
  const image = document.createElement("img");
  image.src = source;
  Object.defineProperties(image, {
    complete: { value: state !== "not loaded" },
    naturalWidth: { value: state === "drawn" ? 400 : 0 },
    currentSrc: { value: state === "not loaded" ? "" : image.src },
  });
  return image;
}

beforeEach(() => {
  document.body.replaceChildren();
});

it("loads each picture the page has drawn once more, once however often it is shown, and none it has not", () => {
  document.body.append(
    picture("/assets/kettle.svg", "drawn"),
    picture("/assets/camera.svg", "drawn"),
    picture("/assets/kettle.svg", "drawn"),
    picture("/assets/lamp.svg", "not loaded"),
    picture("/assets/chair.svg", "failed"),
  );

  const held = reloadPicturesThroughWorker();

  expect(held.map((image) => new URL(image.src).pathname)).toEqual([
    "/assets/kettle.svg",
    "/assets/camera.svg",
  ]);
  expect(held.every((image) => image.isConnected === false)).toBe(true);
});

it("loads nothing on a page that has drawn no picture", () => {
  document.body.append(picture("/assets/lamp.svg", "not loaded"));
  expect(reloadPicturesThroughWorker()).toEqual([]);
});
