// @ts-check
// tsconfig.json checks this file with the DOM, as it does e2e/: its page functions run in the browser.
// The press bench's part inside the browser: a fresh page of one build, slowed 4× at 390×844, pressed
// with the mouse as a shopper would, each press timed by the page's own marks and by Event Timing.
// docs/performance.md says what each figure is. bench-press.mjs decides what to press and when.
import { setTimeout as sleep } from "node:timers/promises";
import { basketLinkLabel } from "../src/features/basket/labels.ts";
import { BANNER_LABEL, bannerToggleLabel } from "../src/features/catalog/labels.ts";
import { checkout, home, login } from "../src/pages/all-pages.ts";

/** @import { Browser, BrowserContext, Locator, Page } from "@playwright/test" */
/**
 * An Event Timing entry of an interaction, as the page keeps it.
 * @typedef {{ id: number, name: string, startTime: number, processingStart: number, processingEnd: number, duration: number, reportedAt: number }} PressEntry
 */
/** @typedef {(arg: number | string) => boolean} PageResult whether a press's result shows, checked in the page */
/**
 * Each press's result, by name: the name of the function below that asks the page for it.
 * @typedef {{ basketHolds: PageResult, linesShown: PageResult, plainPressed: PageResult, bannerOffers: PageResult, homeShown: PageResult, signInShown: PageResult, [name: string]: PageResult | undefined }} PageResults
 */
/**
 * The page's window, with what recordInteractions and watchFrames keep on it.
 * @typedef {Window & { __pressEntries?: PressEntry[], __results?: PageResults, __clickedAt?: number, __handledAt?: number, __shownAt?: number, __paintedAt?: number, __painted?: Promise<void> }} BenchWindow
 */
/**
 * The kinds of press the bench tells apart, each with a figure of its own.
 * @typedef {"first-add" | "add" | "banner" | "first-basket-link" | "basket-link" | "remove" | "remove-200" | "first-sign-in" | "floor" | "page-change"} Kind
 */
/**
 * A press. `paintedMs`, the figure the bench decides on: from the press to the end of the main
 * thread's work on the first frame that shows its result (style, layout, paint). `handledMs`: to
 * the end of its handlers; `frameMs`: to that frame's start. `eventMs`: Event Timing's duration, as INP counts it (8 ms steps; 16 when the press
 * left no entry, `under`), with its parts when it has one.
 * @typedef {{ kind: Kind, label: string, paintedMs: number, handledMs: number, frameMs: number, eventMs: number, under: boolean, delay?: number, handlers?: number, toPaint?: number, reportedAfterMs?: number }} Press
 */
/** @typedef {{ taskMsPerS: number, recalcsPerS: number }} Rest a page at rest: main-thread time and style recalculations */

/** The smallest durationThreshold Event Timing takes: a press under it leaves no entry. */
const THRESHOLD_MS = 16;
const SETTLE_MS = 1_500; // after hydration, before the first press: the idle-time loads are under way
const PAUSE_MS = 300; // between scrolling a button into view and pressing it: pictures it shows arrive
/**
 * After the frame that shows a press's result, for its Event Timing entries to be reported: they
 * come once the frame is presented. The report prints how long they took at most.
 */
export const REPORTED_MS = 150;
export const BIG_BASKET = 200;
const HOME = home.path;
const CHECKOUT = checkout.path;
const LOGIN = login.path;

/**
 * In the page, from its first script on: every Event Timing entry that belongs to an interaction,
 * the time of the latest click, and how to tell each press's result. A result is found with a plain
 * selector by what a base build has too: the name a shopper reads (an aria-label), or the sign-in
 * page's e-mail field. A role query costs about 190 ms on a 200-line page at 4×.
 * @param {{ checkoutPath: string, bannerLabel: string }} names
 */
