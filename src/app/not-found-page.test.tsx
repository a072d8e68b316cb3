// The app's own routes: an address no route names. What Hosting answers for one, and what the
// shopper sees there in every engine: hosting-addresses.spec.ts and journeys/browse.spec.ts.
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderApp } from "../test/render-app";

it("shows the not-found page, not the checkout, for an unknown address below /checkout", async () => {
  renderApp({ path: "/checkout/extra/deep" });
  await screen.findByRole("heading", { level: 1, name: "Sorry, we couldn't find that page" });
  expect(screen.queryByRole("heading", { name: "Your shopping Basket" })).toBeNull();
});
