// A page left while the offline worker is still answering its files. Firefox reports each load the
// leaving ends as 'A ServiceWorker intercepted the request and encountered an unexpected error', a
// copy of the worker's answer into the page that the page cancelled; it reports that cancellation
// too (NS_BINDING_ABORTED, same address), and firefox-reports.ts sets the one aside beside the other.
import { expect, test } from "./journey";
import { HEADER, MAIN, untilAtRest } from "./leave-and-back";

/** The worker's install fetches every page and script once, on a busy machine. */
const INSTALL = { timeout: 30_000 };

test("a page left while the offline worker still answers its pictures and code: the next page is whole, and nothing is wrong", async ({
  shop,
}) => {
  await shop.goto("/");
  await shop.waitForHydration();
  await expect
    .poll(() => shop.evaluate(() => navigator.serviceWorker.controller !== null), INSTALL)
    .toBe(true);
  await untilAtRest(shop);

  // '/' again, from the worker, left as soon as it is parsed: its pictures and its code are on their way.
  await shop.goto("/", "parsed");
  await shop.goto("/checkout");
  await shop.waitForHydration();
  expect(await shop.count({ role: "heading", name: "Your shopping Basket", within: MAIN })).toBe(1);
  expect(await shop.count({ role: "link", name: "Basket, 0 items", within: HEADER })).toBe(1);
});
