// The rows of cards as a shopper sees them. What each card shows is proven with the fake provider
// in src/features/catalog/home-page.test.tsx; the page at 320 px and at 200% zoom in
// a11y-layout.spec.ts.
import { expect, test } from "./fixtures";

test.describe("product cards", () => {
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
});
