import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderApp } from "../test/render-app";

// The main region takes the focus a page change moves to it (use-focus-on-navigation.ts), yet Tab
// never stops on it: a stop that does nothing.
it.each([
  ["the store's pages", "/"],
  ["the sign-in page", "/login"],
])("makes the main region of %s focusable by the page alone", async (_, path) => {
  renderApp({ path });
  const main = await screen.findByRole("main");
  expect(main.id, "the skip link's target").toBe("main");
  expect(main.tabIndex).toBe(-1);
});
