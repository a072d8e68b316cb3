// The banner carousel. Its rotation is CSS: page.clock does not move it, so these tests move the
// animations' own time.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { waitForHydration } from "./hydration";

const INTERVAL_MS = 5000;
/** Each turn takes the last half second before a slide's 5 s are up (see banner-carousel.css). */
const TURN_MS = 500;

/** The carousel region, every slide, its control. */
function carousel(page: Page) {
  const region = page.getByRole("region", { name: "Featured offers" });
  return {
    region,
    slides: region.locator('[aria-roledescription="slide"]'),
    toggle: region.getByRole("button", { name: /banner rotation$/ }),
  };
}

const SLIDE_WORDS = ["Autumn Tech Week", "Brew Better Mornings", "Pack for Adventure"];

/**
 * Slide `number` of 3 alone is in view, and alone reaches assistive technology, with the control.
 * (The pattern's markup itself, every slide's, is banner-carousel.test.tsx's to prove.)
 */
async function expectShown(page: Page, number: number, options?: { timeout?: number }) {
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
async function moveMouseAway(page: Page) {
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.mouse.move(viewport.width / 2, viewport.height - 5);
}

/** Opens the home page with the app hydrated, so the rotation control answers. */
async function openHydrated(page: Page) {
  await page.goto("/");
  await moveMouseAway(page);
  await waitForHydration(page);
}

/** Moves each slide's CSS animation to `ms` into the rotation, running or held as it was. */
async function seekRotation(page: Page, ms: number) {
  const moved = await page.evaluate((time) => {
    // The slides' rotation alone: not a transition the reduced-motion rule starts as they change.
    const animations = document.getAnimations().filter((a) => a instanceof CSSAnimation);
    for (const animation of animations) animation.currentTime = time;
    return animations.length;
  }, ms);
  expect(moved, "one rotation animation per slide").toBe(3);
}

/** Stops the rotation's clock (as page.clock does for timers), so seekRotation alone moves it. */
async function freezeRotation(page: Page) {
  await page.evaluate(() => {
    const animations = document.getAnimations().filter((a) => a instanceof CSSAnimation);
    for (const animation of animations) animation.pause();
  });
}

/** Puts the banner on slide `number`, a moment before it starts turning to the next. */
async function seekToJustBeforeTurn(page: Page, number: number) {
  await seekRotation(page, number * INTERVAL_MS - TURN_MS - 200);
}

/** After seekToJustBeforeTurn: more than a turn's worth of animation time on, still slide `number`. */
async function expectHeldOn(page: Page, number: number) {
  const start = await page.evaluate(() => Number(document.timeline.currentTime));
  await page.waitForFunction((from) => Number(document.timeline.currentTime) - from > 1500, start);
  await expectShown(page, number);
}

test.describe("banner carousel", () => {
  test("turns forward every 5 seconds and loops back to the first slide", async ({ page }) => {
    await page.goto("/");
    await moveMouseAway(page);
    await freezeRotation(page);
    // Each turn takes the half second before the 5 s are up.
    // From the first frame: only the slide in view reaches assistive technology (expectShown).
    const turns: [number, number][] = [
      [0, 1],
      [INTERVAL_MS - 600, 1],
      [INTERVAL_MS + 100, 2],
      [2 * INTERVAL_MS - 600, 2],
      [2 * INTERVAL_MS + 100, 3],
      [3 * INTERVAL_MS - 600, 3],
      [3 * INTERVAL_MS + 100, 1],
      [4 * INTERVAL_MS + 100, 2],
    ];
    for (const [ms, slide] of turns) {
      await seekRotation(page, ms);
      await expectShown(page, slide);
    }

    // Forward: half-way through a turn the next slide comes in from the right, edge to edge.
    await seekRotation(page, INTERVAL_MS - 250);
    const { slides } = carousel(page);
    const leaving = await slides.nth(0).boundingBox();
    const coming = await slides.nth(1).boundingBox();
    if (!leaving || !coming) throw new Error("both slides are in view half-way through a turn");
    expect(leaving.x).toBeLessThan(0);
    expect(coming.x).toBeCloseTo(leaving.x + leaving.width, 0);
  });

  test("the first slide's picture comes with the page, and the others once it has painted", async ({
    page,
  }) => {
    // The server's answers alone: once the offline worker takes the page over, the page loads the
    // pictures it has drawn once more, through the worker (reload-pictures-through-worker.ts).
    const pictures: string[] = [];
    page.on("response", (response) => {
      if (/\/banner-\d-[^/]+\.svg$/.test(response.url()) && !response.fromServiceWorker())
        pictures.push(new URL(response.url()).pathname);
    });
    // When the page's first frame began: a picture asked for before it would delay that frame.
    await page.addInitScript(() =>
      requestAnimationFrame((firstFrame) => Object.assign(window, { firstFrame })),
    );
    await openHydrated(page);
    // Every slide's image, those hidden from assistive technology too.
    const images = carousel(page).slides.locator("img");
    // All three drawn at their full size (1500 px wide), the first without a request of its own.
    await expect
      .poll(() => images.evaluateAll((all: HTMLImageElement[]) => all.map((image) => image.naturalWidth)))
      .toEqual([1500, 1500, 1500]);
    expect(await images.first().getAttribute("src")).toMatch(/^data:image\/svg\+xml,/);
    expect(pictures.map((picture) => picture.replace(/-[^-]+$/, "")).sort()).toEqual([
      "/assets/banner-2",
      "/assets/banner-3",
    ]);
    const asked = await page.evaluate(() => {
      const { firstFrame } = window as unknown as { firstFrame: number };
      return performance
        .getEntriesByType("resource")
        .filter((entry) => /\/banner-\d-[^/]+\.svg$/.test(entry.name))
        .map((entry) => ({
          picture: new URL(entry.name).pathname,
          afterFirstFrame: entry.startTime >= firstFrame,
        }));
    });
    expect(asked.filter(({ afterFirstFrame }) => !afterFirstFrame)).toEqual([]);
  });

  test("holds while the pointer is over it, and turns again once it leaves", async ({ page }) => {
    await page.goto("/");
    await carousel(page).region.hover({ position: { x: 200, y: 150 } });
    await seekToJustBeforeTurn(page, 1);
    await expectHeldOn(page, 1);

    await moveMouseAway(page);
    await expectShown(page, 2);
  });

  test("focus on its control holds the rotation, without pausing it, until focus leaves", async ({
    page,
  }) => {
    await openHydrated(page);
    const { toggle } = carousel(page);
    await toggle.focus();
    await expect(toggle).toHaveAccessibleName("Stop banner rotation");
    await seekToJustBeforeTurn(page, 1);
    await expectHeldOn(page, 1);

    // Slides hold nothing to tab to: the next Tab leaves the carousel, and rotation resumes.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Add to Basket" }).first()).toBeFocused();
    await expectShown(page, 2);
  });

  test("'Stop' holds the slide in view wherever focus goes; 'Start' turns it with focus still on the button", async ({
    page,
  }) => {
    await openHydrated(page);
    const { region, toggle } = carousel(page);
    await seekRotation(page, INTERVAL_MS + 1000);
    await expectShown(page, 2);

    await toggle.focus();
    await expect(toggle).toHaveAccessibleName("Stop banner rotation");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAccessibleName("Start banner rotation");
    await expectShown(page, 2);
    // Focus leaves the carousel, so only the visitor's 'Stop' holds it now.
    await page.keyboard.press("Tab");
    await expect(region.locator(":focus")).toHaveCount(0);
    await seekToJustBeforeTurn(page, 2);
    await expectHeldOn(page, 2);

    // Pressing 'Start' resumes rotation even though focus stays inside, as the WAI-ARIA pattern asks.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAccessibleName("Stop banner rotation");
    await expect(toggle).toBeFocused();
    await seekToJustBeforeTurn(page, 2);
    await expectShown(page, 3);
  });

  test("under reduced motion it stands still until asked, then turns without sliding", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHydrated(page);
    const { toggle } = carousel(page);
    await expect(toggle).toHaveAccessibleName("Start banner rotation");
    // Longer than an interval on the page's own animation clock, pointer and focus elsewhere.
    await page.waitForFunction((ms) => Number(document.timeline.currentTime) > ms, INTERVAL_MS + 1000);
    await expectShown(page, 1);

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAccessibleName("Stop banner rotation");
    // Stopped mid-turn, there is still one slide in view, in place: it swaps rather than slides.
    const looks = () =>
      carousel(page).slides.evaluateAll((all) =>
        all.map(
          (slide) =>
            `opacity ${getComputedStyle(slide).opacity}, transform ${getComputedStyle(slide).transform}`,
        ),
      );
    await freezeRotation(page);
    await seekRotation(page, INTERVAL_MS - TURN_MS - 100);
    await expectShown(page, 1);
    await seekRotation(page, INTERVAL_MS - TURN_MS + 100);
    await expectShown(page, 2);
    expect(await looks()).toEqual([
      "opacity 0, transform none",
      "opacity 1, transform none",
      "opacity 0, transform none",
    ]);
  });
});
