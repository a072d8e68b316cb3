import { act, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeAuth } from "../../test/fake-auth";
import { renderApp } from "../../test/render-app";

const tileRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock("../../shared/ui/product-tile", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../shared/ui/product-tile")>();
  return {
    ...real,
    ProductTile: (props: Parameters<typeof real.ProductTile>[0]) => {
      tileRenders.count += 1;
      return real.ProductTile(props);
    },
  };
});

describe("Product cards", () => {
  beforeEach(() => {
    tileRenders.count = 0;
  });

  it("render once, and not again when the basket or the user changes", async () => {
    const auth = new FakeAuth({ accounts: { "a@b.co": "secret1" } });
    const { user } = renderApp({ path: "/", auth });
    await waitFor(() => expect(auth.subscriberCount).toBe(1));
    const buttons = screen.getAllByRole("button", { name: "Add to Basket" });
    expect(tileRenders.count).toBe(buttons.length);

    tileRenders.count = 0;
    await user.click(buttons[0] as HTMLElement);
    await user.click(buttons[5] as HTMLElement);
    screen.getByRole("link", { name: "Basket, 2 items" });
    act(() => auth.emit({ uid: "u1", email: "a@b.co" }));
    screen.getByText("Hello a@b.co");
    expect(tileRenders.count).toBe(0);
  });
});
