/**
 * The inline loader, in every page's <head> beside the session hint: it holds button presses until
 * boot.ts, which it fetches after the first frame, takes them over (and a link pressed after one,
 * which would otherwise load a page without it); it shows each held press as busy at once, names a
 * wait that goes on, and says so on the page if a script fails. It runs before any module: the
 * build bundles its imports, which import nothing, into its text. See docs/architecture.md.
 */

import type { EarlyPresses } from "../../code-loading/early-presses";
import { reloadKeepingPage } from "../../shared/lib/page-thrown-away";
import { addFootNotice, removeFootNotice, setFootNotice } from "../../shared/ui/foot-notices";
import { AFTER_FIRST_FRAME } from "../../shared/ui/paint-order";

const page = document;
/** The loader's own script element: boot.ts's address (`boot`) and SRI hash (`integrity`). */
const loaderData = (page.currentScript as HTMLScriptElement).dataset;
const held: HTMLElement[] = [];
/** The ends of the held presses' waits. */
const heldWaits: (() => void)[] = [];
/** The last link held, followed if the code fails, unless the shopper has begun to leave the page. */
let heldLink: HTMLElement | undefined;
/**
 * Whether the shopper has begun to leave the page while its code loads. Firefox and WebKit end a
 * page's loads as the shopper's Back or new address begins, long before pagehide: the code then
 * fails, but no failure of the shop's. Heard until boot.ts stops the loader, so that a page kept in
 * Firefox's back/forward cache afterwards has no beforeunload listener.
 */
let leaving = false;
let failed = false;
/** Past an ordinary slow load, and well before attention goes (at about 10 s, after Nielsen's limits). */
const SLOW_WAIT_MS = 6000;
/** The waits not yet ended, and of those, the ones that have lasted SLOW_WAIT_MS. */
const waits = new Set<object>();
const slowWaits = new Set<object>();
/** The polite live region of the slow-connection notice: made empty at a wait's start, so its words are announced. */
let slowNotice: HTMLElement | undefined;

/** The only script addresses the loader may make: the site's own /assets/*.js (no path climbing). */
const OWN_SCRIPT = /^\/assets\/[\w-]+\.js$/;
const trustedTypes = window.trustedTypes;
const policy = trustedTypes
  ? trustedTypes.createPolicy("bazaar-boot", {
      createScriptURL(url: string) {
        if (OWN_SCRIPT.test(url)) return url;
        throw new TypeError(`bazaar-boot refuses ${url}`);
      },
    })
  : undefined;

/** A notice in the page's foot: a polite one, empty until `show` gives it words, or an alert. */
const notice = (role: "status" | "alert") => addFootNotice("load-notice", { role });

/** The notice's words and its reload button (not in a form: a plain button). */
function show(box: HTMLElement, words: string, reloadWords: string): void {
  const reload = page.createElement("button");
  // Stryker disable next-line StringLiteral: a class name is the look, which happy-dom does not paint
  reload.className = "button";
  reload.dataset.unheld = ""; // the notice's own button is never held
  reload.textContent = reloadWords;
  reload.onclick = reloadKeepingPage; // the shop's way past its trouble: the page keeps its basket
  setFootNotice(box, words, reload);
}

/** Empties the slow-connection notice, or (with `remove`) takes it away. */
function hideSlowNotice(remove: boolean): void {
  if (!slowNotice) return;
  if (remove) removeFootNotice(slowNotice);
  else setFootNotice(slowNotice);
}

/** Each wait counts its own 6 s: the notice names only a wait that has lasted that long, and is still on. */
function wait(element?: Element | null): () => void {
  const thisWait = {};
  element?.setAttribute("aria-busy", "true");
  if (!waits.size) slowNotice = notice("status");
  waits.add(thisWait);
  const timer = setTimeout(() => {
    const firstSlow = !slowWaits.size;
    slowWaits.add(thisWait);
    if (firstSlow && slowNotice) {
      show(
        slowNotice,
        "The connection is slow. Your press will go through when the page is ready. ",
        "Reload",
      );
    }
  }, SLOW_WAIT_MS);
  return () => {
    if (!waits.delete(thisWait)) return; // ended already
    clearTimeout(timer);
    element?.removeAttribute("aria-busy");
    const lastSlow = slowWaits.delete(thisWait) && !slowWaits.size;
    if (!waits.size) hideSlowNotice(true);
    else if (lastSlow) hideSlowNotice(false);
  };
}

