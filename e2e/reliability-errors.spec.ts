// A render error never blanks the page: the failed area shows a message with a way home, the rest
// stays, and the error is logged once. The fault: formatMoney's digit grouping throwing while the
// subtotal renders.
import { expect, test } from "./fixtures";

const LOGGED = "Part of the page failed to render.";
const MESSAGE = "Sorry, this part of the page could not be shown.";

test("a render error in the checkout keeps the header, shows a message in the page, is logged once", async ({
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
  await expect(page.getByRole("article")).toHaveCount(12);
  const television = page.getByRole("article").filter({ hasText: "Television" });
  for (let press = 0; press < 4; press += 1) {
    await television.getByRole("button", { name: "Add to Basket" }).click();
  }
  const basketLink = page.getByRole("link", { name: /^Basket, / });
  await expect(basketLink).toHaveAccessibleName("Basket, 4 items");
  expect(errors).toEqual([]);

  await basketLink.click();
  await expect(page).toHaveURL(/\/checkout$/);
  const failure = page.getByRole("main").getByRole("alert").filter({ hasText: MESSAGE });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole("link", { name: "Go to the Bazaar home page" })).toHaveAttribute(
    "href",
    "/",
  );
  // Only the page's area failed: the header is still there and still works.
  await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible();
  await expect(basketLink).toHaveAccessibleName("Basket, 4 items");
  await expect.poll(() => errors.length).toBe(1);
  expect(errors[0]).toContain(LOGGED);
  expect(errors[0]).toContain("Injected fault: cannot format 6676");

  // Leaving the broken page gives the next one a fresh start, without a reload.
  await page.getByRole("banner").getByRole("link", { name: "Bazaar home" }).click();
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(page.getByText(MESSAGE)).toHaveCount(0);
  await expect(basketLink).toHaveAccessibleName("Basket, 4 items");
  // A press the app handles only after the last page's effects have run: a late second log is in.
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(basketLink).toHaveAccessibleName("Basket, 5 items");
  expect(errors).toHaveLength(1);
});
