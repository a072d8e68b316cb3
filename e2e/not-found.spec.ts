import { expect, test } from "./fixtures";

test.describe("unknown addresses", () => {
  test("show the header, a page-not-found heading and a way home", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("banner").getByRole("link", { name: "Bazaar home" })).toBeVisible();
    await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible();
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: /couldn't find that page|page not found/i }),
    ).toBeVisible();

    const home = main.getByRole("link", { name: /home/i });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(12);
  });

  test("are never blank, deeper paths included", async ({ page }) => {
    for (const path of ["/no-such-page", "/checkout/extra/deep", "/login/oops"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/find that page|not found/i);
      expect((await page.locator("body").innerText()).trim()).not.toBe("");
    }
  });
});