function recordInteractions({ checkoutPath, bannerLabel }) {
  const bench = /** @type {BenchWindow} */ (window);
  /** @type {PressEntry[]} */
  const entries = [];
  bench.__pressEntries = entries;
  /** @param {PerformanceObserverEntryList} list entries of the types "event" and "first-input" */
  const keep = (list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (!entry.interactionId) continue;
      const { interactionId: id, name, startTime, processingStart, processingEnd, duration } = entry;
      entries.push({
        id,
        name,
        startTime,
        processingStart,
        processingEnd,
        duration,
        reportedAt: performance.now(),
      });
    }
  };
  // first-input is reported whatever its duration; the other events from 16 ms on.
  new PerformanceObserver(keep).observe({ type: "event", durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: "first-input", buffered: true });
  addEventListener("click", (event) => (bench.__clickedAt = event.timeStamp), { capture: true });
  // Bubbling to the window, the last stop: after the app's handlers, and React's render they caused.
  addEventListener("click", () => (bench.__handledAt = performance.now()));
  bench.__results = {
    basketHolds: (label) => document.querySelector(`a[aria-label="${label}"]`) !== null,
    linesShown: (n) =>
      location.pathname === checkoutPath && document.querySelectorAll("article").length === n,
    plainPressed: (n) => document.getElementById("bench-plain")?.textContent === `Pressed ${n}`,
    bannerOffers: (label) => document.querySelector(`button[aria-label="${label}"]`) !== null,
    homeShown: (path) =>
      location.pathname === path && document.querySelector(`[aria-label="${bannerLabel}"]`) !== null,
    // The sign-in page's own field, which its stand-in (its code failed to come) has not.
    signInShown: (path) => location.pathname === path && document.getElementById("login-email") !== null,
  };
}

/**
 * In the page: notes when the first frame that shows the result `name` begins, and when the main
 * thread has finished that frame (a message posted from the frame runs once its rendering is done).
 * @param {{ name: string, arg: number | string }} result
 */
