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
