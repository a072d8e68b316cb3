// The CSP's frame-ancestors, seen by a page that tries to frame the storefront, and the opener
// policy, seen by a page that opens it. That the app runs under the CSP without a violation (every
// journey, in every engine, with images and the metrics reporter) and that the CSP blocks an inline
// script: journeys/. (Which headers each address carries, and the Permissions-Policy as Chromium
// reads it: hosting-addresses.spec.ts.)
import { expect, test } from "./fixtures";
import { recordCspViolations } from "./security-support";
import { APP_URL, EMULATOR_URL } from "./test-servers";

/** The stand-in page of another origin (the emulator's) has no icon: Chromium asks for one, and logs its 404. */
const NO_ICON_THERE = /^console error on http:\/\/127\.0\.0\.1:\d+\/: Failed to load resource: .* 404 /;

test.describe("the app under its security headers", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the app refuses to be framed by another page", async ({ page, expectProblem }) => {
    expectProblem(
      /Framing '.*' violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
      "the refusal this test provokes",
    );
    expectProblem(
      /^request failed \(net::ERR_BLOCKED_BY_RESPONSE\) for /,
      "the frame refused, as this test means",
    );
    expectProblem(NO_ICON_THERE, "a page of another origin, not the shop's");
    const violations = await recordCspViolations(page);
    await page.goto("/login");
    const app = new URL(page.url()).origin;
    // A page of another origin (the emulator's) tries to frame the storefront.
    await page.goto(`${EMULATOR_URL}/`);
    await page.setContent(`<iframe src="${app}/" title="framed"></iframe>`);
    await expect
      .poll(() => violations.map((report) => report.blocked).join("\n"))
      .toMatch(/frame-ancestors 'none'/);
    // Refused, the frame holds the browser's error page, not a storefront that is still loading.
    await expect.poll(() => page.frames()[1]?.url()).toBe("chrome-error://chromewebdata/");
    await expect(page.frameLocator("iframe").getByRole("article")).toHaveCount(0);
  });

  test("a page of another origin that opens the storefront keeps no hold on it", async ({
    page,
    expectProblem,
  }) => {
    expectProblem(NO_ICON_THERE, "a page of another origin, not the shop's");
    await page.goto(`${EMULATOR_URL}/`);
    const opened = page.waitForEvent("popup");
    await page.evaluate((url) => {
      (window as unknown as { shop: Window | null }).shop = window.open(url);
    }, `${APP_URL}/login`);
    const shop = await opened;
    await shop.waitForLoadState();
    // And the storefront's tab has no handle on its opener either.
    expect(await shop.evaluate(() => window.opener)).toBeNull();
    // Cross-Origin-Opener-Policy: same-origin puts the storefront in a browsing context group of its
    // own, so the opener's handle reads as closed (without it, the opener could navigate the tab).
    expect(await page.evaluate(() => (window as unknown as { shop: Window }).shop.closed)).toBe(true);
  });
});
