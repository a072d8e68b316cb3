import { carousel, INTERVAL_MS, moveMouseAway, openWithStoppedClock } from "./carousel-support";
import { expect, test } from "./fixtures";

test.describe("banner carousel", () => {
  test("is a labelled carousel of 3 slides, the first one shown", async ({ page }) => {
    await page.goto("/");
    const { region, slides, selected } = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(region).toHaveAccessibleName(/\S/);
    await expect(slides).toHaveCount(3);
    for (const slide of await slides.all()) {
      await expect(slide).toHaveAttribute("aria-roledescription", "slide");
    }
    await expect(selected).toHaveCount(1);
    await expect(selected).toHaveAccessibleName("1 of 3");
    await expect(region.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')).toHaveCount(1);
    await expect(selected.getByRole("img")).toBeVisible();
  });

  test("turns every 5 seconds and loops back to the first slide", async ({ page }) => {
    await openWithStoppedClock(page);
    const { selected } = carousel(page);

    await page.clock.runFor(INTERVAL_MS - 500);
    await expect(selected).toHaveAccessibleName("1 of 3");
    await page.clock.runFor(1000);
    await expect(selected).toHaveAccessibleName("2 of 3");
    await page.clock.runFor(INTERVAL_MS);
    await expect(selected).toHaveAccessibleName("3 of 3");
    await page.clock.runFor(INTERVAL_MS);
    await expect(selected).toHaveAccessibleName("1 of 3");
    await expect(selected).toHaveCount(1);
  });

  test("turns on its own in real time, too", async ({ page }) => {
    await page.goto("/");
    await moveMouseAway(page);
    const { selected } = carousel(page);
    await expect(selected).toHaveAccessibleName("1 of 3");
    await expect(selected).toHaveAccessibleName("2 of 3", { timeout: INTERVAL_MS + 3000 });
  });

  test("hovering pauses the rotation, leaving resumes it", async ({ page }) => {
    await openWithStoppedClock(page);
    const { region, selected } = carousel(page);

    await region.hover({ position: { x: 100, y: 100 } });
    await page.clock.runFor(INTERVAL_MS * 2);
    await expect(selected).toHaveAccessibleName("1 of 3");

    await moveMouseAway(page);
    await page.clock.runFor(INTERVAL_MS + 500);
    await expect(selected).toHaveAccessibleName("2 of 3");
  });

  test("the pause button stops and restarts the rotation", async ({ page }) => {
    await openWithStoppedClock(page);
    const { selected, toggle } = carousel(page);
    await expect(toggle).toHaveAccessibleName("Stop banner rotation");

    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Start banner rotation");
    await moveMouseAway(page);
    await page.clock.runFor(INTERVAL_MS * 2);
    await expect(selected).toHaveAccessibleName("1 of 3");

    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Stop banner rotation");
    await moveMouseAway(page);
    await page.clock.runFor(INTERVAL_MS + 500);
    await expect(selected).toHaveAccessibleName("2 of 3");
  });

  test("with reduced motion it does not rotate on its own", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openWithStoppedClock(page);
    const { selected, toggle } = carousel(page);

    await expect(toggle).toHaveAccessibleName("Start banner rotation");
    await page.clock.runFor(INTERVAL_MS * 3);
    await expect(selected).toHaveAccessibleName("1 of 3");

    // The shopper may still ask for rotation.
    await toggle.click();
    await expect(toggle).toHaveAccessibleName("Stop banner rotation");
    await moveMouseAway(page);
    await page.clock.runFor(INTERVAL_MS + 500);
    await expect(selected).toHaveAccessibleName("2 of 3");
  });
});
