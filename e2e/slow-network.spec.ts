// A phone on a slow network (400 kbit/s, 400 ms round trip, a 4× slower CPU), which only Chromium
// can emulate: a press made as soon as 'Add to Basket' shows waits for the page's code, busy the
// while; it is applied once, and the wait is too short to be named.
import { expect, test } from "./fixtures";

const SLOW = "The connection is slow.";

/** Before the page's scripts: what the page showed of the first press, and whether the notice ever came. */
function recordPress(slow: string): void {
  const seen = { busyInNextFrame: null as string | null, notice: false };
  Object.assign(window, { pressSeen: seen });
  addEventListener(
    "click",
    (event) => {
      const pressed = (event.target as Element).closest("button");
      if (!pressed || seen.busyInNextFrame !== null) return;
      requestAnimationFrame(() => {
        seen.busyInNextFrame = `${pressed.getAttribute("aria-busy")} ${getComputedStyle(pressed).outlineStyle}`;
      });
    },
    true,
  );
  new MutationObserver(() => {
    if (document.body?.textContent?.includes(slow)) seen.notice = true;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

test.use({ viewport: { width: 390, height: 844 } });

test("on a slow phone network, a press that waits for the code shows busy, is applied once, and no notice flashes", async ({
  page,
  context,
}) => {
  await page.addInitScript(recordPress, SLOW);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 400_000 / 8,
    uploadThroughput: 400_000 / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

  await page.goto("/", { waitUntil: "commit" });
  const add = page.getByRole("button", { name: "Add to Basket" }).first();
  await add.click();
  const seen = () =>
    page.evaluate(
      () =>
        (window as unknown as { pressSeen: { busyInNextFrame: string | null; notice: boolean } }).pressSeen,
    );
  // Held: busy, with its outline, in the frame after the press.
  await expect.poll(async () => (await seen()).busyInNextFrame).toBe("true dashed");

  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible({ timeout: 20_000 });
  await expect(add).not.toHaveAttribute("aria-busy");
  expect((await seen()).notice).toBe(false);
  await expect(page.getByRole("status").filter({ hasText: SLOW })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
});
