// Pages left while the offline worker is still answering their files. When the leaving ends a load
// the worker is answering, Firefox reports 'A ServiceWorker intercepted the request and encountered
// an unexpected error' (its copy of the answer into the page ended), and reports that cancellation
// too (NS_BINDING_ABORTED, same address): firefox-reports.ts sets the one aside beside the other.
// The journey's assertion is the problem check every journey ends with: any report nothing explains
// fails it. One leaving hits a load mid-answer now and then, so the journey leaves several times.
import { expect, test } from "./journey";
import { firstVisitTakenOver, HEADER, MAIN } from "./leave-and-back";

const LEAVINGS = 5;

test("pages left while the offline worker still answers their pictures and code: the page at the end is whole, and nothing is wrong", async ({
  shop,
}) => {
  await firstVisitTakenOver(shop);

  // Each page from the worker, left as soon as it is parsed: its pictures and its code are on their way.
  for (let leaving = 0; leaving < LEAVINGS; leaving++) {
    await shop.goto("/", "parsed");
    await shop.goto("/checkout", "parsed");
  }
  await shop.goto("/checkout");
  await shop.waitForHydration();
  expect(await shop.count({ role: "heading", name: "Your shopping Basket", within: MAIN })).toBe(1);
  expect(await shop.count({ role: "link", name: "Basket, 0 items", within: HEADER })).toBe(1);
});
