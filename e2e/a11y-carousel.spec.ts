import type { Page } from "@playwright/test";
import { expectVisibleFocus } from "./a11y-support";
import { carousel, INTERVAL_MS, moveMouseAway, openWithStoppedClock } from "./carousel-support";
import { expect, test } from "./fixtures";

/** Exactly one slide is exposed: the one in view; the others are aria-hidden and inert. */
async function expectOnlySlideExposed(page: Page, shown: number) {
  const { slides, selected: exposed } = carousel(page);
  await expect(exposed).toHaveAccessibleName(`${shown} of 3`);
  await expect(exposed).toHaveCount(1);
  for (let index = 0; index < 3; index += 1) {
    const slide = slides.nth(index);
    const hidden = index + 1 !== shown;
    await expect(slide).toHaveAttribute("aria-hidden", String(hidden));
    await expect(slide).toHaveJSProperty("inert", hidden);
  }
}

test.describe("banner carousel follows the WAI-ARIA carousel pattern", () => {
  test("a labelled pause button comes first; slides out of view are hidden and inert", async ({ page }) => {
    await openWithStoppedClock(page);
    const { region, toggle } = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expectOnlySlideExposed(page, 1);

    // The first stop inside the carousel, straight after the skip link's target, is the button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName("Stop banner rotation");
    await expectVisibleFocus(page, "tabbing into the carousel");
    // Slides hold no focusable content: the next Tab leaves the carousel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add to Basket" }).first()).toBeFocused();

    await page.clock.runFor(INTERVAL_MS + 500);
    await expectOnlySlideExposed(page, 2);
    await page.clock.runFor(INTERVAL_MS);
    await expectOnlySlideExposed(page, 3);
  });

  test("rotation stops while focus is inside and resumes when it leaves", async ({ page }) => {
    await openWithStoppedClock(page);
    const { toggle } = carousel(page);
    await toggle.focus();
    await page.clock.runFor(INTERVAL_MS * 3);
    await expectOnlySlideExposed(page, 1);
    // Still offers to stop: focus holds the rotation, the visitor has not paused it.
    await expect(toggle).toHaveAccessibleName("Stop banner rotation");

    await page.keyboard.press("Tab");
    await expect(toggle).not.toBeFocused();
    await page.clock.runFor(INTERVAL_MS + 500);
    await expectOnlySlideExposed(page, 2);
  });

  test("rotation stops while the pointer is over it", async ({ page }) => {
    await openWithStoppedClock(page);
    await carousel(page).region.hover({ position: { x: 200, y: 150 } });
    await page.clock.runFor(INTERVAL_MS * 3);
    await expectOnlySlideExposed(page, 1);
    await moveMouseAway(page);
    await page.clock.runFor(INTERVAL_MS + 500);
    await expectOnlySlideExposed(page, 2);
  });

  test("no rotation on its own under prefers-reduced-motion: reduce", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openWithStoppedClock(page);
    await expect(carousel(page).toggle).toHaveAccessibleName("Start banner rotation");
    await page.clock.runFor(INTERVAL_MS * 3);
    await expectOnlySlideExposed(page, 1);
  });
});
