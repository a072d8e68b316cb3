// The notices at the foot of the screen are one box: when the slow-connection notice and the
// offline notice both apply, both show, one above the other, and the page keeps room for both.
// What each notice says, in every engine: journeys/slow-code.spec.ts and journeys/offline.spec.ts.
import { openSettled, PHONE } from "./a11y-support";
import { expect, test } from "./fixtures";
import { OFFLINE_LOAD } from "./problems";

const SLOW = "The connection is slow. Your press will go through when the page is ready.";
const OFFLINE = "You are offline. The shop and your basket still work; signing in waits for the connection.";

test.use({ viewport: PHONE });

test("with a wait for code gone on 6 s and the browser offline, both notices show, one above the other, and the page keeps room for both", async ({
  page,
  expectProblem,
}) => {
  await openSettled(page, "/");
  // A wait for code, as a press that loads code starts one (code-loading/wait-for-code.ts). A real
  // fetch held open would not do: going offline may end it, and its wait with it.
  await page.evaluate(() => {
    window.bazaarEarlyPresses?.wait();
  });
  expectProblem(OFFLINE_LOAD, "the browser is offline: what the page loads meanwhile fails");
  await page.context().setOffline(true);

  const slow = page.getByRole("status").filter({ hasText: SLOW });
  const offline = page.getByText(OFFLINE);
  await expect(offline).toBeVisible();
  await expect(slow).toBeVisible({ timeout: 10_000 });
  await expect(slow.getByRole("button", { name: "Reload" })).toBeVisible();

  const [slowBox, offlineBox] = [await slow.boundingBox(), await offline.boundingBox()];
  if (!slowBox || !offlineBox) throw new Error("A notice has no box.");
  expect(
    offlineBox.y + offlineBox.height,
    "the offline notice's foot, above the slow notice",
  ).toBeLessThanOrEqual(slowBox.y);
  expect(slowBox.y + slowBox.height, "the slow notice's foot, at the screen's").toBeCloseTo(PHONE.height, 0);
  // The page's room below its last line and below focus is the foot's whole height.
  const room = await page.evaluate(() => {
    const foot = document.querySelector(".foot-notices")?.getBoundingClientRect();
    return {
      foot: Math.round(foot?.height ?? 0),
      top: Math.round(foot?.top ?? 0),
      bodyEnd: Number.parseFloat(getComputedStyle(document.body).paddingBlockEnd),
      scrollPadding: Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBlockEnd),
    };
  });
  expect(room.top, "the foot's top, at the offline notice's top or above").toBeLessThanOrEqual(offlineBox.y);
  expect([room.bodyEnd, room.scrollPadding]).toEqual([room.foot, room.foot]);
});
