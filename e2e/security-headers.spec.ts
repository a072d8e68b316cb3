// The policy's frame-ancestors, seen by a page that tries to frame the storefront. That the app runs
// under the policy without a violation (every journey, in every engine, with images and the
// metrics reporter) and that the policy blocks an inline script: journeys/. (Which headers each
// address carries: hosting-addresses.spec.ts.)
import { expect, test } from "./fixtures";
import { recordCspViolations } from "./security-support";
import { EMULATOR_URL } from "./test-servers";

test.describe("the app under its Content-Security-Policy", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the app refuses to be framed by another page", async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto("/login");
    const app = new URL(page.url()).origin;
    // A page of another origin (the emulator's) tries to frame the storefront.
    await page.goto(`${EMULATOR_URL}/`);
    await page.setContent(`<iframe src="${app}/" title="framed"></iframe>`);
    await expect
      .poll(() => violations.map((report) => report.blocked).join("\n"))
      .toMatch(/frame-ancestors 'none'/);
    await expect(page.frameLocator("iframe").getByRole("article")).toHaveCount(0);
  });
});
