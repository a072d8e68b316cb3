import { expect, test } from "./fixtures";

const DEPARTMENTS = [
  "All",
  "Prime Video",
  "Business",
  "Today's Deals",
  "Best Sellers",
  "Kindle",
  "Customer Service",
  "Books",
  "Music",
];

test.describe("header for a guest", () => {
  test("shows the logo, search, greeting, static labels and an empty basket", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");

    await expect(header.getByRole("link", { name: "Bazaar home" })).toHaveAttribute("href", "/");
    await expect(header.getByRole("searchbox", { name: "Search Bazaar" })).toBeVisible();
    await expect(header.getByLabel("Search Bazaar")).toBeEditable();

    await expect(header.getByText("Hello Guest")).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("button", { name: "Sign Out" })).toHaveCount(0);

    await expect(header.getByText("Returns & Orders")).toBeVisible();
    await expect(header.getByText("Your Prime")).toBeVisible();

    const basket = header.getByRole("link", { name: "Basket, 0 items" });
    await expect(basket).toHaveAttribute("href", "/checkout");
    await expect(basket).toHaveText("0");
  });

  test("the Sign In link leads to the sign-in page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("the basket link leads to the checkout page and the logo back home", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Basket, 0 items" }).click();
    await expect(page).toHaveURL("/checkout");
    await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();

    await page.getByRole("link", { name: "Bazaar home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("article")).toHaveCount(12);
  });

  test("page content sits in <main>, outside the header", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main).toHaveCount(1);
    await expect(main.getByRole("article")).toHaveCount(12);
    await expect(page.getByRole("banner").getByRole("article")).toHaveCount(0);
  });
});

test.describe("department navigation", () => {
  test("lists the departments in order", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Departments" });
    await expect(nav.getByRole("link")).toHaveText(DEPARTMENTS);
    for (const name of DEPARTMENTS) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });

  test("department links go nowhere: URL, scroll position and basket are kept", async ({ page }) => {
    await page.goto("/");
    // Something in the basket: a full page load would empty it.
    await page.getByRole("button", { name: "Add to Basket" }).first().click();
    const basket = page.getByRole("link", { name: "Basket, 1 item" });
    await expect(basket).toBeVisible();

    // Scroll a little, keeping the department row in view.
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);

    const nav = page.getByRole("navigation", { name: "Departments" });
    for (const name of DEPARTMENTS) {
      // The links are marked aria-disabled, which Playwright's actionability check treats as
      // disabled; a shopper can still click them, so click without that check.
      await nav.getByRole("link", { name, exact: true }).click({ force: true });
      await expect(page).toHaveURL("/");
      expect(await page.evaluate(() => window.scrollY)).toBe(40);
    }
    await expect(basket).toBeVisible();

    // The same from a page whose address differs from the links' target.
    await basket.click();
    await expect(page).toHaveURL("/checkout");
    await nav.getByRole("link", { name: "Books" }).click({ force: true });
    await nav.getByRole("link", { name: "All", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/checkout");
    await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();
    await expect(basket).toBeVisible();
  });
});
