// A picture the page has drawn is not fetched again when the basket shows it. Chromium keeps a page's
// pictures per controlling worker, so once the offline worker takes over a first visit, the page
// loads the pictures it has drawn once more through it, at idle (reload-pictures-through-worker.ts):
// the basket's first showing then draws them from memory, not inside the press. Chromium alone: the
// other engines keep one memory cache whoever controls the page.
import { expect, test } from "./fixtures";

const HEADPHONES = "Aurora Wireless Noise-Cancelling Over-Ear Headphones, 40-Hour Battery";
const HEADPHONES_PICTURE = /^\/assets\/headphones-[^/]+\.svg$/;
/** The worker's install fetches every page and script once, on a busy machine. */
const INSTALL = { timeout: 30_000 };

test("after the offline worker takes over a first visit, the basket shows a product's picture without fetching it again", async ({
  page,
}) => {
  const isPicture = (url: string) => HEADPHONES_PICTURE.test(new URL(url).pathname);
  let asked = 0; // counted as each request starts, before its picture can be drawn
  let answeredByWorker = false;
  page.on("request", (request) => {
    if (isPicture(request.url())) asked += 1;
  });
  page.on("response", (response) => {
    if (isPicture(response.url()) && response.fromServiceWorker()) answeredByWorker = true;
  });
  await page.goto("/");
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), INSTALL)
    .toBe(true);
  // Drawn before the takeover, then loaded once more through the worker once the page is idle.
  await expect.poll(() => answeredByWorker).toBe(true);
  const before = asked;

  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: HEADPHONES }) });
  await card.first().getByRole("button", { name: "Add to Basket" }).click();
  await page.getByRole("link", { name: "Basket, 1 item" }).click();
  const line = page.getByRole("main").getByRole("article");
  await expect(line).toHaveCount(1);
  await expect
    .poll(() => line.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(asked, "the picture was fetched again for the basket").toBe(before);
});
