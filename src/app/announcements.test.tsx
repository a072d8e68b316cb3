import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderApp } from "../test/render-app";

it("says nothing stale on the next page: the live region empties when the shopper moves on", async () => {
  const { user } = renderApp({ path: "/" });
  const cards = await screen.findAllByRole("button", { name: "Add to Basket" });
  await user.click(cards[0] as HTMLElement);
  await user.click(cards[1] as HTMLElement);
  const status = () => screen.getByRole("status");
  expect(status().textContent).toMatch(/^Added .* to the basket\. 2 items\.$/);

  await user.click(within(screen.getByRole("banner")).getByRole("link", { name: "Basket, 2 items" }));
  await screen.findByRole("heading", { name: "Your shopping Basket" });
  expect(status().textContent).toBe("");
});
