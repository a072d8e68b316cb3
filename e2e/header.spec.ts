// What only a real browser shows about the header: controls that must go nowhere really stay put
// (a plain link or a form would load a page). What the header shows is proven with the fake
// provider in src/app/header.test.tsx; moving between pages in journeys/browse.spec.ts, basket.spec.ts and
// a11y-announcements.spec.ts.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Counts the page's navigations from now on: a page load, or a change of address in the app. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) count += 1;
  });
  return () => count;
}

/** Opens a page with one item in the basket: a page load would empty it (it lives in memory). */
async function openWithOneItem(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
}

test("the search box takes text and Enter, and nothing navigates or changes", async ({ page }) => {
  await openWithOneItem(page);
  const cardTitles = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
  const navigations = countNavigations(page);

  const search = page.getByRole("banner").getByRole("searchbox", { name: "Search Bazaar" });
  await search.fill("kettle");
  await search.press("Enter");

  expect(navigations()).toBe(0);
  await expect(page).toHaveURL("/");
  await expect(search).toHaveValue("kettle");
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").getByRole("heading")).toHaveText(cardTitles);
});

test("department links go nowhere: no navigation, same address, scroll position and basket", async ({
  page,
}) => {
  await openWithOneItem(page);
  // Scroll a little, keeping the department row in view.
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  const navigations = countNavigations(page);

  const links = page.getByRole("navigation", { name: "Departments" }).getByRole("link");
  await expect(links).toHaveCount(9);
  for (const link of await links.all()) {
    // The links are marked aria-disabled, which Playwright's actionability check treats as
    // disabled; a shopper can still click them, so click without that check.
    await link.click({ force: true });
    expect(navigations(), `after ${await link.textContent()}`).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(40);
  }
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();

  // The same from a page whose address differs from the links' target, and with the keyboard.
  await page.getByRole("link", { name: "Basket, 1 item" }).click();
  await expect(page).toHaveURL("/checkout");
  const onCheckout = navigations();
  await links.filter({ hasText: "Books" }).click({ force: true });
  await links.first().focus();
  await page.keyboard.press("Enter");
  expect(navigations()).toBe(onCheckout);
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
});
