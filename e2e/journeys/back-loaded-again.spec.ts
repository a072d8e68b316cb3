// Back from another site to a page the browser loads again, in every engine: as Firefox does with a
// request under way, WebKit on a phone short of memory, and Chromium after a deploy. The page keeps
// no basket in memory then: the record of its history entry brings it back. And the loads that are
// the shopper's own (a reload, the address typed again) start with an empty basket, as the
// specification says.
import { expect, test } from "./journey";
import {
  addToBasket,
  HEADER,
  LINE_TITLES,
  loadType,
  MAIN,
  visitAnotherSiteAndComeBack,
} from "./leave-and-back";

// Back loads the page again: the basket comes from the record its history entry kept.
test.use({ backForwardCache: false });

test("a guest's basket comes back on / and on /checkout, loaded again by Back, and still answers presses", async ({
  shop,
}) => {
  await shop.goto("/");
  await shop.waitForHydration();
  await addToBasket(shop, 3);

  // No wait for the page to be at rest: a shopper does not wait.
  await visitAnotherSiteAndComeBack(shop, "/", { atRest: false });
  await expect.poll(() => loadType(shop)).toBe("back_forward");
  expect(await shop.count({ role: "link", name: "Basket, 3 items", within: HEADER })).toBe(1);
  await shop.waitForHydration();
  await shop.click({ role: "link", name: "Basket, 3 items", within: HEADER });
  await expect.poll(() => shop.path()).toBe("/checkout");
  const lines = await shop.texts(LINE_TITLES);
  expect(lines).toHaveLength(3);

  await visitAnotherSiteAndComeBack(shop, "/checkout", { atRest: false });
  await expect.poll(() => loadType(shop)).toBe("back_forward");
  await shop.waitForHydration();
  expect(await shop.texts(LINE_TITLES)).toEqual(lines);
  expect(await shop.texts({ text: /^Subtotal \(3 items\)/, within: MAIN })).toHaveLength(1);
  await shop.click({
    role: "button",
    name: "Remove from Basket",
    within: { role: "article", within: MAIN, nth: 0 },
  });
  await expect.poll(() => shop.count({ role: "link", name: "Basket, 2 items", within: HEADER })).toBe(1);
});

test("the shopper's own reload, and the shop's address typed again, start with an empty basket", async ({
  shop,
}) => {
  await shop.goto("/");
  await shop.waitForHydration();
  await addToBasket(shop, 2);
  await shop.reload();
  await shop.waitForHydration();
  expect(await loadType(shop)).toBe("reload");
  expect(await shop.count({ role: "link", name: "Basket, 0 items", within: HEADER })).toBe(1);

  await addToBasket(shop, 1);
  await shop.goto("/checkout");
  await shop.waitForHydration();
  expect(await shop.count({ role: "link", name: "Basket, 0 items", within: HEADER })).toBe(1);
  expect(await shop.count({ text: /^Your basket is empty\./, within: MAIN })).toBe(1);
});
