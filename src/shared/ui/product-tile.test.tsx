import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { expect, it, vi } from "vitest";
import type { Product } from "../lib/product";
import { ProductTile } from "./product-tile";

const kettle: Product = { id: "kettle", title: "Blue kettle", image: "/kettle.png", price: 24.5, rating: 4 };

it("is laid out as the caller asks: a card in a grid or a line in a list", () => {
  const { container, rerender } = render(
    <ProductTile product={kettle} layout="card" actionLabel="Add to Basket" onAction={vi.fn()} />,
  );
  const tile = container.querySelector("article");
  expect(tile?.classList).toContain("product-tile--card");
  rerender(<ProductTile product={kettle} layout="line" actionLabel="Remove" onAction={vi.fn()} />);
  expect(tile?.classList).toContain("product-tile--line");
  expect(tile?.classList).not.toContain("product-tile--card");
});

it("takes focus from script, named by its title, but is no stop for the Tab key", async () => {
  const user = userEvent.setup();
  const ref = createRef<HTMLElement>();
  render(
    <ProductTile
      product={kettle}
      layout="line"
      actionLabel="Remove"
      onAction={vi.fn()}
      focusable
      ref={ref}
    />,
  );
  ref.current?.focus();
  expect(document.activeElement).toBe(screen.getByRole("article", { name: "Blue kettle" }));
  ref.current?.blur();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove" }));
});
