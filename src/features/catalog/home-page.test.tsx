// What a card shows, product by product. The rows' layout, adding to the basket and what that
// announces are proven in the browser (e2e/journeys/browse.spec.ts, e2e/journeys/basket.spec.ts,
// e2e/a11y-announcements.spec.ts).
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { centsOfPrice, formatCents } from "../../test/money-model";
import { renderApp } from "../../test/render-app";
import { featuredRows } from "./products";

const featured = featuredRows.flat();

async function openHomePage() {
  const rendered = renderApp({ path: "/" });
  await screen.findByRole("heading", { name: "Featured products" });
  return rendered;
}

const cards = () => within(screen.getByRole("main")).getAllByRole("article");

describe("Home page", () => {
  it("shows each product's title, price, rating and button on its card", async () => {
    await openHomePage();
    const rendered = cards();
    expect(rendered).toHaveLength(featured.length);
    featured.forEach((product, index) => {
      const card = rendered[index] as HTMLElement;
      expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe(product.title);
      within(card).getByText(formatCents(centsOfPrice(product.price)));
      // The title is said by the heading and by the button's description, and nowhere else: the
      // card has no name of its own and the picture is decorative (transcripts in src/app/transcripts/).
      expect(card.hasAttribute("aria-labelledby")).toBe(false);
      expect(
        within(card)
          .getAllByRole("img")
          .map((image) => image.getAttribute("aria-label")),
      ).toEqual([`${product.rating} out of 5 stars`]);
      within(card).getByRole("button", { name: "Add to Basket", description: product.title });
    });
  });
});