function watchFrames({ name, arg }) {
  const bench = /** @type {BenchWindow} */ (window);
  const shows = bench.__results?.[name];
  if (!shows) throw new Error(`The page has no result named ${name}.`);
  bench.__shownAt = undefined;
  bench.__paintedAt = undefined;
  bench.__painted = new Promise((resolve) => {
    const frame = () => {
      if (!shows(arg)) {
        requestAnimationFrame(frame);
        return;
      }
      bench.__shownAt = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        bench.__paintedAt = performance.now();
        resolve();
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  });
}

/** In the page: the time now, and how many interactions there have been (reported or not). */
const pageClock = () => ({
  now: performance.now(),
  count: /** @type {Performance & { interactionCount?: number }} */ (performance).interactionCount,
});

/**
 * In the page: once the result's frame is done and its entries have had time to be reported, the
 * press's marks, the entries since `since` and the count of interactions (as pageClock, which a page
 * function cannot call).
 * @param {{ since: number, reportedMs: number }} options
 */
async function pressRecord({ since, reportedMs }) {
  const bench = /** @type {BenchWindow} */ (window);
  const late = new Promise((_, reject) => setTimeout(() => reject(new Error("no frame")), 20_000));
  await Promise.race([bench.__painted, late]);
  await new Promise((resolve) => setTimeout(resolve, reportedMs));
  const { __clickedAt = Number.NaN, __handledAt = Number.NaN } = bench;
  const { __shownAt = Number.NaN, __paintedAt = Number.NaN } = bench;
  return {
    handledMs: __handledAt - __clickedAt,
    frameMs: __shownAt - __clickedAt,
    paintedMs: __paintedAt - __clickedAt,
    paintedAt: __paintedAt,
    entries: (bench.__pressEntries ?? []).filter((entry) => entry.startTime >= since),
    count: /** @type {Performance & { interactionCount?: number }} */ (performance).interactionCount,
  };
}

/**
 * Scrolls `target` into view, waits `pause` ms, presses it with the mouse at its centre, and times it
 * until the frame that shows its result (`done(arg)` in the page) is done; then reads its Event
 * Timing entries: the interaction's longest (as INP counts it) and its parts, input delay (to the
 * first handler), handlers (first to last) and on to the next paint.
 * @param {Page} page
 * @param {{ target: Locator, done: PageResult, arg: number | string, kind: Kind, label: string, pause?: number }} what
 * @returns {Promise<Press>}
 */
async function press(page, { target, done, arg, kind, label, pause = PAUSE_MS }) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`'${label}': what it presses is not shown.`);
  await sleep(pause);
  await page.evaluate(watchFrames, { name: done.name, arg });
  const before = await page.evaluate(pageClock);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const record = await page
    .evaluate(pressRecord, { since: before.now, reportedMs: REPORTED_MS })
    .catch((error) => {
      throw new Error(`The result of '${label}' did not show.`, { cause: error });
    });
  const { entries } = record;
  const interactions = new Set(entries.map((entry) => entry.id)).size;
  // interactionCount is new
  const counted = before.count === undefined || record.count === undefined ? 1 : record.count - before.count;
  if (counted !== 1 || interactions > 1)
    throw new Error(`'${label}' made ${counted} interactions (${interactions} reported), not 1.`);
  // To 0.1 ms: the page's clock is no finer.
  const tenth = (/** @type {number} */ value) => Math.round(value * 10) / 10;
  const marks = {
    kind,
    label,
    handledMs: tenth(record.handledMs),
    frameMs: tenth(record.frameMs),
    paintedMs: tenth(record.paintedMs),
  };
  if (!entries.length) return { ...marks, eventMs: THRESHOLD_MS, under: true };
  const start = Math.min(...entries.map((entry) => entry.startTime));
  const firstHandler = Math.min(...entries.map((entry) => entry.processingStart));
  const lastHandler = Math.max(...entries.map((entry) => entry.processingEnd));
  const end = Math.max(...entries.map((entry) => entry.startTime + entry.duration));
  return {
    ...marks,
    eventMs: Math.max(...entries.map((entry) => entry.duration)),
    under: false,
    delay: tenth(firstHandler - start),
    handlers: tenth(lastHandler - firstHandler),
    toPaint: tenth(end - lastHandler),
    // How long after the frame the entries came: the bench waits REPORTED_MS for them.
    reportedAfterMs: tenth(Math.max(...entries.map((entry) => entry.reportedAt)) - record.paintedAt),
  };
}

/**
 * Waits until `done(arg)` holds in the page, polled on a timer so that the waiting costs it little.
 * @param {Page} page
 * @param {PageResult} done
 * @param {number | string} arg
 * @param {string} what
 */
async function waitInPage(page, done, arg, what) {
  await page.waitForFunction(done, arg, { polling: 100, timeout: 20_000 }).catch((error) => {
    throw new Error(`Timed out waiting for ${what}.`, { cause: error });
  });
}

/** The banner's button, by either of its names. */
const BANNER_TOGGLE = [true, false]
  .map((paused) => `button[aria-label="${bannerToggleLabel(paused)}"]`)
  .join(", ");

// In the page, each press's result; the function's name is the result's (watchFrames reads it).
/** @type {PageResult} */
const basketHolds = (label) => /** @type {BenchWindow} */ (window).__results?.basketHolds(label) ?? false;
/** @type {PageResult} */
const linesShown = (n) => /** @type {BenchWindow} */ (window).__results?.linesShown(n) ?? false;
/** @type {PageResult} */
const plainPressed = (n) => /** @type {BenchWindow} */ (window).__results?.plainPressed(n) ?? false;
/** @type {PageResult} */
const bannerOffers = (label) => /** @type {BenchWindow} */ (window).__results?.bannerOffers(label) ?? false;
/** @type {PageResult} */
const homeShown = (path) => /** @type {BenchWindow} */ (window).__results?.homeShown(path) ?? false;
/** @type {PageResult} */
const signInShown = (path) => /** @type {BenchWindow} */ (window).__results?.signInShown(path) ?? false;

