// @ts-check
// The size budgets `npm test` checks on a production build in dist-test/: the scripts', the
// worker's, and each page's HTML (with its inline CSS), as src/pages/all-pages.ts sets it.
import * as pages from "./src/pages/all-pages.ts";
import { pageFile } from "./src/pages/page.ts";

/** @type {{ name: string, path: string | string[], limit: string }[]} */
const scripts = [
  {
    name: "JS before / is interactive (boot, app, React DOM)",
    path: ["dist-test/assets/{index,main,client,react}-*.js"],
    limit: "78.7 kB",
  },
  {
    name: "every script / fetches (Firebase included; not the sign-in page, not ?vitals)",
    path: ["dist-test/assets/*.js", "!dist-test/assets/login-page-*.js", "!dist-test/assets/web-vitals-*.js"],
    limit: "112.9 kB",
  },
  {
    name: "the offline worker (sw.js, fetched once the page is idle)",
    path: "dist-test/sw.js",
    limit: "7.5 kB",
  },
];

/** @type {import("./src/pages/page.ts").Page[]} */
const sitePages = Object.values(pages);
const pageBudgets = sitePages.flatMap(({ path, htmlBudget }) =>
  htmlBudget ? [{ name: `${path} HTML + CSS`, path: `dist-test/${pageFile(path)}`, limit: htmlBudget }] : [],
);

export default [...scripts, ...pageBudgets];
