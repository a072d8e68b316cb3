// A tab the shop's page opens (window.open) gets a copy of the tab's sessionStorage, the basket's
// records among it, but a history of its own: its page starts with an empty basket, as every new
// tab does (the specification). In Chromium: the journeys' drivers watch one page at a time.
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

test("a tab the page opens copies the tab's storage, and still starts with an empty basket", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  for (const nth of [0, 1]) await page.getByRole("button", { name: "Add to Basket" }).nth(nth).click();
  await expect(page.getByRole("link", { name: "Basket, 2 items" })).toBeVisible();

  const [opened] = await Promise.all([
    context.waitForEvent("page"),
    page.evaluate(() => void window.open("/checkout")),
  ]);
  await waitForHydration(opened);
  const records = () => Object.keys(sessionStorage).filter((key) => key.startsWith("bazaar:entry:"));
  const opener = await page.evaluate(records);
  expect(opener).not.toEqual([]);
  expect(await opened.evaluate(records), "the opener's records, copied").toEqual(
    expect.arrayContaining(opener),
  );
  await expect(opened.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();
  await expect(opened.getByText(/^Your basket is empty\./)).toBeVisible();
});
