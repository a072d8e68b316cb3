#!/usr/bin/env node
// @ts-check
// `npm run grades`: the graders security and web-standards people use themselves, run offline on a
// production build made as a deploy makes it (for a project's settings, placeholders here, not the
// Auth Emulator) and served as production serves it (the Hosting emulator with firebase.json).
// Fails when MDN's HTTP Observatory projects production under what is HELD, or a gate below finds
// anything. GRADES_PORT (4390) moves the server; SKIP_BUILD=1 with BUILD_OUT_DIR grades a build made.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { scan } from "@mdn/mdn-http-observatory";
import { chromium } from "@playwright/test";
import { CspEvaluator } from "csp_evaluator/dist/evaluator.js";
import { Severity } from "csp_evaluator/dist/finding.js";
import { CspParser } from "csp_evaluator/dist/parser.js";
import { Window } from "happy-dom";
import { importMapChunks } from "../builder/build-cache.ts";
import { integrityOfBytes } from "../builder/hashes.ts";
import { policyTextOfPage } from "../builder/page-policy.ts";
import * as pages from "../src/pages/all-pages.ts";
import { CHROMIUM_FLAGS, ensureChromium } from "./browsers.mjs";
import { isPortFree, root, startEmulators } from "./emulators.mjs";
import { getScoreModifier, subresourceIntegrityTest } from "./observatory-internals.mjs";
import { checkMarkup, markupMessages } from "./vnu.mjs";

/** @import { Locator } from "@playwright/test" */
/** @import { Finding } from "csp_evaluator/dist/finding.js" */
/** @typedef {Pick<Finding, "severity" | "directive" | "value" | "description"> & { name: string }} PageFinding */
/** @import { MarkupDocument } from "./vnu.mjs" */

/** A project's settings, as a deploy has them (scripts/build.mjs --deploy): placeholders, never served. */
const DEPLOY_SETTINGS = {
  VITE_FIREBASE_API_KEY: "grades-placeholder-key",
  VITE_FIREBASE_AUTH_DOMAIN: "demo-bazaar.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "demo-bazaar",
  VITE_FIREBASE_APP_ID: "1:0:web:grades",
};
const PORT = Number(process.env.GRADES_PORT ?? 4390);
const OUT_DIR = process.env.BUILD_OUT_DIR ?? "dist-grades";
const HOST = `127.0.0.1:${PORT}`;
/** @type {import("../src/pages/page.ts").Page[]} */
const SITE_PAGES = Object.values(pages);
const { home, checkout, login } = pages;
/** Each page's address and the status it is served with; the fallback page's at an address of none, with 404. */
const STATUS_BY_ADDRESS = {
  ...Object.fromEntries(SITE_PAGES.flatMap(({ path, fallback }) => (fallback ? [] : [[path, 200]]))),
  "/no-such-page": 404,
};

// What production Hosting does itself and a local HTTP server cannot: it redirects HTTP to HTTPS
// and sends its own HSTS header (a year; it refuses a custom one). No preload is assumed: a custom
// domain may not be on the list.
const HOSTING_ITSELF = {
  redirection: "redirection-to-https",
  "strict-transport-security": "hsts-implemented-max-age-at-least-six-months",
};
// The best result of each test that firebase.json and the pages can reach, in plain words; 100
// plus their modifiers is the goal. (Cookies: the site sets none.)
const BEST = {
  "content-security-policy": ["csp-implemented-with-no-unsafe-default-src-none", "default-src 'none'"],
  "cross-origin-resource-policy": ["corp-implemented-with-same-origin", "CORP: same-origin"],
  // The Observatory reads only the <script> tags of /.
  "subresource-integrity": ["sri-implemented-and-all-scripts-loaded-securely", "<script src integrity> on /"],
  "referrer-policy": ["referrer-policy-private", "a private Referrer-Policy"],
  "x-frame-options": ["x-frame-options-implemented-via-csp", "frame-ancestors in the CSP"],
};
const BEST_OF = new Map(Object.entries(BEST));
const GOAL = 100 + Object.values(BEST).reduce((sum, [best]) => sum + getScoreModifier(best), 0);
// What the run must not fall below, until / names a script in its HTML: the SRI credit (+5) needs a
// <script src integrity> there, and / names none, on purpose: its only script file is fetched by
// the inline loader once the first frame is painted (docs/security.md, docs/performance.md).
const HELD = GOAL - getScoreModifier(BEST["subresource-integrity"][0]);

