// The keyboard alone, in every engine: from the skip link to a product's 'Add to Basket', back up to
// the header's basket link and into the basket, focus visible at every stop.
import { expect, test } from "./journey";
import type { Focused, Key, Shop } from "./shop";

/** Presses `key` until the focused element is the one wanted; every stop must show its focus. */
async function tabTo(shop: Shop, wanted: (focused: Focused) => boolean, key: Key = "Tab", limit = 40) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await shop.press(key);
    const focused = await shop.focused();
    expect(focused, `focus after ${presses} presses of ${key}`).not.toBeNull();
    expect(focused?.visible, `focus visible on ${focused?.text} after ${presses} presses of ${key}`).toBe(
      true,
    );
    if (focused && wanted(focused)) return focused;
  }
  throw new Error(`Nothing wanted within ${limit} presses of ${key} in ${shop.engine}`);
}

const named = (text: string) => (focused: Focused) => focused.text === text;

test("a keyboard-only walk to the basket", async ({ shop }) => {
  await shop.goto("/");
  // Keys act once the app has taken over the page: wait for it, as a shopper waits for the page.
  await expect
    .poll(() =>
      shop.evaluate(() =>
        Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber$")),
      ),
    )
    .toBe(true);

  const skip = await tabTo(shop, () => true, "Tab", 1);
  expect(skip.text).toBe("Skip to main content");
  await shop.press("Enter");
  await expect.poll(async () => (await shop.focused())?.tag).toBe("main");

  await tabTo(shop, named("Add to Basket"));
  await shop.press("Enter");
  await expect.poll(() => shop.count({ role: "link", name: "Basket, 1 item" })).toBe(1);

  await tabTo(shop, named("Basket, 1 item"), "Shift+Tab");
  await shop.press("Enter");
  await expect.poll(() => shop.path()).toBe("/checkout");
  await expect.poll(async () => (await shop.focused())?.tag).toBe("main");
  await expect.poll(() => shop.count({ role: "article", within: { role: "main" } })).toBe(1);

  await tabTo(shop, named("Remove from Basket"));
  await shop.press("Enter");
  await expect.poll(() => shop.count({ role: "article", within: { role: "main" } })).toBe(0);
  await expect.poll(() => shop.count({ text: /^Your basket is empty\./ })).toBe(1);
});
