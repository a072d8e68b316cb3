import type { Page } from "@playwright/test";
import { addProducts, failSignIn, openSettled, signInAsNewCustomer } from "./a11y-support";
import { expect, test } from "./fixtures";

/** Every screen and state, reached as a visitor would reach it. */
const STATES: Record<string, (page: Page) => Promise<unknown>> = {
  "home as a guest": (page) => openSettled(page, "/"),
  "home signed in": (page) => signInAsNewCustomer(page),
  "empty basket": (page) => openSettled(page, "/checkout"),
  "basket with three items": async (page) => {
    await openSettled(page, "/");
    await addProducts(page, [0, 7, 3]);
    await page.getByRole("link", { name: "Basket, 3 items" }).click();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
  },
  "sign-in page": (page) => openSettled(page, "/login"),
  "sign-in page after a failed sign-in": (page) => failSignIn(page),
  "not-found page": (page) => openSettled(page, "/no-such-page"),
};

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

/**
 * WCAG 2.5.8: every link, button and input is at least 24 by 24 CSS px. Links inside a sentence
 * are exempt (the inline exception); the skip link is measured while it is shown, on focus.
 */
async function expectTargetsAtLeast24(page: Page) {
  await page.getByRole("link", { name: "Skip to main content" }).focus();
  const small = await page.evaluate(() => {
    const selector = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";
    const tooSmall: string[] = [];
    let measured = 0;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden" || element.closest("[inert]")) continue;
      const parent = element.parentElement;
      const inSentence =
        element.tagName === "A" &&
        style.display === "inline" &&
        parent !== null &&
        parent.textContent?.trim() !== element.textContent?.trim();
      if (inSentence) continue;
      const box = element.getBoundingClientRect();
      measured += 1;
      if (box.width < 24 || box.height < 24) {
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.id;
        tooSmall.push(`${element.tagName.toLowerCase()} "${name}" ${box.width}×${box.height}`);
      }
    }
    return { tooSmall, measured };
  });
  expect(small.measured, "interactive elements measured").toBeGreaterThan(0);
  expect(small.tooSmall, "targets smaller than 24×24 px").toEqual([]);
}

for (const [name, reach] of Object.entries(STATES)) {
  test.describe(name, () => {
    test("at 320 px: no horizontal scrolling, targets at least 24×24; at 1440 px: targets too", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await reach(page);
      await expectNoHorizontalScroll(page);
      await expectTargetsAtLeast24(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectTargetsAtLeast24(page);
    });
  });

  test.describe(`${name} at 200% zoom`, () => {
    // Browser zoom at 200% in a 1440 × 900 window lays the page out in a 720 × 450 CSS px
    // viewport with a device pixel ratio of 2, media queries included; that is emulated
    // exactly here. CSS `zoom` would keep the 1440 px layout and miss the breakpoints.
    test.use({ viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 });

    test("no horizontal scrolling", async ({ page }) => {
      await reach(page);
      await expectNoHorizontalScroll(page);
    });
  });
}
