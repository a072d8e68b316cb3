import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeAuth } from "../../test/fake-auth";
import { renderWithProviders } from "../../test/render-app";
import type { User } from "../auth";
import type { BasketLine } from "./basket-reducer";
import { CheckoutPage } from "./checkout-page";

function item(id: string, lineId: string, title: string, price: number, rating = 4): BasketLine {
  return { id, lineId, title, image: `/${id}.svg`, price, rating };
}

const TV = item("tv", "line-tv", "Vista 65-Inch Television", 1669);
const KETTLE = item("kettle", "line-kettle", "Copperline Kettle", 59.99, 3);
const CAMERA = item("camera", "line-camera", "Lumen X100 Camera", 1199, 5);

function renderCheckout(basket: BasketLine[] = [], user: User | null = null) {
  return renderWithProviders(<CheckoutPage />, {
    path: "/checkout",
    initialState: { basket, session: { status: "answered", user } },
  });
}

const lines = () => screen.queryAllByRole("article");
const lineTitles = () => lines().map((line) => within(line).getByRole("heading").textContent);
const subtotalText = () =>
  within(screen.getByRole("complementary", { name: "Order summary" })).getByText(/^Subtotal/).textContent;
const status = () => screen.getByRole("status");

describe("Checkout page", () => {
  it("shows an empty basket with a zero subtotal", () => {
    renderCheckout();
    screen.getByRole("heading", { level: 1, name: "Your shopping Basket" });
    screen.getByText("Hello");
    expect(subtotalText()).toBe("Subtotal (0 items): $0.00");
    screen.getByText(/Your basket is empty\./);
    expect(screen.getByRole("link", { name: "Browse today's featured products" }).getAttribute("href")).toBe(
      "/",
    );
    expect(lines()).toHaveLength(0);
  });

  it("greets a signed-in customer by e-mail", () => {
    renderCheckout([], { uid: "u1", email: "a@b.co" });
    screen.getByText("Hello, a@b.co");
  });

  it("lists every line, duplicates included, with price and stars", () => {
    renderCheckout([TV, KETTLE, { ...TV, lineId: "line-tv-2" }]);
    expect(lineTitles()).toEqual([TV.title, KETTLE.title, TV.title]);
    const kettle = screen.getByRole("article", { name: KETTLE.title });
    within(kettle).getByText("$59.99");
    within(kettle).getByRole("img", { name: "3 out of 5 stars" });
    // The picture beside the title is decorative: no image says the title again. That each picture
    // loads is a browser's to show (e2e/journeys/browse.spec.ts).
    expect(within(kettle).queryByRole("img", { name: KETTLE.title })).toBeNull();
    expect(screen.queryByText(/Your basket is empty/)).toBeNull();
  });

  it("sums the prices with a thousands separator and two decimals", () => {
    renderCheckout([TV, KETTLE, CAMERA]);
    expect(subtotalText()).toBe("Subtotal (3 items): $2,927.99");
  });

  it("removes only the first line with the pressed product's id", async () => {
    const secondTv = { ...TV, lineId: "line-tv-2", title: "Vista TV (second card)" };
    const { user } = renderCheckout([TV, KETTLE, secondTv]);
    const lastLine = screen.getByRole("article", { name: secondTv.title });
    await user.click(within(lastLine).getByRole("button", { name: "Remove from Basket" }));
    // The spec removes by id: the first line with that id goes, not the one pressed.
    expect(lineTitles()).toEqual([KETTLE.title, secondTv.title]);
    expect(subtotalText()).toBe("Subtotal (2 items): $1,728.99");
  });

  it("moves focus to the line that took the removed one's place and announces the change", async () => {
    const { user } = renderCheckout([TV, KETTLE, CAMERA]);
    const kettle = screen.getByRole("article", { name: KETTLE.title });
    await user.click(within(kettle).getByRole("button", { name: "Remove from Basket" }));
    expect(lineTitles()).toEqual([TV.title, CAMERA.title]);
    expect(document.activeElement).toBe(screen.getByRole("article", { name: CAMERA.title }));
    expect(status().textContent).toBe(`Removed ${KETTLE.title} from the basket. 2 items.`);
  });

  it("moves focus to the previous line when the last line is removed", async () => {
    const { user } = renderCheckout([TV, KETTLE]);
    const kettle = screen.getByRole("article", { name: KETTLE.title });
    await user.click(within(kettle).getByRole("button", { name: "Remove from Basket" }));
    expect(document.activeElement).toBe(screen.getByRole("article", { name: TV.title }));
    expect(status().textContent).toBe(`Removed ${KETTLE.title} from the basket. 1 item.`);
  });

  it("moves focus to the empty message when the basket empties", async () => {
    const { user } = renderCheckout([CAMERA]);
    await user.click(screen.getByRole("button", { name: "Remove from Basket" }));
    expect(lines()).toHaveLength(0);
    const empty = screen.getByText(/Your basket is empty\./);
    expect(document.activeElement).toBe(empty);
    // The page moves focus there; Tab never stops on a paragraph.
    expect(empty.tabIndex).toBe(-1);
    expect(subtotalText()).toBe("Subtotal (0 items): $0.00");
    expect(status().textContent).toBe(`Removed ${CAMERA.title} from the basket. 0 items.`);
  });

  it("names each Remove button after its product", () => {
    renderCheckout([TV, KETTLE]);
    const buttons = screen.getAllByRole("button", { name: "Remove from Basket" });
    expect(buttons.map((button) => button.getAttribute("aria-describedby"))).toEqual(
      lines().map((line) => line.getAttribute("aria-labelledby")),
    );
  });

  it("has a gift checkbox and a Proceed to Checkout button that change nothing else", async () => {
    const auth = new FakeAuth();
    const { user, pathname } = renderWithProviders(<CheckoutPage />, {
      path: "/checkout",
      auth,
      initialState: { basket: [TV, KETTLE], session: { status: "answered", user: null } },
    });
    const gift = screen.getByRole<HTMLInputElement>("checkbox", { name: "This order contains a gift" });
    expect(gift.checked).toBe(false);
    await user.click(gift);
    expect(gift.checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    expect(pathname()).toBe("/checkout");
    expect(lineTitles()).toEqual([TV.title, KETTLE.title]);
    expect(subtotalText()).toBe("Subtotal (2 items): $1,728.99");
    expect(status().textContent).toBe("");
    expect(auth.calls).toEqual([]);
  });
});
