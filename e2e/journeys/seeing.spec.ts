// Every way of seeing, in every engine that can show it: a phone's screen and a wide one (the
// header, one line of departments, what a shopper came for in the first screen), text spacing
// (WCAG 1.4.12), text at 200%, and focus never hidden (2.4.12). Held by boxes, not pixel images.
// Forced colours, which only Chromium emulates: e2e/forced-colors.spec.ts.
import { expect, skipUnless, test } from "./journey";
import {
  applyLargeText,
  applyTextSpacing,
  focusHidden,
  focusStop,
  layoutBoxes,
  scrollDepartmentsToEnd,
  textFaults,
} from "./seeing";
import type { Key, Shop } from "./shop";

const MAIN = { role: "main" } as const;
const HEADER = { role: "banner" } as const;
const DEPARTMENTS_LINE = "Orders, Prime and departments";
/** From this width the header is one bar above the departments; below it, three short lines. */
const WIDE = 901;

test.describe.configure({ timeout: 120_000 });

/** Skips the describe's tests where this engine's window cannot be as narrow as `width`, and says so. */
function skipNarrowerThanEngine(width: number) {
  skipUnless(
    (can) => can.narrowestViewport <= width,
    `this engine's window cannot be as narrow as ${width} px (see Traits.narrowestViewport)`,
  );
}

async function openHome(shop: Shop) {
  await shop.goto("/");
  await expect.poll(() => shop.count({ role: "article", within: MAIN })).toBe(12);
  await shop.waitForHydration();
}

/** Adds the first `lines` cards to the basket and opens the checkout by the header's link. */
async function openCheckoutWith(shop: Shop, lines: number) {
  await openHome(shop);
  for (let nth = 0; nth < lines; nth++) {
    await shop.click({ role: "button", name: "Add to Basket", within: MAIN, nth: nth % 12 });
  }
  const basket = { role: "link", name: `Basket, ${lines} item${lines === 1 ? "" : "s"}`, within: HEADER };
  await expect.poll(() => shop.count(basket)).toBe(1);
  await shop.click(basket);
  await expect.poll(() => shop.count({ role: "heading", name: "Your shopping Basket" })).toBe(1);
}

/** Presses Tab through every stop of the page (until focus comes round again), checking each. */
async function everyFocusStop(shop: Shop, check: (stop: string) => Promise<void>, limit = 60) {
  const seen = new Set<string>();
  for (let presses = 1; presses <= limit; presses++) {
    await shop.press("Tab");
    const stop = await shop.evaluate(focusStop);
    if (!stop) continue;
    if (seen.has(stop)) return seen.size;
    seen.add(stop);
    await check(stop);
  }
  return seen.size;
}

for (const [width, height] of [
  [320, 568],
  [390, 844],
  [768, 1024],
  [1440, 900],
] as const) {
  test.describe(() => {
    skipNarrowerThanEngine(width);
    test(`at ${width} × ${height}: the header, one line of departments, and 'Add to Basket' and 'Proceed to Checkout' in the first screen`, async ({
      shop,
    }) => {
      await shop.resize(width, height);
      await openHome(shop);
      const home = await shop.evaluate(layoutBoxes);
      expect(home.viewport).toEqual({ width, height });
      expect(home.header, "the header's height").toBeLessThanOrEqual(width < WIDE ? 150 : 110);
      expect(home.departments).toBe(9);
      expect(home.departmentLines, "lines of departments").toBe(1);
      expect(home.sideways, `px the page scrolls sideways, by ${home.widest.join(", ")}`).toBeLessThanOrEqual(
        0,
      );
      expect(home.firstAddBottom, "the first 'Add to Basket''s foot").toBeLessThanOrEqual(height);
      if (width === 390) expect(home.screens, "screens of /").toBeLessThanOrEqual(3.5);

      if (width < WIDE) {
        // The line scrolls: a fade and a cut item at the end that has more, none at the start.
        expect(home.row).toEqual({ scrolls: true, moreBefore: false, moreAfter: true, cutAtEnd: true });
        await shop.evaluate(scrollDepartmentsToEnd);
        expect(await shop.evaluate(layoutBoxes)).toMatchObject({
          row: { moreBefore: true, moreAfter: false },
        });
      } else {
        expect(home.row?.scrolls).toBe(false);
      }

      await openCheckoutWith(shop, 8);
      const checkout = await shop.evaluate(layoutBoxes);
      expect(
        checkout.sideways,
        `px the checkout scrolls sideways, by ${checkout.widest.join(", ")}`,
      ).toBeLessThanOrEqual(0);
      expect(checkout.subtotalTop, "the subtotal's top").toBeGreaterThanOrEqual(0);
      expect(checkout.proceedBottom, "'Proceed to Checkout''s foot").toBeLessThanOrEqual(height);
    });
  });
}

