// The keyboard alone, in every engine, focus visible at every stop; after each move to another
// page, focus is on its main region and the title is the page's.
import { uniqueEmail } from "../fixtures";
import { PROVIDER } from "../test-servers";
import { expect, test } from "./journey";
import type { Target } from "./queries";
import type { Focused, Key, Shop } from "./shop";

const PASSWORD = "keyboard-pass-1";
const MAIN = { role: "main" } as const;
const HEADER = { role: "banner" } as const;
const LINES = { role: "article", within: MAIN } as const;
const lineTitles = { role: "heading", within: LINES } as const;

test.describe.configure({ timeout: 90_000 });

/** Fails unless something has focus and shows it (an outline or a box shadow). */
async function expectVisibleFocus(shop: Shop, step: string): Promise<Focused> {
  const focused = await shop.focused();
  expect(focused, `focus after ${step}`).not.toBeNull();
  expect(focused?.visible, `focus visible on ${JSON.stringify(focused)} after ${step}`).toBe(true);
  return focused as Focused;
}

/** Presses `key` until the focused element is the one wanted; every stop must show its focus. */
async function tabTo(shop: Shop, wanted: (focused: Focused) => boolean, key: Key = "Tab", limit = 40) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await shop.press(key);
    const focused = await expectVisibleFocus(shop, `${presses} presses of ${key}`);
    if (wanted(focused)) return focused;
  }
  throw new Error(`Nothing wanted within ${limit} presses of ${key} in ${shop.engine}`);
}

const named = (text: string) => (focused: Focused) => focused.text === text;

/** Focus is on what `target` finds, visibly. */
async function expectFocusOn(shop: Shop, target: Target, step: string) {
  await expect.poll(() => shop.hasFocus(target), `focus on it after ${step}`).toBe(true);
  await expectVisibleFocus(shop, step);
}

/**
 * After a move to another page, focus is on its main region, visibly, the title is the page's, and
 * the page starts at its top: moving the focus scrolls no header away.
 */
async function expectLandedOn(shop: Shop, path: string, title: string) {
  await expect.poll(() => shop.path(), PROVIDER).toBe(path);
  await expect.poll(() => shop.evaluate(() => document.title)).toBe(title);
  await expectFocusOn(shop, MAIN, `arriving on ${path}`);
  expect(await shop.evaluate(() => window.scrollY), `scrolled on arriving on ${path}`).toBe(0);
}

test("the whole journey with the keyboard alone, focus always visible", async ({ shop }) => {
  const email = uniqueEmail("keyboard");
  await shop.goto("/");
  // Keys act once the page is hydrated and greets: wait, as a shopper waits.
  await shop.waitForHydration();
  await expect.poll(() => shop.count({ text: "Hello Guest", within: HEADER }), PROVIDER).toBe(1);

  // The first Tab reaches the skip link, on screen; Enter takes focus to the main region.
  const skip = await tabTo(shop, () => true, "Tab", 1);
  expect(skip.text).toBe("Skip to main content");
  expect(
    await shop.evaluate(() => {
      const box = document.activeElement?.getBoundingClientRect();
      return Boolean(box && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight);
    }),
    "the focused skip link is on screen",
  ).toBe(true);
  await shop.press("Enter");
  await expectFocusOn(shop, MAIN, "the skip link");

  // From the main region the next stop is the banner's pause button, then the product cards.
  const toggle = await tabTo(shop, () => true, "Tab", 1);
  expect(toggle.text).toBe("Stop banner rotation");
  for (const count of ["1 item", "2 items", "3 items"]) {
    await tabTo(shop, named("Add to Basket"));
    await shop.press("Enter");
    await expect.poll(() => shop.count({ role: "link", name: `Basket, ${count}` })).toBe(1);
  }

  // Back up to the header's basket link and open the basket.
  await tabTo(shop, named("Basket, 3 items"), "Shift+Tab");
  await shop.press("Enter");
  await expectLandedOn(shop, "/checkout", "Your basket – Bazaar");
  await expect.poll(() => shop.count(LINES)).toBe(3);
  const [first = "", second = "", third = ""] = await shop.texts(lineTitles);
  expect(new Set([first, second, third]).size, "three different products").toBe(3);

  // Removing the middle line puts focus on the line after it.
  await tabTo(shop, named("Remove from Basket"));
  await tabTo(shop, named("Remove from Basket"));
  await shop.press("Enter");
  await expect.poll(() => shop.texts(lineTitles)).toEqual([first, third]);
  await expectFocusOn(shop, { ...LINES, name: third }, "removing the middle line");
  // Where focus goes after the first or the last line, and what is announced: checkout-page.test.tsx.

  // To the sign-in page through the header's Sign In link.
  await tabTo(shop, named("Sign In"), "Shift+Tab");
  await shop.press("Enter");
  await expectLandedOn(shop, "/login", "Sign in – Bazaar");

  // Register: type into the labelled fields, then press the register button.
  const emailField = await tabTo(shop, (focused) => focused.id === "login-email");
  expect(emailField.tag).toBe("input");
  await shop.type(email);
  await tabTo(shop, (focused) => focused.id === "login-password", "Tab", 1);
  await shop.type(PASSWORD);
  await tabTo(shop, named("Create your Bazaar Account"));
  await shop.press("Enter");
  await expectLandedOn(shop, "/", "Bazaar");
  await expect.poll(() => shop.count({ text: `Hello ${email}`, within: HEADER }), PROVIDER).toBe(1);

  // Sign out from the header; focus moves to the Sign In link that replaces the button.
  await tabTo(shop, named("Sign Out"), "Shift+Tab");
  await shop.press("Enter");
  await expect.poll(() => shop.count({ text: "Hello Guest", within: HEADER }), PROVIDER).toBe(1);
  await expectFocusOn(shop, { role: "link", name: "Sign In", within: HEADER }, "signing out");
});
