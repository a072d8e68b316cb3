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

test("department links go nowhere: no navigation, same address, scroll position and basket", async ({
  page,
}) => {
  await openWithOneItem(page);
  const row = page.getByRole("navigation", { name: "Departments" });
  // What a screen reader meets: nine names in a list, as text, none of them a link (so none
  // announced as one that cannot be followed, and none said to be unavailable).
  await expect(row).toMatchAriaSnapshot(
    `- navigation "Departments":\n  - list:\n${DEPARTMENTS.map((name) => `    - listitem: ${JSON.stringify(name)}\n`).join("")}`,
  );
  await expect(row.getByRole("link")).toHaveCount(0);
  await expect(row.getByRole("listitem")).toHaveText(DEPARTMENTS);

  // Scroll a little, keeping the department row in view.
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(40);
  const navigations = countNavigations(page);

  // What a mouse meets: each name is there to click, and a click changes nothing.
  for (const name of DEPARTMENTS) {
    const department = row.getByText(name, { exact: true });
    await expect(department).toBeVisible();
    await department.click();
    expect(navigations(), `after ${name}`).toBe(0);
    expect(await page.evaluate(() => window.scrollY), `after ${name}`).toBe(40);
  }
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();

  // The same from a page whose address is not '/', and with the keyboard: Tab goes from the basket
  // link, the header's last control, past the row into the page's main content.
  await page.getByRole("link", { name: "Basket, 1 item" }).click();
  await expect(page).toHaveURL("/checkout");
  const onCheckout = navigations();
  await row.getByText("Books", { exact: true }).click();
  await page.getByRole("link", { name: "Basket, 1 item" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveCount(1);
  expect(await row.evaluate((nav) => nav.contains(document.activeElement))).toBe(false);
  await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
  expect(navigations()).toBe(onCheckout);
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
});
