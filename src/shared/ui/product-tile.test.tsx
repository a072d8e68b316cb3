import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { expect, it, vi } from "vitest";
import type { Product } from "../lib/product";
import { ProductTile } from "./product-tile";

const kettle: Product = { id: "kettle", title: "Blue kettle", image: "/kettle.png", price: 24.5, rating: 4 };

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
