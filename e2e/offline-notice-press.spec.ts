// A button half under the offline notice is pressed where it stands. The notice lets presses through
// to the page beneath; the page scrolls a stop clear of it on keyboard focus only, because a scroll
// on a press's way down would move the button from under the pointer before it came up.
// The pointer is the page's own (page.mouse): a locator's click would first scroll the button clear
// of the page's scroll padding, and never press it half covered.
import { openSettled } from "./a11y-support";
import { expect, test } from "./fixtures";
import { OFFLINE_LOAD } from "./problems";

test.use({ viewport: { width: 390, height: 844 } });

test("a button half under the offline notice is pressed with the mouse and adds, without the page moving", async ({
  page,
  expectProblem,
}) => {
  await openSettled(page, "/");
  expectProblem(OFFLINE_LOAD, "the browser is offline: what the page loads meanwhile fails");
  await page.context().setOffline(true);
  const notice = page.getByText(/^You are offline\./);
  await expect(notice).toBeVisible();

  const button = page
    .getByRole("main")
    .getByRole("article")
    .nth(6)
    .getByRole("button", { name: "Add to Basket" });
  const noticeTop = (await notice.boundingBox())?.y ?? 0;
  const before = await button.boundingBox();
  if (!before) throw new Error("The seventh card's 'Add to Basket' has no box.");
  await page.evaluate(
    (by) => window.scrollBy({ top: by, behavior: "instant" }),
    before.y + before.height / 2 - noticeTop,
  );
  const pressed = await button.boundingBox();
  if (!pressed) throw new Error("The seventh card's 'Add to Basket' has no box.");
  expect(pressed.y + pressed.height / 2, "the button's middle, at the notice's top edge").toBeCloseTo(
    noticeTop,
    0,
  );

  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.click(pressed.x + pressed.width / 2, pressed.y + pressed.height * 0.75);
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), "the page after the press").toBe(scrolled);
});
