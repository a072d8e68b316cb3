import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Logo } from "./logo";

/** The tone the stylesheet gives the word, read from the logo's classes. */
function tone() {
  const logo = screen.getByRole("img", { name: "Bazaar" });
  return [...logo.classList].filter((name) => name.startsWith("logo--"));
}

it("is light, for the header's dark background, unless it is asked to be dark", () => {
  const { rerender } = render(<Logo />);
  expect(tone()).toEqual(["logo--light"]);
  rerender(<Logo tone="dark" />);
  expect(tone()).toEqual(["logo--dark"]);
});