// The Observatory reads Chromium's HSTS preload list from its conf/ folder, where its install script
// (which the project skips) downloads it. An empty list preloads no host: HSTS is projected above.
const observatory = createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json");
const preloadList = path.join(path.dirname(observatory), "conf/hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}");

/**
 * Serves the build (Hosting alone: nothing here signs in) and grades it as served and in use.
 * @param {string[]} scripts
 */
async function gradeServed(scripts) {
  if (!(await isPortFree(PORT))) throw new Error(`Port ${PORT} is busy: set GRADES_PORT to another.`);
  const emulators = startEmulators({ hostingPort: PORT, publicDir: OUT_DIR });
  process.once("SIGINT", () => emulators.stop().then(() => process.exit(130)));
  process.once("SIGTERM", () => emulators.stop().then(() => process.exit(143)));
  try {
    await emulators.ready;
    // scan() takes a host name and ignores its options; a 'host:port' goes straight into the http://
    // and https:// addresses it builds. Its HTTPS request fails: the emulator speaks HTTP alone.
    const result = await scan(HOST);
    /** @param {[name: string, status: number]} page */
    const served = async ([name, status]) => {
      const response = await fetch(`http://${HOST}${name}`, { redirect: "manual" });
      const [header, type] = ["content-security-policy", "content-type"].map((h) => response.headers.get(h));
      const right = response.status === status && type?.startsWith("text/html");
      const wrong = right ? [] : [`${name} comes with ${response.status} ${type}, not ${status} text/html.`];
      return { name: `${name} as served`, html: await response.text(), header, wrong };
    };
    /** @type {(address: string) => Promise<[address: string, integrity: string]>} */
    const hash = async (address) => [
      address,
      integrityOfBytes(Buffer.from(await (await fetch(`http://${HOST}${address}`)).arrayBuffer())),
    ];
    return {
      result,
      documents: await Promise.all(Object.entries(STATUS_BY_ADDRESS).map(served)),
      hydrated: await hydratedPages(),
      served: new Map(await Promise.all(scripts.map((file) => hash(`/${file}`)))),
    };
  } finally {
    await emulators.stop();
  }
}

/**
 * In the system Chromium: / with 3 items in the basket, then the basket and the sign-in page reached
 * through the header's links (a page load would empty the basket), and the not-found page. Throws
 * when a step does not happen, or a page throws an uncaught error.
 */
