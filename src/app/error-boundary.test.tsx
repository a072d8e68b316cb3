// A render error never blanks the page: the failed area shows a message with a way home, the header
// stays and works, and the next page starts afresh. That it is logged once, in the product's words,
// is the root's `onCaughtError` (main.tsx), which only the built page runs: e2e/reliability-errors.spec.ts.
import { screen, within } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { renderApp } from "../test/render-app";

const MESSAGE = "Sorry, this part of the page could not be shown.";

// Throws for $5,000 and more: the home page (no price above $1,669) renders, a large subtotal fails.
vi.mock("../shared/lib/money", async (importOriginal) => {
  const real = await importOriginal<typeof import("../shared/lib/money")>();
  return {
    ...real,
    formatMoney: (dollars: number) => {
      if (dollars >= 5000) throw new Error(`Injected fault: cannot format ${dollars}`);
      return real.formatMoney(dollars);
    },
  };
});

it("shows a render error in the checkout as a message with a way home, keeps the header, and lets the next page start afresh", async () => {
  // React reports the error it caught to the console; the one log the shopper's page makes is
  // main.tsx's `onCaughtError`.
  vi.spyOn(console, "error").mockImplementation(() => {});
  const { user } = renderApp({ path: "/" });
  const main = () => within(screen.getByRole("main"));
  const television = (await main().findAllByRole("article")).find((card) =>
    within(card).queryByRole("heading", { name: /Television/ }),
  ) as HTMLElement;
  for (let press = 0; press < 4; press += 1) {
    await user.click(within(television).getByRole("button", { name: "Add to Basket" }));
  }

  await user.click(screen.getByRole("link", { name: "Basket, 4 items" }));
  const failure = main().getByRole("alert");
  expect(failure.textContent).toContain(MESSAGE);
  expect(within(failure).getByRole("link", { name: "Go to the Bazaar home page" }).getAttribute("href")).toBe(
    "/",
  );
  // Only the page's area failed: the header is still there, and still knows the basket.
  const header = within(screen.getByRole("banner"));
  header.getByText("Hello Guest");
  header.getByRole("link", { name: "Basket, 4 items" });

  // Leaving the broken page by the header gives the next one a fresh start, without a reload.
  await user.click(header.getByRole("link", { name: "Bazaar home" }));
  expect(main().getAllByRole("article")).toHaveLength(12);
  expect(screen.queryByText(MESSAGE)).toBeNull();
  await user.click(main().getAllByRole("button", { name: "Add to Basket" })[0] as HTMLElement);
  header.getByRole("link", { name: "Basket, 5 items" });
});
