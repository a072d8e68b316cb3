import { expect, test } from "./fixtures";

const PRICE = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

test.describe("product cards", () => {
  test("12 cards, each with title, image, price, stars and an Add to Basket button", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(12);

    for (const card of await cards.all()) {
      const heading = card.getByRole("heading");
      await expect(heading).toHaveCount(1);
      const title = (await heading.textContent())?.trim() ?? "";
      expect(title).not.toBe("");
      await expect(card).toHaveAccessibleName(title);

      await expect(card.getByRole("img", { name: title, exact: true })).toBeVisible();
      await expect(card.getByText(PRICE)).toBeVisible();

      const rating = card.getByRole("img", { name: /^[1-5] out of 5 stars$/ });
      await expect(rating).toBeVisible();
      const stars = Number((await rating.getAttribute("aria-label"))?.charAt(0));
      await expect(rating.locator("svg")).toHaveCount(stars);

      await expect(card.getByRole("button", { name: "Add to Basket" })).toBeEnabled();
    }
  });

  test("prices are shown in dollars with cents, such as $59.99", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.getByText("$59.99", { exact: true }).first()).toBeVisible();
    await expect(cards.getByText("$1,669.00", { exact: true })).toBeVisible();
  });

  test("at 1440 px the cards stand in rows of 2, 3, 3, 1 and 3", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(12);

    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y, width } = element.getBoundingClientRect();
        return { x, top: y + window.scrollY, width };
      }),
    );
    const rows = new Map<number, { x: number; width: number }[]>();
    for (const { x, top, width } of boxes) {
      const key = [...rows.keys()].find((rowTop) => Math.abs(rowTop - top) < 2) ?? top;
      rows.set(key, [...(rows.get(key) ?? []), { x, width }]);
    }
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
    expect(ordered.map((row) => row.length)).toEqual([2, 3, 3, 1, 3]);

    // Every row spans the same width, so a row of one card is as wide as a row of three.
    const spans = ordered.map((row) => {
      const left = Math.min(...row.map((card) => card.x));
      const right = Math.max(...row.map((card) => card.x + card.width));
      return right - left;
    });
    for (const span of spans) expect(Math.abs(span - (spans[0] ?? 0))).toBeLessThan(2);
  });

  test("at 390 px the page does not scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(12);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