/**
 * A fresh context and page at 390×844 recording interactions, on `origin` + `path` ('/' by default,
 * once hydrated); the CPU slowed 4× when `throttled`. With `withoutScripts`, the page is served with
 * its script tags taken out, so no app code runs.
 * @param {Browser} browser
 * @param {string} origin
 * @param {{ throttled?: boolean, path?: string, withoutScripts?: boolean }} [options]
 */
async function openPage(browser, origin, { throttled = true, path = HOME, withoutScripts = false } = {}) {
  // Without its scripts the page is the bench's, not the shop's: its policy (Trusted Types) would
  // refuse the markup the bench puts in.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    bypassCSP: withoutScripts,
  });
  if (withoutScripts) {
    await context.route(`${origin}${path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, "");
      await route.fulfill({ response, body });
    });
  }
  const page = await context.newPage();
  await page.addInitScript(recordInteractions, { checkoutPath: CHECKOUT, bannerLabel: BANNER_LABEL });
  const cdp = await context.newCDPSession(page);
  const throttle = (/** @type {number} */ rate) => cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await throttle(throttled ? 4 : 1);
  await page.goto(`${origin}${path}`);
  // Every page but the text-only floor runs the app, unless served without its scripts.
  if (path !== "/floor" && !withoutScripts)
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
  // Buttons found by their text, not by role: a role query computes the accessible name of every
  // button in the page, about 190 ms of its main thread at 4× among 200 lines, before each press.
  const buttons = (/** @type {string} */ name) => page.locator("main button", { hasText: name });
  const [add, remove] = [buttons("Add to Basket"), buttons("Remove from Basket")];
  return { context, page, cdp, throttle, add, remove, bannerToggle: page.locator(BANNER_TOGGLE) };
}

const ADDS = 8;
const REMOVALS = 4;
/**
 * The basket link's presses in a load, each after going back to '/'. The first shows /checkout for
 * the first time in the load, much the slowest, and is a kind of its own, `first-basket-link`; the
 * later ones pool as `basket-link`: one page change a load left its interval at ±11 ms after 41
 * rounds, where its threshold is ±8.
 */
const BASKET_TRIPS = 4;

/**
 * One load of '/', slowed 4×: 8 adds (the first 1.5 s after hydration), the banner's Stop and Start,
 * the basket link 4 times (back to '/' by the browser's Back between them: the first trip is
 * `first-basket-link`, the others `basket-link`), 4 removals on the checkout.
 * @param {Browser} browser
 * @param {string} origin
 */
export async function measureLoad(browser, origin) {
  const { context, page, add, remove, bannerToggle } = await openPage(browser, origin);
  /** @type {Press[]} */
  const results = [];
  for (let i = 0; i < ADDS; i++) {
    /** @type {Kind} */
    const kind = i === 0 ? "first-add" : "add";
    const pause = i === 0 ? SETTLE_MS : PAUSE_MS;
    const label = `add ${i + 1}`;
    results.push(
      await press(page, {
        target: add.nth(i),
        done: basketHolds,
        arg: basketLinkLabel(i + 1),
        kind,
        label,
        pause,
      }),
    );
  }
  // Each press of the banner's button turns it into the other: Stop, then Start.
  /** @type {[label: string, offers: string][]} */
  const bannerPresses = [
    ["banner Stop", bannerToggleLabel(true)],
    ["banner Start", bannerToggleLabel(false)],
  ];
  for (const [label, offers] of bannerPresses) {
    results.push(
      await press(page, { target: bannerToggle, done: bannerOffers, arg: offers, kind: "banner", label }),
    );
  }
  const link = page.getByRole("link", { name: /^Basket/ });
  for (let trip = 1; trip <= BASKET_TRIPS; trip++) {
    if (trip > 1) {
      // Back is not a press: it leaves no interaction to tell apart from the next one.
      await page.goBack();
      await waitInPage(page, homeShown, HOME, "'/' after going back");
    }
    const label = `basket link ${trip}`;
    /** @type {Kind} */
    const kind = trip === 1 ? "first-basket-link" : "basket-link";
    results.push(await press(page, { target: link, done: linesShown, arg: ADDS, kind, label }));
  }
  for (let i = 0; i < REMOVALS; i++) {
    const [arg, label] = [ADDS - 1 - i, `remove ${i + 1}`];
    results.push(await press(page, { target: remove.first(), done: linesShown, arg, kind: "remove", label }));
  }
  await context.close();
  return results;
}

/**
 * On a page opened unthrottled: `lines` adds, the featured products in turn, then the basket link.
 * @param {Page} page
 * @param {Locator} add
 * @param {number} lines
 */
async function openCheckoutWith(page, add, lines) {
  const buttons = await add.count();
  for (let i = 0; i < lines; i++) await add.nth(i % buttons).click();
  await waitInPage(page, basketHolds, basketLinkLabel(lines), `${lines} lines in the basket`);
  await page.getByRole("link", { name: /^Basket/ }).click(); // client-side: the basket stays
  await waitInPage(page, linesShown, lines, `${lines} lines on ${CHECKOUT}`);
}

/**
 * 200 lines added unthrottled; then, on /checkout slowed 4×, 1.5 s later, 4 removals.
 * @param {Browser} browser
 * @param {string} origin
 */
export async function measureBigBasket(browser, origin) {
  const { context, page, throttle, add, remove } = await openPage(browser, origin, { throttled: false });
  await openCheckoutWith(page, add, BIG_BASKET);
  await throttle(4);
  /** @type {Press[]} */
  const results = [];
  for (let i = 0; i < REMOVALS; i++) {
    const [label, pause, arg] = [`remove ${i + 1}`, i === 0 ? SETTLE_MS : PAUSE_MS, BIG_BASKET - 1 - i];
    results.push(
      await press(page, { target: remove.first(), done: linesShown, arg, kind: "remove-200", label, pause }),
    );
  }
  await context.close();
  return results;
}

/**
 * The floor: slowed 4×, a plain button added over the text-only '/floor', whose handler only
 * changes its own text (no React), pressed `presses` times as the others. What this machine costs
 * any press, before any app does anything.
 * @param {Browser} browser
 * @param {string} origin
 * @param {number} presses
 */
export async function measureFloor(browser, origin, presses) {
  const { context, page } = await openPage(browser, origin, { path: "/floor" });
  await page.evaluate(() => {
    const button = document.createElement("button");
    button.id = "bench-plain";
    button.style.cssText = "position: fixed; z-index: 9; inset: 40% auto auto 16px; padding: 12px";
    let pressed = 0;
    button.textContent = "Pressed 0";
    button.onclick = () => {
      button.textContent = `Pressed ${++pressed}`;
    };
    document.body.append(button);
  });
  const target = page.locator("#bench-plain");
  /** @type {Press[]} */
  const results = [];
  for (let i = 0; i < presses; i++) {
    const [arg, pause] = [i + 1, i === 0 ? SETTLE_MS : PAUSE_MS];
    results.push(
      await press(page, { target, done: plainPressed, arg, kind: "floor", label: `plain ${arg}`, pause }),
    );
  }
  await context.close();
  return results;
}

/**
 * In the page: a click handler on the basket link that swaps the checkout's markup into `main`.
 * @param {{ checkoutMarkup: string, checkoutPath: string }} checkout's markup and address
 */
function installPageSwap({ checkoutMarkup, checkoutPath }) {
  const checkout = document.createElement("template");
  checkout.innerHTML = checkoutMarkup;
  const [link, main] = [document.querySelector(`a[href="${checkoutPath}"]`), document.querySelector("main")];
  if (!link || !main) throw new Error("The page has no basket link, or no main, to swap the checkout into.");
  link.addEventListener("click", (event) => {
    event.preventDefault();
    main.replaceChildren(checkout.content.cloneNode(true));
    history.pushState(null, "", checkoutPath);
    main.focus(); // as the app's useFocusOnNavigation does
  });
}

/**
 * The checkout's `main` as the app renders it with the 8 lines of a load: what the floor of a page
 * change swaps in.
 * @param {Browser} browser
 * @param {string} origin
 */
export async function checkoutMarkupOf(browser, origin) {
  const { context, page, add } = await openPage(browser, origin, { throttled: false });
  await openCheckoutWith(page, add, ADDS);
  const markup = await page.locator("main").innerHTML();
  await context.close();
  return markup;
}

/**
 * A kind with one press a page: `target` pressed once, 1.5 s after hydration, in a page opened for
 * it alone, which is then closed; the press is labelled by its kind.
 * @param {{ context: BrowserContext, page: Page }} opened
 * @param {{ target: Locator, done: PageResult, arg: number | string, kind: Kind }} what
 * @returns {Promise<Press>}
 */
async function pressOnceAndClose({ context, page }, { target, done, arg, kind }) {
  const result = await press(page, { target, done, arg, kind, label: kind, pause: SETTLE_MS });
  await context.close();
  return result;
}

/**
 * The floor of a page change, the basket link's result with no app code: `checkoutMarkup` swapped
 * into a '/' served without its scripts by a plain click handler, slowed 4×, in a fresh page. What
 * this machine costs to show that page, before React does anything.
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} checkoutMarkup
 * @returns {Promise<Press>}
 */
export async function measurePageChange(browser, origin, checkoutMarkup) {
  const opened = await openPage(browser, origin, { withoutScripts: true });
  await opened.page.evaluate(installPageSwap, { checkoutMarkup, checkoutPath: CHECKOUT });
  const target = opened.page.locator(`a[href="${CHECKOUT}"]`);
  return pressOnceAndClose(opened, { target, done: linesShown, arg: ADDS, kind: "page-change" });
}

/**
 * The first showing of the sign-in page in a load: slowed 4×, in a fresh page of '/', the header's
 * Sign In link pressed 1.5 s after hydration, until the sign-in page shows. Its code loads on
 * demand: at idle from the offline worker's copy once the worker controls the page, else in the
 * press, which then times the fetch too. The link is found by where it goes: no feature writes its
 * name.
 * @param {Browser} browser
 * @param {string} origin
 * @returns {Promise<Press>}
 */
export async function measureFirstSignIn(browser, origin) {
  const opened = await openPage(browser, origin);
  const target = opened.page.locator(`header a[href="${LOGIN}"]`);
  return pressOnceAndClose(opened, { target, done: signInShown, arg: LOGIN, kind: "first-sign-in" });
}

const REST_SETTLE_MS = 5_000; // after hydration: the idle-time loads have run
export const REST_MS = 15_000; // a whole cycle of the banner: 3 slides, 5 s each

/**
 * A page at rest, slowed 4×, nobody touching it: its main thread's task time and its style
 * recalculations per second, over a whole banner cycle. On '/', the banner turning, or stopped by
 * its own button (`stopBanner`) with the pointer then moved off it.
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} path
 * @param {{ stopBanner?: boolean }} [options]
 * @returns {Promise<Rest>}
 */
export async function measureRest(browser, origin, path, { stopBanner = false } = {}) {
  const { context, page, cdp, bannerToggle } = await openPage(browser, origin, { path });
  if (stopBanner) {
    await bannerToggle.click();
    await page.waitForFunction(bannerOffers, bannerToggleLabel(true));
  }
  await page.mouse.move(0, 0); // off the banner, which a hovering pointer holds
  await sleep(REST_SETTLE_MS);
  await cdp.send("Performance.enable");
  const read = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const value = (/** @type {string} */ name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    return { task: value("TaskDuration") * 1000, recalcs: value("RecalcStyleCount"), at: performance.now() };
  };
  const before = await read();
  await sleep(REST_MS);
  const after = await read();
  await context.close();
  const seconds = (after.at - before.at) / 1000;
  return {
    taskMsPerS: (after.task - before.task) / seconds,
    recalcsPerS: (after.recalcs - before.recalcs) / seconds,
  };
}
