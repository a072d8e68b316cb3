import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Logo } from "./logo";

/** The names of the pictures a screen reader finds. */
const pictures = () => screen.getAllByRole("img").map((picture) => picture.getAttribute("aria-label"));

// The tone changes only the word's colour, which happy-dom does not paint.
it("is one picture, named Bazaar, to a screen reader, whichever its tone", () => {
  const { rerender } = render(<Logo />);
  expect(pictures()).toEqual(["Bazaar"]);
  rerender(<Logo tone="dark" />);
  expect(pictures()).toEqual(["Bazaar"]);
});
