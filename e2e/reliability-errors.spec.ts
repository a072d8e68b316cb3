// A render error is logged once, in the product's words: by the root's `onCaughtError` (main.tsx),
// which only the built page runs. What the shopper sees meanwhile (the message and its way home, the header
// kept, a fresh start on the next page): src/app/error-boundary.test.tsx. The fault: formatMoney's
// digit grouping throwing while the subtotal renders.
import { expect, test } from "./fixtures";

const LOGGED = "Part of the page failed to render.";

test("a render error in the checkout is logged once, and a later page logs nothing more", async ({
  page,
  expectProblem,
}) => {
  expectProblem(/Part of the page failed to render\./, "the render error this test makes, counted below");
  // Throws for $5,000 and more: the home page (no price above $1,669) renders, a large subtotal fails.
  // formatMoney groups the digits of an amount such as '6676.00' with String.prototype.replace.
  await page.addInitScript(() => {
    const replace = String.prototype.replace;
    String.prototype.replace = function (this: string, ...args: Parameters<typeof replace>) {
      const digits = String(this);
      if (/^\d+\.\d\d$/.test(digits) && Number(digits) >= 5000) {
        throw new Error(`Injected fault: cannot format ${Number(digits)}`);
      }
      return replace.apply(this, args);
    } as typeof replace;
  });
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/");
  const television = page.getByRole("article").filter({ hasText: "Television" });
  for (let press = 0; press < 4; press += 1) {
    await television.getByRole("button", { name: "Add to Basket" }).click();
  }
  const basketLink = page.getByRole("link", { name: /^Basket, / });
  await expect(basketLink).toHaveAccessibleName("Basket, 4 items");
  expect(errors).toEqual([]);

  await basketLink.click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expect.poll(() => errors.length).toBe(1);
  expect(errors[0]).toContain(LOGGED);
  expect(errors[0]).toContain("Injected fault: cannot format 6676");

  // A press the app handles only after the last page's effects have run: a late second log is in.
  await page.getByRole("banner").getByRole("link", { name: "Bazaar home" }).click();
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(basketLink).toHaveAccessibleName("Basket, 5 items");
  expect(errors).toHaveLength(1);
});