async function hydratedPages() {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ baseURL: `http://${HOST}`, viewport: { width: 1440, height: 900 } });
  /** @type {string[]} */
  const errors = [];
  /** @type {MarkupDocument[]} */
  const documents = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  const [banner, hydrated] = [page.getByRole("banner"), page.locator("html[data-hydrated]")];
  // Waits for the page's sign (so it is the page named, not the one before), hydration, and the
  // greeting where it has a header (the provider has answered); then keeps the page's markup.
  /**
   * @param {string} name
   * @param {Locator} sign
   */
  const take = async (name, sign) => {
    const failed = (/** @type {Error} */ error) => Promise.reject(new Error(`${name}: ${error.message}`));
    await sign.waitFor().catch(failed);
    const at = new URL(page.url()).pathname; // the name begins with the page's path
    if (at !== name.split(" ")[0]) throw new Error(`${name}: the browser is at ${at}.`);
    await hydrated.waitFor({ state: "attached" }).catch(failed);
    if (await banner.count())
      await banner
        .getByText(/^Hello /)
        .waitFor()
        .catch(failed);
    documents.push({ name, html: await page.content() });
  };
  try {
    const cards = page.getByRole("main").getByRole("article");
    const basket = page.getByRole("link", { name: "Basket, 3 items" });
    await page.goto(home.path);
    await hydrated.waitFor({ state: "attached" });
    for (const n of [0, 7, 3]) await cards.nth(n).getByRole("button", { name: "Add to Basket" }).click();
    await take("/ hydrated, 3 items in the basket", basket);
    await basket.click();
    await take(`${checkout.path} hydrated, 3 items`, page.getByText("Subtotal (3 items)"));
    if ((await cards.count()) !== 3) throw new Error(`The basket lists ${await cards.count()} items, not 3.`);
    await banner.getByRole("link", { name: "Sign In" }).click();
    await take(`${login.path} hydrated`, page.getByRole("button", { name: "Sign In", exact: true }));
    await page.goto("/no-such-page");
    const heading = { level: 1, name: "Sorry, we couldn't find that page" };
    await take("/no-such-page hydrated (the not-found page)", page.getByRole("heading", heading));
    if (errors.length) throw new Error(`Uncaught errors in the pages: ${errors.join("; ")}`);
    return documents;
  } finally {
    await browser.close();
  }
}

const parser = new new Window().DOMParser();
// Where a page names a script or stylesheet, and the attribute that carries its hash: boot.ts is
// named on the inline loader that fetches it (data-boot), which hands the script data-integrity.
const LINKS = "[rel~=stylesheet], [rel~=modulepreload], [rel~=preload][as=script], [rel~=preload][as=style]";
/** @type {[what: string, selector: string, address: string, hash: string][]} */
const NAMED = [
  ["a script", "script[src]", "src", "integrity"],
  ["boot.ts's loader", "script[data-boot]", "data-boot", "data-integrity"],
  ["a link", `link:is(${LINKS})`, "href", "integrity"],
];

/**
 * Each script or stylesheet a page names without its hash, and each script chunk its import map
 * leaves without the hash of its served bytes, under its own address or a retry address (each
 * lazily loaded chunk must have some: see the chunk importer); only pages that load the app
 * (boot.ts's loader) have a map.
 * @param {MarkupDocument} page
 * @param {Map<string, string>} served each script's address and the integrity of its served bytes
 * @param {Set<string>} lazy the chunks that load lazily
 */
function unsigned({ name, html }, served, lazy) {
  const page = parser.parseFromString(html, "text/html");
  const named = NAMED.flatMap(([what, selector, address, hash]) =>
    [...page.querySelectorAll(selector)]
      .filter((element) => !element.hasAttribute(hash))
      .map((element) => `${name}: ${what} names ${element.getAttribute(address)} with no ${hash}.`),
  );
  if (!page.querySelector("script[data-boot]")) return named;
  const map = page.querySelector('script[type="importmap"]');
  if (!map) return [...named, `${name}: no import map gives the script chunks their hashes.`];
  /** @type {{ integrity?: Record<string, string> }} */
  const { integrity = {} } = JSON.parse(map.textContent ?? "{}");
  const mapped = [...served].flatMap(([address, hash]) => {
    const addresses = Object.keys(integrity).filter((key) => key.split("?")[0] === address);
    if (!integrity[address]) return [`${name}: the import map gives ${address} no hash.`];
    if (lazy.has(address.slice(1)) && !addresses.some((key) => key.includes("?retry=")))
      return [`${name}: the import map names no retry address of ${address}.`];
    return addresses
      .filter((key) => integrity[key] !== hash)
      .map((key) => `${name}: the import map's hash for ${key} is not the served bytes'.`);
  });
  return [...named, ...mapped];
}

/**
 * Scores results as the Observatory does: bonuses count only once the penalties leave 90 or more.
 * @param {Record<string, string>} results each test's result
 */
function score(results) {
  /** @type {number[]} */
  const modifiers = Object.values(results).map(getScoreModifier);
  const penalised = modifiers.filter((m) => m < 0).reduce((sum, m) => sum + m, 100);
  return penalised >= 90 ? modifiers.reduce((sum, m) => sum + m, 100) : penalised;
}

