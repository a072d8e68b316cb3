import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { featuredRows } from "./products";

const featured = featuredRows.flat();
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

async function openHomePage() {
  const rendered = renderApp({ path: "/" });
  await screen.findByRole("heading", { name: "Featured products" });
  return rendered;
}

const cards = () => within(screen.getByRole("main")).getAllByRole("article");
const basketLink = () => screen.getByRole("link", { name: /^Basket, / });

describe("Home page", () => {
  it("shows twelve product cards in rows of 2, 3, 3, 1 and 3", async () => {
    await openHomePage();
    expect(cards()).toHaveLength(12);
    const rows = [...document.querySelectorAll(".home__row")];
    expect(rows.map((row) => within(row as HTMLElement).getAllByRole("article").length)).toEqual([
      2, 3, 3, 1, 3,
    ]);
    expect(document.title).toBe("Bazaar");
  });

  it("shows each product's title, price, image and rating on its card", async () => {
    await openHomePage();
    const rendered = cards();
    featured.forEach((product, index) => {
      const card = rendered[index] as HTMLElement;
      expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe(product.title);
      expect(card.getAttribute("aria-labelledby")).toBe(within(card).getByRole("heading").id);
      expect(within(card).getByText(usd.format(product.price))).toBeTruthy();
      expect(within(card).getByRole("img", { name: product.title })).toBeTruthy();
      const stars = within(card).getByRole("img", { name: `${product.rating} out of 5 stars` });
      expect(stars.querySelectorAll("svg")).toHaveLength(product.rating);
    });
  });

  it("shows the prices with a dollar sign, thousands separator and cents", async () => {
    await openHomePage();
    expect(screen.getByText("$1,669.00")).toBeTruthy();
    expect(screen.getAllByText("$59.99")).toHaveLength(2);
  });

  it("adds a product to the basket, updates the header count and announces it", async () => {
    const { user } = await openHomePage();
    expect(basketLink().getAttribute("aria-label")).toBe("Basket, 0 items");
    const blender = featured[1];
    if (!blender) throw new Error("no second product");
    const card = screen.getByRole("article", { name: blender.title });
    await user.click(within(card).getByRole("button", { name: "Add to Basket" }));
    expect(basketLink().getAttribute("aria-label")).toBe("Basket, 1 item");
    expect(basketLink().textContent).toBe("1");
    expect(screen.getByRole("status").textContent).toBe(`Added ${blender.title} to the basket. 1 item.`);
  });

  it("lets the same product go into the basket twice and shows it on the checkout page", async () => {
    const { user, pathname } = await openHomePage();
    const [first, second] = cards();
    if (!first || !second) throw new Error("expected cards");
    await user.click(within(first).getByRole("button", { name: "Add to Basket" }));
    await user.click(within(first).getByRole("button", { name: "Add to Basket" }));
    await user.click(within(second).getByRole("button", { name: "Add to Basket" }));
    expect(basketLink().getAttribute("aria-label")).toBe("Basket, 3 items");
    expect(screen.getByRole("status").textContent).toMatch(/ to the basket\. 3 items\.$/);
    await user.click(basketLink());
    expect(pathname()).toBe("/checkout");
    await screen.findByRole("heading", { name: "Your shopping Basket" });
    expect(within(screen.getByRole("main")).getAllByRole("article")).toHaveLength(3);
    // Two headphones at $199.99 and a blender at $89.50.
    expect(screen.getByText(/^Subtotal \(3 items\):/).textContent).toBe("Subtotal (3 items): $489.48");
  });
});
