/**
 * The inline loader, the one script in every page's <head>: it holds button presses until boot.ts,
 * which it fetches after the first frame, takes them over, and says so on the page if a script
 * fails. It runs before any module, so it imports nothing. See docs/architecture.md.
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
/** The loader's own script element: boot.ts's address (`boot`) and SRI hash (`integrity`). */
const loaderData = (page.currentScript as HTMLScriptElement).dataset;
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
        const boot = loaderData.boot;
        if (!boot) throw new TypeError("The loader's script element has no data-boot.");
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
