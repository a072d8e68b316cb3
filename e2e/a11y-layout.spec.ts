import type { Page } from "@playwright/test";
import { expectNoAxeViolations, STATES } from "./a11y-support";
import { expect, test } from "./fixtures";

async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(
    widths.scroll,
    `page ${widths.scroll} px wide in a ${widths.client} px viewport`,
  ).toBeLessThanOrEqual(widths.client);
}

for (const [name, reach] of Object.entries(STATES)) {
  test.describe(name, () => {
    // Targets at 1440 and 390 px: the axe scans (a11y-axe.spec.ts), whose WCAG 2.2 AA rules include
    // target-size; here the narrowest width too.
    test("at 320 px: no horizontal scrolling, and every target as WCAG 2.5.8 asks", async ({
      page,
      expectProblem,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await reach(page, expectProblem);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `${name} at 320 px`, ["target-size"]);
    });
  });

  test.describe(`${name} at 200% zoom`, () => {
    // Browser zoom at 200% in a 1440 × 900 window lays the page out in a 720 × 450 CSS px
    // viewport with a device pixel ratio of 2, media queries included; that is emulated
    // exactly here. CSS `zoom` would keep the 1440 px layout and miss the breakpoints.
    test.use({ viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 });

    test("no horizontal scrolling", async ({ page, expectProblem }) => {
      await reach(page, expectProblem);
      await expectNoHorizontalScroll(page);
    });
  });
}
