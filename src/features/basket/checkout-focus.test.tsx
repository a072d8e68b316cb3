import { screen, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-app";
import type { BasketLine } from "./basket-reducer";
import { CheckoutPage } from "./checkout-page";

// The tile is shared/ui's to draw as it likes: here a list item, not an <article>. The checkout's
// focus after a removal must not depend on how the tile is drawn.
vi.mock("../../shared/ui/product-tile", () => ({
  ProductTile: ({ product, onAction, ref }: { product: BasketLine; onAction(): void; ref?: never }) => (
    <li ref={ref} tabIndex={-1} aria-label={product.title}>
      <button type="button" onClick={onAction}>
        Remove {product.title}
      </button>
    </li>
  ),
}));

const line = (id: string, title: string): BasketLine => ({
  id,
  lineId: `line-${id}`,
  title,
  image: "",
  price: 1,
  rating: 3,
});

it("moves focus to the line that took the removed one's place, however the tile is drawn", async () => {
  const { user } = renderWithProviders(<CheckoutPage />, {
    path: "/checkout",
    initialState: { basket: [line("a", "Kettle"), line("b", "Camera")], user: null },
  });
  await user.click(screen.getByRole("button", { name: "Remove Kettle" }));
  expect(document.activeElement).toBe(screen.getByRole("listitem", { name: "Camera" }));
  expect(within(document.body).queryByRole("listitem", { name: "Kettle" })).toBeNull();
});
