// A page that Back loads again, with no back/forward cache, shows the basket it had from the first
// frame that shows the header: no frame shows another count, none the empty basket's words, nothing
// shifts, and React reports no hydration error (the fixture fails on any console error). On a
// phone's speed, at a phone's width and a wide screen. In Chromium, which alone counts layout
// shifts; the journeys (back-loaded-again.spec.ts) prove the basket itself in every engine.
import type { Page } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "../scripts/browsers.mjs";
import { expect, test } from "./fixtures";
import { throttleLikeAPhone } from "./header-frames";
import { waitForHydration } from "./hydration";
import { EMULATOR_URL } from "./test-servers";

// Back loads the page again, as it does in Chromium after a deploy, or on a phone short of memory.
test.use({
  launchOptions: {
    executablePath: findChromium() ?? undefined,
    args: [...CHROMIUM_FLAGS, "--disable-features=BackForwardCache"],
  },
});

interface BasketFrame {
  /** The header's count as painted, or null before the header is parsed. */
  count: string | null;
  /** The basket lines painted on /checkout. */
  lines: number;
  /** Whether the empty basket's words are painted. */
  emptyWords: boolean;
  /** The subtotal's words as painted, or null where none is visible. */
  subtotal: string | null;
}

/** An init script: one BasketFrame per animation frame in `window.basketFrames`, and every layout shift. */
function sampleBasketFrames() {
  const visible = (element: Element | null) =>
    element?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ? element : null;
  const frames: BasketFrame[] = [];
  const shifts: { at: number; value: number }[] = [];
  const parsed = { secondFrame: Number.POSITIVE_INFINITY };
  Object.assign(window, { basketFrames: frames, layoutShifts: shifts, parsed });
  // On a phone's network the HTML comes in pieces, and a frame can show the header half-parsed (the
  // wide bar's search box takes the room of items not parsed yet): as in returning-shopper.spec.ts,
  // shifts count from the second frame after the parse.
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    requestAnimationFrame(() =>
      requestAnimationFrame((secondFrame) => {
        parsed.secondFrame = secondFrame;
      }),
    );
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      shifts.push({ at: entry.startTime, value: (entry as PerformanceEntry & { value: number }).value });
  }).observe({ type: "layout-shift", buffered: true });
  const tick = () => {
    const count = visible(document.querySelector("header a[href='/checkout']"));
    if (count) {
      frames.push({
        count: (count as HTMLElement).innerText.trim(),
        lines: [...document.querySelectorAll("main article")].filter((line) => visible(line)).length,
        emptyWords: Boolean(visible(document.querySelector("main p[tabindex='-1']"))),
        subtotal: (visible(document.querySelector("aside p")) as HTMLElement | null)?.innerText ?? null,
      });
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function addToBasket(page: Page, count: number) {
  for (let nth = 0; nth < count; nth++)
    await page.getByRole("main").getByRole("button", { name: "Add to Basket" }).nth(nth).click();
  await expect(page.getByRole("link", { name: `Basket, ${count} items` })).toBeVisible();
}

/** To another site and Back, from the page, as a shopper's link and Back button do. */
async function awayAndBack(page: Page, expectProblem: (pattern: RegExp, reason: string) => void) {
  expectProblem(
    new RegExp(
      `^(?:answer 404 for ${EMULATOR_URL}/favicon\\.ico|console error on ${EMULATOR_URL}/: Failed to load resource: .* 404)`,
    ),
    "the other site, the Auth Emulator, has no icon for the browser to show",
  );
  await page.evaluate((url) => setTimeout(() => location.assign(url)), `${EMULATOR_URL}/`);
  await page.waitForURL(`${EMULATOR_URL}/`);
  await page.evaluate(() => setTimeout(() => history.back()));
  await page.waitForURL((url) => !url.href.startsWith(EMULATOR_URL));
  await waitForHydration(page);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.toJSON().type)).toBe(
    "back_forward",
  );
}

const framesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { basketFrames: BasketFrame[] }).basketFrames);
/** The layout shifts from the page's second frame after the parse, which must have come. */
const shiftsOf = async (page: Page) => {
  const { shifts, secondFrame } = await page.evaluate(() => {
    const sampled = window as unknown as {
      layoutShifts: { at: number; value: number }[];
      parsed: { secondFrame: number };
    };
    return { shifts: sampled.layoutShifts, secondFrame: sampled.parsed.secondFrame };
  });
  if (!Number.isFinite(secondFrame)) throw new Error("The page never drew its second frame after the parse.");
  return shifts.filter(({ at }) => at >= secondFrame).map(({ value }) => value);
};

for (const width of [390, 1440]) {
  test(`at ${width} px, on a phone's speed, / and /checkout loaded again by Back show the basket's 3 items from the first frame`, async ({
    page,
    expectProblem,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/");
    await waitForHydration(page);
    await addToBasket(page, 3);
    await page.addInitScript(sampleBasketFrames);
    await throttleLikeAPhone(page);

    await awayAndBack(page, expectProblem);
    const home = await framesOf(page);
    expect(home.length, "frames sampled").toBeGreaterThan(0);
    expect(home.filter((frame) => frame.count !== "3")).toEqual([]);
    expect(await shiftsOf(page)).toEqual([]);

    await page.getByRole("link", { name: "Basket, 3 items" }).click();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    await awayAndBack(page, expectProblem);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    const checkout = await framesOf(page);
    expect(checkout.filter((frame) => frame.count !== "3" || frame.emptyWords)).toEqual([]);
    // Every frame that shows a subtotal shows the basket's, and the lines come with it.
    expect(
      checkout.filter((frame) => frame.subtotal !== null && !frame.subtotal.startsWith("Subtotal (3 items)")),
    ).toEqual([]);
    expect(checkout.filter((frame) => (frame.subtotal === null) !== (frame.lines === 0))).toEqual([]);
    expect(checkout.at(-1)?.lines).toBe(3);
    expect(await shiftsOf(page)).toEqual([]);
  });
}
