import { expect, type Page } from "@playwright/test";

export const INTERVAL_MS = 5000;

/** The carousel region, its slides, the one slide exposed to assistive technology, its control. */
export function carousel(page: Page) {
  const region = page.getByRole("region", { name: "Featured offers" });
  return {
    region,
    slides: region.locator('[aria-roledescription="slide"]'),
    selected: region.getByRole("group"),
    toggle: region.getByRole("button", { name: /banner rotation$/ }),
  };
}

/** Hovering holds the rotation, so keep the pointer at the foot of the viewport, off the banner. */
export async function moveMouseAway(page: Page) {
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.mouse.move(viewport.width / 2, viewport.height - 5);
}

/**
 * Opens the home page with the clock stopped, so the banner turns only when the test moves time
 * on with page.clock.runFor, and moves it just enough for the page to hydrate (React's keys on the DOM).
 */
export async function openWithStoppedClock(page: Page) {
  await page.clock.install({ time: new Date("2025-06-02T08:00:00Z") });
  await page.clock.pauseAt(new Date("2025-06-02T08:00:01Z"));
  await page.goto("/");
  await moveMouseAway(page);
  // The page fetches its app a frame after first paint, so time must move for it to hydrate.
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return page.evaluate(() => {
        const main = document.getElementById("main");
        return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
      });
    })
    .toBe(true);
  // Hydration's effects (the autoplay start) run a moment after the keys appear.
  await page.clock.runFor(50);
  await expect(carousel(page).selected).toHaveAccessibleName("1 of 3");
}
