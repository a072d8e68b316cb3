import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

export const INTERVAL_MS = 5000;
/** Each turn takes the last half second before a slide's 5 s are up (see banner-carousel.css). */
const TURN_MS = 500;

/** The carousel region, every slide, the slides a visitor (or a screen reader) can see, its control. */
export function carousel(page: Page) {
  const region = page.getByRole("region", { name: "Featured offers" });
  return {
    region,
    slides: region.locator('[aria-roledescription="slide"]'),
    toggle: region.getByRole("button", { name: /banner rotation$/ }),
  };
}

const SLIDE_WORDS = ["Autumn Tech Week", "Brew Better Mornings", "Pack for Adventure"];

/**
 * Exactly one slide is in view: slide `number` of 3. The region's whole accessible content is that
 * slide and the control, nothing more: a slide out of view must not reach assistive technology.
 */
export async function expectShown(page: Page, number: number, options?: { timeout?: number }) {
  const { region } = carousel(page);
  await expect(region.getByRole("group", { name: `${number} of 3`, exact: true })).toBeVisible(options);
  await expect(region).toMatchAriaSnapshot(
    `
    - region "Featured offers":
      - /children: equal
      - button /banner rotation$/
      - group "${number} of 3":
        - img /${SLIDE_WORDS[number - 1]}/
    `,
    options,
  );
}

/** Hovering holds the rotation, so keep the pointer at the foot of the viewport, off the banner. */
export async function moveMouseAway(page: Page) {
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.mouse.move(viewport.width / 2, viewport.height - 5);
}

/** Opens the home page with the app hydrated, so the rotation control answers. */
export async function openHydrated(page: Page) {
  await page.goto("/");
  await moveMouseAway(page);
  await waitForHydration(page);
}

/**
 * The rotation is a CSS animation per slide, all started together. Moves each to `ms` into the
 * rotation without touching its play state: a running banner runs on from there, a held one stays.
 */
export async function seekRotation(page: Page, ms: number) {
  const moved = await page.evaluate((time) => {
    const slides = [...document.querySelectorAll(".banner__slide")];
    const animations = slides.flatMap((slide) => slide.getAnimations());
    for (const animation of animations) animation.currentTime = time;
    return animations.length;
  }, ms);
  expect(moved, "one rotation animation per slide").toBe(3);
}

/** Stops the rotation's clock (as page.clock does for timers), so seekRotation alone moves it. */
export async function freezeRotation(page: Page) {
  await page.evaluate(() => {
    for (const slide of document.querySelectorAll(".banner__slide")) {
      for (const animation of slide.getAnimations()) animation.pause();
    }
  });
}

/** Puts the banner on slide `number`, a moment before it starts turning to the next. */
export async function seekToJustBeforeTurn(page: Page, number: number) {
  await seekRotation(page, number * INTERVAL_MS - TURN_MS - 200);
}

/**
 * Waits until the page's animation clock has moved on by more than a turn's worth, then checks
 * the banner still shows slide `number`. Called right after seekToJustBeforeTurn, it fails if
 * the banner is running: it would have turned meanwhile.
 */
export async function expectHeldOn(page: Page, number: number) {
  const start = await page.evaluate(() => Number(document.timeline.currentTime));
  await page.waitForFunction((from) => Number(document.timeline.currentTime) - from > 1500, start);
  await expectShown(page, number);
}