/**
 * @param {unknown} error
 * @returns {never}
 */
function fail(error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

if (!process.env.SKIP_BUILD) {
  const env = { ...process.env, ...DEPLOY_SETTINGS, BUILD_OUT_DIR: OUT_DIR };
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(1);
}
// The build's script chunks, and which load lazily (builder/build-cache.ts).
const chunks = importMapChunks(path.join(root, OUT_DIR));
const { result, documents, hydrated, served } = await gradeServed(chunks.scripts).catch(fail);

// Production's Observatory reads / over HTTPS, where its SRI test credits same-origin scripts too.
const requestsOfHome = {
  hostname: HOST,
  responses: { auto: { headers: { "content-type": "text/html" } } },
  resources: { path: documents[0]?.html ?? null },
  session: { url: new URL(`https://${HOST}/`) },
};
// A scan's requests hold whole axios answers and a session; the test reads only these.
const sri = subresourceIntegrityTest(requestsOfHome).result;
const projected = Object.fromEntries(Object.entries(result.tests).map(([name, test]) => [name, test.result]));
Object.assign(projected, HOSTING_ITSELF, { "subresource-integrity": sri });

// Each page's policy as the browser enforces it: its own <meta>, with the header's frame-ancestors.
const findings = documents.flatMap(({ name, html, header }) => {
  const policy = [policyTextOfPage(html), header].filter(Boolean).join("; ");
  return new CspEvaluator(new CspParser(policy).csp).evaluate().map((finding) => ({ ...finding, name }));
});
const said = (/** @type {PageFinding} */ { name, severity, directive, value, description }) =>
  `${name}: ${Severity[severity]} in ${directive}${value ? ` ${value}` : ""}: ${description}`;
const projectedScore = score(projected);
// Each gate, and what it finds short in plain words: it passes with nothing.
const gates = {
  "HTTP Observatory, production (projected)":
    projectedScore < HELD ? [`${projectedScore}, under ${HELD}`] : [],
  "Subresource integrity, every page": documents.flatMap((page) => unsigned(page, served, chunks.lazy)),
  // The lower the number, the more severe: INFO and NONE are fine.
  "CSP Evaluator, above informational": findings.filter((f) => f.severity < Severity.INFO).map(said),
  "Pages served as HTML, with their status": documents.flatMap((page) => page.wrong),
  // One run of the checker (Java takes seconds to start) for the pages as served and as hydrated.
  "Nu Html Checker, served and hydrated": markupMessages(
    await checkMarkup([...documents, ...hydrated]).catch(fail),
  ),
};
console.log(
  `\nHTTP Observatory: ${result.scan.score} here (HTTP); ${projectedScore} projected for production`,
);
console.log(`  (goal ${GOAL}, held ${HELD}). CSP Evaluator: ${findings.length} finding(s) in all.`);
for (const [gate, lines] of Object.entries(gates)) console.log(`${lines.length ? "FAIL" : "pass"}  ${gate}`);
const needs = (/** @type {[name: string, value: string]} */ [name, value]) => {
  const best = BEST_OF.get(name);
  return best ? `needs ${best[1]}` : `${value} costs ${getScoreModifier(value)}`;
};
const missing = [
  ...Object.entries(projected)
    .filter(([name, value]) => getScoreModifier(value) < getScoreModifier(BEST_OF.get(name)?.[0]))
    .map((test) => `Observatory ${test[0]}: ${needs(test)}.`),
  ...findings
    .filter((f) => f.severity >= Severity.INFO)
    .map((f) => `(informational) CSP Evaluator, ${said(f)}`),
  ...Object.entries(gates).flatMap(([gate, lines]) => lines.map((line) => `${gate}: ${line}`)),
];
if (missing.length) console.log(`\nWhat is missing:\n${missing.map((line) => `  - ${line}`).join("\n")}`);
process.exit(Object.values(gates).some((lines) => lines.length) ? 1 : 0);
