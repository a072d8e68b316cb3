// What only a real browser shows about the header: the search box, which a form would make load a
// page, goes nowhere. What the header shows, and that its departments go nowhere (they have no
// address to follow): src/app/header.test.tsx; moving between pages: the journeys.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Records every navigation the page starts, as it starts, in sessionStorage (kept over a page load). */
async function recordNavigations(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    sessionStorage.setItem("navigations", "[]");
    navigation.addEventListener("navigate", (event) => {
      const seen = JSON.parse(sessionStorage.getItem("navigations") ?? "[]") as string[];
      sessionStorage.setItem("navigations", JSON.stringify([...seen, event.destination.url]));
    });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem("navigations") ?? "[]") as string[]);
}

/**
 * Whether the page records a navigation (recordNavigations) within `ms`: one that a handler starts
 * late, on a timer, comes inside the watch. Any failure but the watch running out is the test's.
 */
async function navigatesWithin(page: Page, ms: number): Promise<boolean> {
  const recorded = () => (JSON.parse(sessionStorage.getItem("navigations") ?? "[]") as string[]).length > 0;
  return page.waitForFunction(recorded, undefined, { timeout: ms }).then(
    () => true,
    (error: Error) => {
      if (error.name === "TimeoutError") return false;
      throw error;
    },
  );
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
  const navigations = await recordNavigations(page);

  const search = page.getByRole("banner").getByRole("searchbox", { name: "Search Bazaar" });
  await search.fill("kettle");
  await search.press("Enter");

  expect(await navigatesWithin(page, 2_000)).toBe(false);
  expect(await navigations()).toEqual([]);
  await expect(page).toHaveURL("/");
  await expect(search).toHaveValue("kettle");
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").getByRole("heading")).toHaveText(cardTitles);
});
