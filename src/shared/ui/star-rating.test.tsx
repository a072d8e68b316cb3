import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { StarRating } from "./star-rating";

it.each([1, 2, 3, 4, 5])("names a rating of %i as %i out of 5 stars", (rating) => {
  render(<StarRating rating={rating} />);
  expect(screen.getByRole("img").getAttribute("aria-label")).toBe(`${rating} out of 5 stars`);
});

it("keeps a rating outside 1 to 5 within 0 and 5 stars, rounded", () => {
  const { rerender } = render(<StarRating rating={7} />);
  screen.getByRole("img", { name: "5 out of 5 stars" });
  rerender(<StarRating rating={2.6} />);
  screen.getByRole("img", { name: "3 out of 5 stars" });
  rerender(<StarRating rating={-1} />);
  screen.getByRole("img", { name: "0 out of 5 stars" });
});

/** The stars as drawn: the picture's size in px, the area of the drawing it shows, and its stars. */
function drawn(container: HTMLElement) {
  const svg = container.querySelector("svg");
  const path = svg?.querySelector("path");
  if (!svg || !path) throw new Error("No stars were drawn.");
  return {
    size: [svg.getAttribute("width"), svg.getAttribute("height")],
    shows: svg.getAttribute("viewBox"),
    // Each star is one closed outline.
    stars: path.getAttribute("d")?.match(/z/g)?.length ?? 0,
  };
}

it.each([
  [1, "18", "0 0 24 24"],
  [3, "55.5", "0 0 74 24"],
  [5, "93", "0 0 124 24"],
])(
  "draws a rating of %i as that many stars, 18 px tall and %s px wide, with no gap after the last",
  (rating, width, shows) => {
    const { container } = render(<StarRating rating={rating} />);
    expect(drawn(container)).toEqual({ size: [width, "18"], shows, stars: rating });
  },
);

it("draws no star, and takes no width, for a rating of 0", () => {
  const { container } = render(<StarRating rating={0} />);
  expect(drawn(container)).toEqual({ size: ["0", "18"], shows: "0 0 0 24", stars: 0 });
});
