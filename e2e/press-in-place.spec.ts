// A press stays on what was pressed: between a pointer's press and its release, nothing moves the
// button out from under it. The page is jumped to a place it has never shown, the pointer pressed at
// the button's place as laid out then, and released two frames later, once the browser has drawn
// everything near the screen: the press still counts, on the line or card it was made on.
import type { Locator, Page } from "@playwright/test";
import { settle } from "./a11y-support";
import { expect, test } from "./fixtures";

const LINES = 60;
/** A line well down a basket of LINES, which the page has never drawn before the jump to it. */
const PRESSED_LINE = 41;

const basketLink = (page: Page) => page.getByRole("link", { name: /^Basket, / });

/** Presses at the button's place, right after the jump that brings it to the screen's middle; releases two frames later. */
async function pressAcrossTwoFrames(page: Page, button: Locator): Promise<void> {
  const box = await button.evaluate((element) => {
    element.scrollIntoView({ block: "center", behavior: "instant" });
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + width / 2, y: y + height / 2 };
  });
  await page.mouse.move(box.x, box.y);
  await page.mouse.down();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.mouse.up();
}

test("a 'Remove from Basket' pressed while the lines around it are first drawn removes its own line", async ({
  page,
}) => {
  await page.goto("/");
  await settle(page);
  // LINES adds at full speed, each handled before the next (React renders a press in a microtask).
  await page.evaluate(async (count) => {
    const adds = [...document.querySelectorAll<HTMLButtonElement>("main article button")];
    for (let press = 0; press < count; press += 1) {
      adds[press % adds.length]?.click();
      await Promise.resolve();
    }
  }, LINES);
  await basketLink(page).click();
  const lines = page.getByRole("main").getByRole("article");
  await expect(lines).toHaveCount(LINES);
  const titles = await lines.getByRole("heading").allTextContents();

  // Which line the click lands on, as the page counts its lines then: lines of one product all
  // remove the same line (the first), so only this tells the pressed line from its product's others.
  await page.evaluate(() =>
    addEventListener(
      "click",
      (event) => {
        const line = (event.target as Element).closest("main article");
        const lines = [...document.querySelectorAll("main article")];
        Object.assign(window, { clickedLine: line ? lines.indexOf(line) : null });
      },
      { capture: true, once: true },
    ),
  );
  await pressAcrossTwoFrames(
    page,
    lines.nth(PRESSED_LINE).getByRole("button", { name: "Remove from Basket" }),
  );

  expect(await page.evaluate(() => (window as { clickedLine?: number | null }).clickedLine)).toBe(
    PRESSED_LINE,
  );
  await expect(basketLink(page)).toHaveAccessibleName(`Basket, ${LINES - 1} items`);
  // The spec's removal: the first line with the pressed line's product (one title per product).
  const expected = titles.toSpliced(titles.indexOf(titles[PRESSED_LINE] ?? ""), 1);
  expect(await lines.getByRole("heading").allTextContents()).toEqual(expected);
});

test("an 'Add to Basket' pressed while the cards around it are first drawn adds its own card", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await settle(page);
  const cards = page.getByRole("main").getByRole("article");
  const last = cards.last();
  const title = await last.getByRole("heading").textContent();

  await pressAcrossTwoFrames(page, last.getByRole("button", { name: "Add to Basket" }));

  await expect(basketLink(page)).toHaveAccessibleName("Basket, 1 item");
  await basketLink(page).click();
  await expect(page.getByRole("main").getByRole("article").getByRole("heading")).toHaveText([title ?? ""]);
});
