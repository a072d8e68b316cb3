// Reflow at 200% zoom. At 320 px, the narrowest width WCAG's reflow asks for, the axe scans check
// the same with every rule (a11y-axe.spec.ts).
import { expectNoHorizontalScroll, STATES } from "./a11y-support";
import { test } from "./fixtures";

for (const [name, reach] of Object.entries(STATES)) {
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
