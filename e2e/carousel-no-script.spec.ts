import { expectShown, INTERVAL_MS, moveMouseAway } from "./carousel-support";
import { expect, test } from "./fixtures";

// Every script blocked, the page's own and any other: what turns the banner is the stylesheet.
test.use({ javaScriptEnabled: false });

test("the banner turns with every script blocked", async ({ page }) => {
  await page.goto("/");
  await moveMouseAway(page);
  await expectShown(page, 1);
  // Real time this once: no script of ours may move the clock. A turn is due within 5 s.
  await expectShown(page, 2, { timeout: INTERVAL_MS + 10_000 });
  // And the app never ran: React never took over the page.
  const hydrated = await page.evaluate(() =>
    Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactFiber$")),
  );
  expect(hydrated).toBe(false);
});
