import { addProducts, openSettled } from "./a11y-support";
import { expect, test } from "./fixtures";

test.describe("screen readers hear what changed", () => {
  test("adding updates the polite live region and the basket link's name", async ({ page }) => {
    await openSettled(page, "/");
    const status = page.getByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toHaveAttribute("aria-atomic", "true");
    await expect(page.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();

    // The headphones twice (cards 0 and 7 share a product id): the duplicate is announced too.
    const [headphones] = await addProducts(page, [0, 7]);
    await expect(status).toHaveText(`Added ${headphones} to the basket. 2 items.`);
    const [kettle] = await addProducts(page, [3], 2);
    await expect(status).toHaveText(`Added ${kettle} to the basket. 3 items.`);
    // What a screen reader says for the link whose text is only the count.
    const basketLink = page.getByRole("banner").getByRole("link", { name: /^Basket/ });
    await expect(basketLink).toHaveText("3");
    await expect(basketLink).toHaveAccessibleName("Basket, 3 items");

    // What a removal announces: checkout-page.test.tsx.
  });
});
