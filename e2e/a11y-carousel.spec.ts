import { expectVisibleFocus } from "./a11y-support";
import {
  carousel,
  expectHeldOn,
  expectShown,
  freezeRotation,
  INTERVAL_MS,
  openHydrated,
  seekRotation,
  seekToJustBeforeTurn,
} from "./carousel-support";
import { expect, test } from "./fixtures";

test.describe("banner carousel follows the WAI-ARIA carousel pattern", () => {
  test("the pause button is the first stop; focus inside holds the rotation until it leaves", async ({
    page,
  }) => {
    await openHydrated(page);
    const { toggle } = carousel(page);
    // Straight after the skip link's target, the first stop inside the carousel is the button.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await expectVisibleFocus(page, "tabbing into the carousel");
    // Focus holds it, but the visitor has not paused it: the button still offers to stop.
    await expect(toggle).toHaveAccessibleName("Stop banner rotation");
    await seekToJustBeforeTurn(page, 1);
    await expectHeldOn(page, 1);

    // Slides hold nothing to tab to: the next Tab leaves the carousel, and rotation resumes.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add to Basket" }).first()).toBeFocused();
    await expectShown(page, 2);
  });

  test("only the slide in view reaches assistive technology, from the first frame and after each turn", async ({
    page,
  }) => {
    await page.goto("/");
    await freezeRotation(page);
    const { region } = carousel(page);
    const views = [
      [0, "1 of 3", "Autumn Tech Week"],
      [INTERVAL_MS + 1000, "2 of 3", "Brew Better Mornings"],
      [2 * INTERVAL_MS + 1000, "3 of 3", "Pack for Adventure"],
      [3 * INTERVAL_MS + 1000, "1 of 3", "Autumn Tech Week"],
    ] as const;
    for (const [ms, slide, words] of views) {
      await seekRotation(page, ms);
      // The region's whole accessible content, nothing more: a slide out of view must not appear.
      await expect(region).toMatchAriaSnapshot(`
        - region "Featured offers":
          - /children: equal
          - button "Stop banner rotation"
          - group "${slide}":
            - img /${words}/
      `);
    }
  });
});
