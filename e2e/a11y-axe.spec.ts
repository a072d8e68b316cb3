import type { Page } from "@playwright/test";
import {
  DESKTOP,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  openSettled,
  PHONE,
  type Reach,
  SMALL_PHONE,
  STATES,
} from "./a11y-support";
import { type ExpectProblem, expect, test } from "./fixtures";
import { OFFLINE_LOAD } from "./problems";

/** The browser goes offline once the page's idle chunk has put the notice's (empty) region and its styles in place. */
async function goOfflineWithNotice(page: Page, expectProblem: ExpectProblem) {
  expectProblem(OFFLINE_LOAD, "the browser is offline: what the page loads meanwhile fails");
  const notice = page.locator(".offline-notice");
  await expect(notice).toHaveCount(1);
  await page.context().setOffline(true);
  await expect(notice).toHaveText(/^You are offline\./);
  // In the foot's box, laid over the page.
  await expect(page.locator(".foot-notices")).toHaveCSS("position", "fixed");
}

const OFFLINE_STATES: Record<string, Reach> = {
  "home page offline, with the offline notice showing": async (page, expectProblem) => {
    await openSettled(page, "/");
    await goOfflineWithNotice(page, expectProblem);
  },
  "sign-in page offline, after a press said the connection is down": async (page, expectProblem) => {
    await openSettled(page, "/login");
    await goOfflineWithNotice(page, expectProblem);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(/^You are offline, so we could not sign you in\./);
  },
};

test.describe("axe finds no WCAG 2.2 A/AA or 2.0 AAA violations, and nothing scrolls sideways, at 1440, 390 and 320 px", () => {
  for (const [name, reach] of Object.entries({ ...STATES, ...OFFLINE_STATES })) {
    test(name, async ({ page, expectProblem }) => {
      await reach(page, expectProblem);
      // At desktop width, then again after narrowing to a phone, and to the narrowest reflow width.
      // WCAG 2.2 AA's rules include target-size (2.5.8).
      for (const viewport of [DESKTOP, PHONE, SMALL_PHONE]) {
        await page.setViewportSize(viewport);
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page, `${name} at ${viewport.width} px`);
      }
    });
  }
});
