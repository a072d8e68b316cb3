/**
 * The two scripts that stand in <head> of every prerendered page in place of boot.ts's script tag,
 * so that nothing is fetched before the first paint and yet no press is lost. Both are plain ES2019
 * text, the same in every build: the CSP allows each by its hash, which the build writes into
 * firebase.json (changing one changes its hash: the build rewrites firebase.json, commit it).
 */

/**
 * Inline, first in <head> after the session hint:
 * - from the start, it holds every button press (no native form submission either) in
 *   `window.bazaarEarlyPresses`, which boot.ts takes over;
 * - should a script of the page fail to load (the boot loader, boot.ts, or the app's code that
 *   boot.ts fetches: `fail()`), it lets the held presses go and says, in plain words on the page,
 *   that the buttons will not work and how to get them back. It is here, inline, because a notice
 *   in a file that could not be fetched would never show.
 */
export const EARLY_PRESSES_SCRIPT =
  "(function(){var d=document,h=[],o=false;" +
  'function f(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  "if(b){e.preventDefault();e.stopImmediatePropagation();h.push(b)}}" +
  'function s(){d.removeEventListener("click",f,true)}' +
  "function x(){if(o)return;o=true;s();h.length=0;" +
  'var p=d.createElement("p"),r=d.createElement("button");p.className="boot-failure";' +
  'p.setAttribute("role","alert");p.textContent="Part of this page could not load, so its buttons will not work. ";' +
  'r.type="button";r.className="button";r.textContent="Reload the page";' +
  'r.addEventListener("click",function(){location.reload()});p.append(r);' +
  'function a(){d.body.prepend(p)}d.body?a():d.addEventListener("DOMContentLoaded",a)}' +
  'd.addEventListener("click",f,true);' +
  'd.addEventListener("error",function(e){if(e.target instanceof HTMLScriptElement)x()},true);' +
  "window.bazaarEarlyPresses={held:h,stop:s,fail:x}})()";

/**
 * A file of its own (/assets/boot-loader-*.js), named in <head> by an async script tag with its
 * SRI hash, so that a page's every script is named with its integrity:
 * `<script async src=… integrity=… data-boot=… data-integrity=…>`. Once the whole document is
 * parsed and its first frame painted, it fetches boot.ts and lets the images marked
 * `data-after-paint` load. Waiting for the parse matters: a frame can come while the parser is
 * still in <head>, and a fetch started then competed with the page's first content (Lighthouse
 * saw boot.ts requested 40 ms before the first contentful paint).
 * boot.ts's address and its SRI hash are the tag's `data-boot` and `data-integrity`, so this text,
 * its file and its hash are the same in every build. The CSP trusts boot.ts because this script
 * adds it ('strict-dynamic'), and requires Trusted Types for script URLs: the address goes through
 * the `bazaar-boot` policy, which lets only the site's own /assets/*.js through.
 */
export const BOOT_LOADER_SCRIPT =
  "(function(){var d=document,c=d.currentScript.dataset,w=window.trustedTypes," +
  'p=w?w.createPolicy("bazaar-boot",{createScriptURL:function(u){' +
  'if(/^\\/assets\\/[\\w-]+\\.js$/.test(u))return u;throw new TypeError("bazaar-boot refuses "+u)}}):null;' +
  "function g(){requestAnimationFrame(function(){setTimeout(function(){" +
  'd.querySelectorAll("img[data-after-paint]").forEach(function(i){i.loading="eager"});' +
  'var t=d.createElement("script");t.type="module";if(c.integrity)t.integrity=c.integrity;' +
  "t.src=p?p.createScriptURL(c.boot):c.boot;d.head.append(t)})})}" +
  'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",g):g()})()';

/** What the inline script hands boot.ts: the buttons pressed so far, how to stop holding more, and the failure notice. */
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