test.describe(() => {
  skipNarrowerThanEngine(768);
  test("the keyboard scrolls the departments' line, from its one tab stop", async ({ shop }) => {
    await shop.resize(shop.narrowestViewport > 390 ? 768 : 390, 844);
    await openHome(shop);
    for (let presses = 0; presses < 8 && (await shop.focused())?.text !== DEPARTMENTS_LINE; presses++) {
      await shop.press("Tab");
    }
    expect((await shop.focused())?.text).toBe(DEPARTMENTS_LINE);
    // Focus shows only in a document that has the window's focus, which WebKitWebDriver's resized
    // window loses; where it has it, the line shows its focus.
    if (await shop.evaluate(() => document.hasFocus())) {
      expect((await shop.focused())?.visible, "its focus is shown").toBe(true);
    } else {
      test.info().annotations.push({
        type: "unwatched",
        description: `${shop.engine}: the window lost focus on resizing, so the line's focus ring was not checked`,
      });
    }
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight"] satisfies Key[]) await shop.press(key);
    await expect.poll(async () => (await shop.evaluate(layoutBoxes)).row?.moreBefore).toBe(true);
  });
});

for (const [way, apply] of [
  ["WCAG 1.4.12's text spacing", applyTextSpacing],
  ["text at 200%", applyLargeText],
] as const) {
  for (const width of [390, 1440]) {
    test(`under ${way} at ${width} px, no text is cut off or over other text, on any page`, async ({
      shop,
    }) => {
      const narrowest = Math.max(width, shop.narrowestViewport);
      await shop.resize(narrowest, 844);
      await openCheckoutWith(shop, 2);
      for (const path of ["/checkout", "/", "/login"]) {
        if (path !== "/checkout") {
          await shop.click(
            path === "/" ? { role: "link", name: "Bazaar home" } : { role: "link", name: "Sign In" },
          );
          await expect.poll(() => shop.path()).toBe(path);
        }
        await shop.evaluate(apply);
        await expect.poll(() => shop.evaluate(textFaults), `on ${path} at ${narrowest} px`).toEqual([]);
      }
    });
  }
}

test("focus is never hidden, even in part, on a phone and a wide screen, and under the offline notice", async ({
  shop,
}) => {
  for (const width of [...new Set([Math.max(390, shop.narrowestViewport), 1440])]) {
    await shop.resize(width, 844);
    await openCheckoutWith(shop, 3);
    for (const path of ["/checkout", "/"]) {
      if (path === "/") await shop.click({ role: "link", name: "Bazaar home" });
      await expect.poll(() => shop.path()).toBe(path);
      const stops = await everyFocusStop(shop, async (stop) => {
        expect(await shop.evaluate(focusHidden), `${stop} on ${path} at ${width} px`).toBeNull();
      });
      expect(stops, `focus stops on ${path}`).toBeGreaterThan(8);
    }
  }
  if (!shop.canGoOffline) return;
  // The notice stands at the foot of the screen: a stop there must not go under it.
  shop.expectProblem(/./, "the network is off: what the page fetches meanwhile fails");
  await shop.resize(Math.max(390, shop.narrowestViewport), 844);
  await openHome(shop);
  await shop.setOffline(true);
  await expect.poll(() => shop.count({ text: /^You are offline\./ })).toBe(1);
  await everyFocusStop(shop, async (stop) => {
    expect(await shop.evaluate(focusHidden), `${stop} with the offline notice`).toBeNull();
  });
  await shop.setOffline(false);
});
