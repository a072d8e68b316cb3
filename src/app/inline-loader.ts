/**
 * The inline loader: the one script in <head> of every prerendered page, in place of boot.ts's
 * script tag. The build makes this file into that script (the `?inline-script` import in pages.ts:
 * vite.config.ts bundles it into one minified ES2019 function), and each page's policy allows it by
 * its sha256 (scripts/page-policy.mjs). Nothing is fetched before the first paint, and yet no press
 * is lost:
 * - from the start, it holds every button press (no native form submission either) in
 *   `window.bazaarEarlyPresses`, which boot.ts takes over;
 * - once the whole document is parsed and its first frame painted, it fetches boot.ts and lets the
 *   images marked `data-after-paint` load. Waiting for the parse matters: a frame can come while
 *   the parser is still in <head>, and a fetch started then competed with the page's first content
 *   (Lighthouse saw boot.ts requested 40 ms before the first contentful paint);
 * - should a script of the page fail to load (boot.ts, or the app's code that boot.ts fetches:
 *   `fail()`), it lets the held presses go and says, in plain words on the page, that the buttons
 *   will not work and how to get them back. The notice is here because a notice in a file that
 *   could not be fetched would never show.
 * boot.ts's address and its SRI hash are the tag's `data-boot` and `data-integrity`, so the script,
 * and its hash, are the same in every build. The policy trusts boot.ts because this script adds it
 * ('strict-dynamic'), and requires Trusted Types for script URLs: the address goes through the
 * `bazaar-boot` policy, which lets only the site's own /assets/*.js through.
 *
 * It runs as a classic script, before the page's other code: no imports of the app's modules, and
 * every byte here is in every page, so it is written to minify well (`page` for `document`, say).
 */

/** What the loader hands boot.ts: the buttons pressed so far, how to stop holding more, and the failure notice. */
export interface EarlyPresses {
  held: HTMLButtonElement[];
  stop(): void;
  /** Lets the held presses go and tells the shopper the page's code could not load. */
  fail(): void;
}

declare global {
  interface Window {
    bazaarEarlyPresses?: EarlyPresses;
  }
}

const page = document;
/** The loader's own tag: boot.ts's address (`boot`) and SRI hash (`integrity`). */
const tag = (page.currentScript as HTMLScriptElement).dataset;
const held: HTMLButtonElement[] = [];
let failed = false;

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

/** Holds a press on a button (in the capture phase, before anything else sees it). */
function hold(event: Event): void {
  const button = event.target instanceof Element && event.target.closest("button");
  if (button) {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
  }
}

function stop(): void {
  page.removeEventListener("click", hold, true);
}

/** Once only: lets the held presses go and puts the notice, with its reload button, atop the page. */
function fail(): void {
  if (failed) return;
  failed = true;
  stop();
  held.length = 0;
  const notice = page.createElement("p");
  const reload = page.createElement("button");
  notice.className = "boot-failure";
  notice.role = "alert";
  notice.textContent = "Part of this page could not load, so its buttons will not work. ";
  reload.type = "button";
  reload.className = "button";
  reload.textContent = "Reload the page";
  reload.onclick = () => location.reload();
  notice.append(reload);
  page.body.prepend(notice);
}

page.addEventListener("click", hold, true);
window.bazaarEarlyPresses = { held, stop, fail };

/** After the first frame of the parsed page, and a task later: the after-paint images and boot.ts. */
function loadAfterFirstFrame(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const image of page.querySelectorAll<HTMLImageElement>("img[data-after-paint]")) {
        image.loading = "eager";
      }
      // A page without boot.ts's address, or one the policy refuses, gets the notice, not a dead page.
      try {
        const boot = tag.boot;
        if (!boot) throw new TypeError("The loader's tag has no data-boot.");
        const script = page.createElement("script");
        script.type = "module";
        if (tag.integrity) script.integrity = tag.integrity;
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