/**
 * Holds a press on a button (in the capture phase, before anything else sees it) and shows it busy.
 * A button marked data-unheld has nothing to wait for: the notices' own, and those with no action.
 * A link goes at once, unless a press is held: then it waits its turn, as its new page would drop
 * the held press. One that opens elsewhere (a modifier key) leaves this page as it is, so it goes.
 */
function hold(event: MouseEvent): void {
  const pressed = event.target instanceof Element && event.target.closest<HTMLElement>("button, a[href]");
  if (!pressed || pressed.dataset.unheld !== undefined) return;
  if (pressed.localName === "a") {
    if (!held.length || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    heldLink = pressed;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(pressed);
  heldWaits.push(wait(pressed));
}

function markLeaving(): void {
  leaving = true;
}

function stop(): void {
  page.removeEventListener("click", hold, true);
  removeEventListener("beforeunload", markLeaving);
  for (const end of heldWaits.splice(0)) end();
}

/**
 * Once only: lets the held presses go and puts the notice, with its reload button, over the page's
 * foot. A held link is followed, as the page it loads may well have its code. A failure the shopper's
 * own leaving caused follows no link and shows nothing while the page goes; it is told at the
 * shopper's next press here, if they are still here to press: Back to this page from the
 * back/forward cache, or a navigation that went nowhere.
 */
function fail(): void {
  if (failed) return;
  failed = true;
  stop();
  held.length = 0;
  if (!leaving) {
    showFailure();
    heldLink?.click();
    return;
  }
  page.addEventListener("click", showFailure, { once: true });
}

function showFailure(): void {
  show(
    notice("alert"),
    "Part of this page could not load, so its buttons will not work. ",
    "Reload the page",
  );
}

/**
 * Names the held presses that could not be applied, in a polite notice that goes at the shopper's
 * next press. Its words come a frame after the region, so that they are announced.
 */
function dropped(presses: HTMLElement[]): void {
  const names = [...new Set(presses.map((press) => `'${press.textContent?.trim()}'`))].join(", ");
  const box = notice("status");
  requestAnimationFrame(() =>
    setFootNotice(
      box,
      `The page changed as it loaded, so your press on ${names} did not go through. Press it again.`,
    ),
  );
  page.addEventListener("click", () => removeFootNotice(box), { capture: true, once: true });
}

page.addEventListener("click", hold, true);
addEventListener("beforeunload", markLeaving);
window.bazaarEarlyPresses = { held, stop, fail, wait, dropped } satisfies EarlyPresses;

/** After the first frame of the parsed page, and a task later: the after-paint images and boot.ts. */
function loadAfterFirstFrame(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const image of page.querySelectorAll<HTMLImageElement>(`img[${AFTER_FIRST_FRAME}]`)) {
        image.loading = "eager";
      }
      // A page without boot.ts's address, or one the policy refuses, gets the notice, not a dead page.
      const boot = loaderData.boot;
      if (!boot) return fail();
      try {
        const script = page.createElement("script");
        script.type = "module";
        if (loaderData.integrity) script.integrity = loaderData.integrity;
        script.addEventListener("error", fail);
        // TypeScript's DOM types do not list TrustedScriptURL for `src` yet.
        script.src = (policy ? policy.createScriptURL(boot) : boot) as string;
        page.head.append(script);
      } catch {
        fail();
      }
    }),
  );
}

if (page.readyState === "loading") page.addEventListener("DOMContentLoaded", loadAfterFirstFrame);
else loadAfterFirstFrame();
