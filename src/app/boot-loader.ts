/**
 * Inlined in <head> of every prerendered page in place of boot.ts's script tag (the CSP allows it
 * by its sha256, which the build writes into firebase.json), so that nothing is fetched before the
 * first paint and yet no press is lost:
 * - from the start, it holds every button press (no native form submission either) in
 *   `window.bazaarEarlyPresses`, which boot.ts takes over;
 * - once the whole document is parsed and its first frame painted, it fetches boot.ts and lets the
 *   images marked `data-after-paint` load. Waiting for the parse matters: a frame can come while
 *   the parser is still in <head>, and a fetch started then competed with the page's first content
 *   (Lighthouse saw boot.ts requested 40 ms before the first contentful paint).
 * boot.ts's address and its SRI hash are the tag's `data-boot` and `data-integrity`, so this text,
 * and its CSP hash, are the same in every build. The CSP trusts boot.ts because this script adds it
 * ('strict-dynamic'), and requires Trusted Types for script URLs: the address goes through the
 * `bazaar-boot` policy, which lets only the site's own /assets/*.js through.
 * Plain ES2019. Changing it changes its hash: the build rewrites firebase.json, commit it.
 */
export const BOOT_LOADER_SCRIPT =
  "(function(){var d=document,c=d.currentScript.dataset,h=[],w=window.trustedTypes," +
  'p=w?w.createPolicy("bazaar-boot",{createScriptURL:function(u){' +
  'if(/^\\/assets\\/[\\w-]+\\.js$/.test(u))return u;throw new TypeError("bazaar-boot refuses "+u)}}):null;' +
  'function f(e){var b=e.target instanceof Element&&e.target.closest("button");' +
  "if(b){e.preventDefault();e.stopImmediatePropagation();h.push(b)}}" +
  'd.addEventListener("click",f,true);' +
  'window.bazaarEarlyPresses={held:h,stop:function(){d.removeEventListener("click",f,true)}};' +
  "function g(){requestAnimationFrame(function(){setTimeout(function(){" +
  'd.querySelectorAll("img[data-after-paint]").forEach(function(i){i.loading="eager"});' +
  'var t=d.createElement("script");t.type="module";if(c.integrity)t.integrity=c.integrity;' +
  "t.src=p?p.createScriptURL(c.boot):c.boot;d.head.append(t)})})}" +
  'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",g):g()})()';

/** What the loader hands boot.ts: the buttons pressed so far, and how to stop holding more. */
export interface EarlyPresses {
  held: HTMLButtonElement[];
  stop(): void;
}

declare global {
  interface Window {
    bazaarEarlyPresses?: EarlyPresses;
  }
}
