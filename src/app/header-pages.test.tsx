import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderApp } from "../test/render-app";

it("keeps the home page as the shopper left it across a visit to the basket: a stopped banner stays stopped", async () => {
  const { user } = renderApp({ path: "/" });
  const header = within(screen.getByRole("banner"));
  await user.click(screen.getByRole("button", { name: "Stop banner rotation" }));

  await user.click(header.getByRole("link", { name: "Basket, 0 items" }));
  expect(await screen.findByRole("heading", { name: "Your shopping Basket" })).toBeTruthy();
  expect(screen.queryByRole("region", { name: "Featured offers" })).toBeNull();

  await user.click(header.getByRole("link", { name: "Bazaar home" }));
  expect(screen.getByRole("button", { name: "Start banner rotation" })).toBeTruthy();
  expect(screen.queryByRole("heading", { name: "Your shopping Basket" })).toBeNull();
});
