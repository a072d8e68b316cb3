import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { StarRating } from "./star-rating";

/** The stars drawn: the one path closes each star's outline once. */
const starsDrawn = () => document.querySelector("svg path")?.getAttribute("d")?.match(/z/g)?.length ?? 0;

it.each([1, 2, 3, 4, 5])("draws %i stars for a rating of %i, and names them", (rating) => {
  render(<StarRating rating={rating} />);
  screen.getByRole("img", { name: `${rating} out of 5 stars` });
  expect(starsDrawn()).toBe(rating);
});

it("keeps a rating outside 1 to 5 within 0 and 5 stars, rounded", () => {
  const { rerender } = render(<StarRating rating={7} />);
  screen.getByRole("img", { name: "5 out of 5 stars" });
  expect(starsDrawn()).toBe(5);
  rerender(<StarRating rating={2.6} />);
  screen.getByRole("img", { name: "3 out of 5 stars" });
  expect(starsDrawn()).toBe(3);
});
