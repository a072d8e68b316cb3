/**
 * Inlined in <head> of every prerendered page in place of boot.ts's script tag (the CSP allows it
 * by its sha256, which the build writes into firebase.json), so that nothing is fetched before the
 * first paint and yet no press is lost:
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
 * boot.ts's address and its SRI hash are the tag's `data-boot` and `data-integrity`, so this text,
 * and its CSP hash, are the same in every build. The CSP trusts boot.ts because this script adds it
 * ('strict-dynamic'), and requires Trusted Types for script URLs: the address goes through the
 * `bazaar-boot` policy, which lets only the site's own /assets/*.js through.
 * Plain ES2019. Changing it changes its hash: the build rewrites firebase.json, commit it.
 */
export const BOOT_LOADER_SCRIPT =
  "(function(){var d=document,c=d.currentScript.dataset,h=[],o=0,w=window.trustedTypes," +
  'p=w?w.createPolicy("bazaar-boot",{createScriptURL:function(u){' +
  'if(/^\\/assets\\/[\\w-]+\\.js$/.test(u))return u;throw new TypeError("bazaar-boot refuses "+u)}}):null;' +
  'function f(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  "if(b){e.preventDefault();e.stopImmediatePropagation();h.push(b)}}" +
  'function s(){d.removeEventListener("click",f,true)}' +
  "function x(){if(o)return;o=1;s();h.length=0;" +
  'var n=d.createElement("p"),r=d.createElement("button");n.className="boot-failure";n.role="alert";' +
  'n.textContent="Part of this page could not load, so its buttons will not work. ";' +
  'r.type="button";r.className="button";r.textContent="Reload the page";' +
  "r.onclick=function(){location.reload()};n.append(r);d.body.prepend(n)}" +
  'd.addEventListener("click",f,true);' +
  "window.bazaarEarlyPresses={held:h,stop:s,fail:x};" +
  "function g(){requestAnimationFrame(function(){setTimeout(function(){" +
  'd.querySelectorAll("img[data-after-paint]").forEach(function(i){i.loading="eager"});' +
  'var t=d.createElement("script");t.type="module";if(c.integrity)t.integrity=c.integrity;' +
  't.addEventListener("error",x);t.src=p?p.createScriptURL(c.boot):c.boot;d.head.append(t)})})}' +
  'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",g):g()})()';

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
