import { expect, test } from "./fixtures";

test("home page shows the header and 12 product cards", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(12);
});
