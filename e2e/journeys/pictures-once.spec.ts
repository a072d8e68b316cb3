// A picture the page has drawn is not fetched again when the basket shows it, in every engine, after
// the offline worker takes over a first visit. Each engine keeps a page's pictures apart for each
// controlling worker, so the page loads the pictures it has drawn once more through the worker, at
// idle (reload-pictures-through-worker.ts): the basket's first showing then draws them from memory,
// not inside the press (docs/decisions/first-checkout-press.md).
import { expect, test } from "./journey";
import { firstVisitTakenOver, HEADER, MAIN } from "./leave-and-back";

test("after the offline worker takes over a first visit, the basket shows a product's picture without fetching it again", async ({
  shop,
}) => {
  await firstVisitTakenOver(shop);
  // The first product whose picture the home page has drawn, and how often the page has fetched it.
  const { nth, picture, fetched } = await shop.evaluate(() => {
    const cards = [...document.querySelectorAll("main article")];
    const at = cards.findIndex((card) => (card.querySelector("img")?.naturalWidth ?? 0) > 0);
    const source = cards[at]?.querySelector("img")?.currentSrc ?? "";
    const times = performance.getEntriesByType("resource").filter(({ name }) => name === source).length;
    return { nth: at, picture: source, fetched: times };
  });
  expect(nth, "a product's picture is drawn on the home page").toBeGreaterThanOrEqual(0);

  await shop.click({ role: "button", name: "Add to Basket", within: { role: "article", within: MAIN, nth } });
  await shop.click({ role: "link", name: "Basket, 1 item", within: HEADER });
  await expect
    .poll(() =>
      shop.evaluate(
        () => (document.querySelector<HTMLImageElement>("main article img")?.naturalWidth ?? 0) > 0,
      ),
    )
    .toBe(true);
  const fetchedSince = await shop.evaluate(
    (source) => performance.getEntriesByType("resource").filter(({ name }) => name === source).length,
    picture,
  );
  expect(fetchedSince, "the picture was fetched again for the basket").toBe(fetched);
});
