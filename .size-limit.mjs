// @ts-check
// The size budgets `npm test` checks on a production build in dist-test/: the scripts', the
// worker's, and each page's HTML (with its inline CSS).
import { checkout, home, login } from "./src/pages/all-pages.ts";
import { pageFile } from "./src/pages/page.ts";

// Each budget is a ceiling with its reason: what the bytes buy the shopper. A budget rises only in a
// commit of its own that says what the bytes buy, after asking whether they could go instead
// (CONTRIBUTING.md); `npm run size -- --base main` prints each size against a base's. The chunks
// and pages name each other by content hash, so a build's compressed sizes move with no code changed;
// each limit is the median of ten builds plus their spread, rounded up to 10 B
// (docs/decisions/budget-headroom.md).
// Slow 4G, as Lighthouse simulates it, carries 1.6 Mbit/s: about 200 kB a second.
/** @type {{ name: string, path: string | string[], limit: string }[]} */
const scripts = [
  {
    // React DOM's own weight (its client and the chunk it shares with React, about 59 kB), the app
    // and boot.ts: about 0.4 s of slow 4G after the first paint, before a tap is answered by the app
    // rather than held by the inline loader. Of the app, about 0.5 kB keeps the basket's record for
    // each history entry and starts a page thrown away with the basket it had; of boot.ts, about
    // 0.2 kB finds a held press's control again where a render replaced it. About 80 B load the
    // sign-in page's code from the worker's copy before the press: the first Sign In 104 ms sooner
    // at 4× (docs/decisions/budget-headroom.md).
    name: "JS before / is interactive (boot, app, React DOM)",
    path: ["dist-test/assets/{index,main,client,react}-*.js"],
    // Ten builds: median 79,428 B, spread 131 B.
    limit: "79.56 kB",
  },
  {
    // The above, with Firebase Auth's own weight (about 33 kB) and the background tasks, which come
    // once the page is idle: a returning shopper's greeting waits for them, about 0.2 s of slow 4G.
    // Among the tasks, the pictures' second load once the worker takes over (about 90 B), which
    // takes some 44 ms off the first basket press at 4× (docs/decisions/first-checkout-press.md).
    // With the app, the basket's record and the held presses' controls found again (about 0.7 kB),
    // and the sign-in page's code loaded before the press (about 110 B).
    // Ten builds: median 113,671 B, spread 150 B.
    name: "every script / fetches (Firebase included; not the sign-in page, not ?vitals)",
    path: ["dist-test/assets/*.js", "!dist-test/assets/login-page-*.js", "!dist-test/assets/web-vitals-*.js"],
    limit: "113.83 kB",
  },
  {
    // Workbox's precaching and routing (about 5 kB) and the shop's own routes and update handling:
    // fetched once the page is idle, under 0.05 s of slow 4G. Ten builds: median 6,873 B, spread 58 B.
    name: "the offline worker (sw.js, fetched once the page is idle)",
    path: "dist-test/sw.js",
    limit: "6.94 kB",
  },
];

/**
 * A page's HTML with its inline CSS, brotli. A page paints from its HTML alone, so the HTML must
 * come in the first round trip: TCP's first window, 10 segments of 1,460 bytes, is 14.6 kB with
 * Hosting's headers.
 * @param {import("./src/pages/page.ts").Page} page
 * @param {string} limit
 */
const pageBudget = ({ path }, limit) => ({
  name: `${path} HTML + CSS`,
  path: `dist-test/${pageFile(path)}`,
  limit,
});

const pageBudgets = [
  // The header, the order summary and the lines, and the basket's hint (about 0.75 kB, which brings a
  // page thrown away back with its basket): 6.7 of the first round trip's 14.6 kB left for headers.
  // Ten builds: median 7,894 B, spread 16 B.
  pageBudget(checkout, "7.91 kB"),
  // The header, twelve cards and the first banner picture inline, the largest paint, and the basket's
  // hint (about 0.75 kB): 4.5 of the first round trip's 14.6 kB left for headers.
  // Ten builds: median 10,024 B, spread 41 B.
  pageBudget(home, "10.07 kB"),
  // The sign-in card and its form, with no header, and the basket's hint (about 0.75 kB: the basket a
  // shopper signs in with comes back too): 7.0 of the first round trip's 14.6 kB left for headers.
  // Ten builds: median 7,524 B, spread 60 B.
  pageBudget(login, "7.59 kB"),
];

export default [...scripts, ...pageBudgets];
