#!/usr/bin/env node
// `npm run grades`: the graders security and web-standards people use themselves, run offline
// against a production build served as production serves it (the Hosting emulator with
// firebase.json): MDN's HTTP Observatory (the local score, and what production Hosting would score),
// subresource integrity on every page, Google's CSP Evaluator on the Content-Security-Policy as
// served, and the W3C Nu Html Checker on each page as served. Fails when the projected Observatory
// score is under what is held (135 less the SRI credit, see HELD), a page names a script or
// stylesheet without integrity, a page's import map leaves a script chunk without the hash of its
// served bytes, the CSP Evaluator finds anything above informational in a page's policy, or the
// markup has an error or a warning. The build is made as a deploy makes it: for a project's
// settings (placeholders here), not the Auth Emulator.
// GRADES_PORT (4390) moves the server; SKIP_BUILD=1 with BUILD_OUT_DIR grades a build already made.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { scan } from "@mdn/mdn-http-observatory";
import { subresourceIntegrityTest } from "@mdn/mdn-http-observatory/src/analyzer/tests/subresource-integrity.js";
import { getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { CspEvaluator } from "csp_evaluator/dist/evaluator.js";
import { Severity } from "csp_evaluator/dist/finding.js";
import { CspParser } from "csp_evaluator/dist/parser.js";
import { Window } from "happy-dom";
import { isPortFree, root, startEmulators } from "./emulators.mjs";
import { chunksOf, integrityOfBytes } from "./hashes.mjs";
import { policyTextOfPage } from "./page-policy.mjs";
import { checkMarkup, markupMessages } from "./vnu.mjs";

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
const PAGES = ["/", "/checkout", "/login", "/no-such-page", "/floor"];

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
  "content-security-policy": [
    "csp-implemented-with-no-unsafe-default-src-none",
    "default-src 'none' in the CSP (each kind of resource then allowed by a directive of its own)",
  ],
  "cross-origin-resource-policy": [
    "corp-implemented-with-same-origin",
    "Cross-Origin-Resource-Policy: same-origin (or same-site)",
  ],
  "subresource-integrity": [
    "sri-implemented-and-all-scripts-loaded-securely",
    "a <script src> with integrity on / (the Observatory reads only the <script> tags of /)",
  ],
  "referrer-policy": ["referrer-policy-private", "a private Referrer-Policy"],
  "x-frame-options": ["x-frame-options-implemented-via-csp", "frame-ancestors in the CSP"],
};
const GOAL = 100 + Object.values(BEST).reduce((sum, [best]) => sum + getScoreModifier(best), 0);
// What the run must not fall below, until / names a script in its HTML: the SRI credit (+5) needs a
// <script src integrity> there, and / names none, on purpose: its only script file is fetched by
// the inline loader once the first frame is painted (README, Security and Performance).
const HELD = GOAL - getScoreModifier(BEST["subresource-integrity"][0]);

// The Observatory reads Chromium's HSTS preload list from its own conf/ folder, where its install
// script downloads it; that cannot run here (and the project skips install scripts). An empty
// list, in the map form it reads, preloads no host: production's HSTS is projected above instead.
const observatory = path.dirname(
  createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"),
);
const preloadList = path.join(observatory, "conf/hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}");

/**
 * Serves the build with the Hosting emulator alone and returns the Observatory's scan, each page,
 * and the hash of each script chunk's served bytes, by address.
 */
async function gradeServed(scripts) {
  if (!(await isPortFree(PORT))) throw new Error(`Port ${PORT} is busy: set GRADES_PORT to another.`);
  // Hosting alone: nothing graded here signs in.
  const emulators = startEmulators({ hostingPort: PORT, publicDir: OUT_DIR });
  process.once("SIGINT", () => emulators.stop().then(() => process.exit(130)));
  process.once("SIGTERM", () => emulators.stop().then(() => process.exit(143)));
  try {
    await emulators.ready;
    // scan() takes a host name and ignores its options; a 'host:port' goes straight into the http://
    // and https:// addresses it builds. Its HTTPS request fails: the emulator speaks HTTP alone.
    const result = await scan(HOST);
    const page = async (name) => {
      const response = await fetch(`http://${HOST}${name}`);
      return { name, html: await response.text(), header: response.headers.get("content-security-policy") };
    };
    const servedHash = async (address) => [
      address,
      integrityOfBytes(Buffer.from(await (await fetch(`http://${HOST}${address}`)).arrayBuffer())),
    ];
    return {
      result,
      documents: await Promise.all(PAGES.map(page)),
      served: new Map(await Promise.all(scripts.map((file) => servedHash(`/${file}`)))),
    };
  } finally {
    await emulators.stop();
  }
}

/**
 * Each script chunk the page's import map leaves without the hash of its served bytes, under its
 * own address or a retry address (each lazily loaded chunk must have some: see the chunk importer);
 * only pages that load the app (boot.ts's loader) have a map.
 */
function uncheckedChunks({ name, html }, served, lazy) {
  const page = parser.parseFromString(html, "text/html");
  if (!page.querySelector("script[data-boot]")) return [];
  const map = page.querySelector('script[type="importmap"]');
  if (!map) return [`${name}: no import map gives the script chunks their hashes.`];
  const { integrity = {} } = JSON.parse(map.textContent ?? "{}");
  return [...served].flatMap(([address, hash]) => {
    const addresses = Object.keys(integrity).filter((key) => key.split("?")[0] === address);
    const retries = addresses.filter((key) => key.includes("?retry="));
    if (!integrity[address]) return [`${name}: the import map gives ${address} no hash.`];
    if (lazy.has(address.slice(1)) && !retries.length)
      return [`${name}: the import map names no retry address of ${address}.`];
    return addresses
      .filter((key) => integrity[key] !== hash)
      .map((key) => `${name}: the import map's hash for ${key} is not the served bytes'.`);
  });
}

/** The Observatory's own SRI test on a page's HTML as production serves it: over HTTPS. */
function sriOverHttps(html) {
  return subresourceIntegrityTest({
    hostname: HOST,
    responses: { auto: { headers: { "content-type": "text/html" } } },
    resources: { path: html },
    session: { url: new URL(`https://${HOST}/`) },
  }).result;
}

const parser = new new Window().DOMParser();
// Where a page names a script or stylesheet, and the attribute that carries its hash: boot.ts is
// named on the inline loader that fetches it (data-boot), which hands the script data-integrity.
const NAMED = [
  ["a script", "script[src]", "src", "integrity"],
  ["boot.ts's loader", "script[data-boot]", "data-boot", "data-integrity"],
  [
    "a link",
    "link:is([rel~=stylesheet], [rel~=modulepreload], [rel~=preload][as=script], [rel~=preload][as=style])",
    "href",
    "integrity",
  ],
];

/** Each script or stylesheet a page names without its hash, in plain words. */
function withoutIntegrity({ name, html }) {
  const page = parser.parseFromString(html, "text/html");
  return NAMED.flatMap(([what, selector, address, hash]) =>
    [...page.querySelectorAll(selector)]
      .filter((element) => !element.hasAttribute(hash))
      .map((element) => `${name}: ${what} names ${element.getAttribute(address)} with no ${hash}.`),
  );
}

/** Scores results as the Observatory does: bonuses count only once the penalties leave 90 or more. */
function score(results) {
  const modifiers = Object.values(results).map(getScoreModifier);
  const penalised = modifiers.filter((m) => m < 0).reduce((sum, m) => sum + m, 100);
  return penalised >= 90 ? modifiers.reduce((sum, m) => sum + m, 100) : penalised;
}

/** Plain words for each test that falls short of the best firebase.json and the pages can reach. */
function shortfalls(results) {
  return Object.entries(results)
    .filter(([name, result]) => getScoreModifier(result) < getScoreModifier(BEST[name]?.[0]))
    .map(([name, result]) => {
      const needs = BEST[name] ? `needs ${BEST[name][1]}` : `${result} costs ${getScoreModifier(result)}`;
      return `Observatory ${name}: ${needs}.`;
    });
}

function fail(error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const row of rows)
    console.log(`  ${row.map((cell, i) => String(cell).padEnd(widths[i])).join("  ")}`.trimEnd());
}

if (!process.env.SKIP_BUILD) {
  const env = { ...process.env, ...DEPLOY_SETTINGS, BUILD_OUT_DIR: OUT_DIR };
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(1);
}
// The build's script chunks, and which load lazily (scripts/hashes.mjs).
const chunks = chunksOf(path.join(root, OUT_DIR));
const { result, documents, served } = await gradeServed(chunks.scripts).catch(fail);

const local = Object.fromEntries(Object.entries(result.tests).map(([name, test]) => [name, test.result]));
// Production's Observatory reads / over HTTPS, where its SRI test credits same-origin scripts too.
const projected = { ...local, ...HOSTING_ITSELF, "subresource-integrity": sriOverHttps(documents[0].html) };
console.log(`\nMDN HTTP Observatory on http://${HOST}/, and as production would serve it:`);
printTable([
  ["test", "local result", "score", "production result", "score"],
  ...Object.entries(result.tests).map(([name, test]) => [
    name,
    `${test.pass ? "pass" : "FAIL"} ${test.result}`,
    test.scoreModifier,
    projected[name] === test.result ? "(same)" : projected[name],
    getScoreModifier(projected[name]),
  ]),
]);

// Each page's policy as the browser enforces it: its own <meta>, with the header's frame-ancestors.
const findings = documents.flatMap(({ name, html, header }) => {
  const policy = [policyTextOfPage(html), header].filter(Boolean).join("; ");
  return new CspEvaluator(new CspParser(policy).csp).evaluate().map((finding) => ({ ...finding, name }));
});
console.log(`\nCSP Evaluator on each page's policy as served: ${findings.length} finding(s)`);
for (const { name, severity, directive, value, description } of findings) {
  console.log(`  ${name}: ${Severity[severity]}  ${directive}${value ? ` ${value}` : ""}: ${description}`);
}
// The lower the number, the more severe: INFO and NONE are fine.
const serious = findings.filter((finding) => finding.severity < Severity.INFO);

const markup = markupMessages(await checkMarkup(documents).catch(fail));
const unsigned = [
  ...documents.flatMap(withoutIntegrity),
  ...documents.flatMap((document) => uncheckedChunks(document, served, chunks.lazy)),
];
const projectedScore = score(projected);
const verdict = (ok) => (ok ? "pass" : "FAIL");
const rows = [
  ["checker", "figure", "goal", "result"],
  ["HTTP Observatory, local (HTTP)", result.scan.score, "-", "-"],
  [
    "HTTP Observatory, production (projected)",
    projectedScore,
    `${GOAL} (held: ${HELD})`,
    verdict(projectedScore >= HELD),
  ],
  ["Subresource integrity, every page", `${unsigned.length} without`, "0", verdict(!unsigned.length)],
  ["CSP Evaluator", `${serious.length} above informational`, "0", verdict(!serious.length)],
  ["Nu Html Checker, every page", `${markup.length} errors and warnings`, "0", verdict(!markup.length)],
];
console.log();
printTable(rows);
const missing = [
  ...shortfalls(projected),
  ...unsigned.map((line) => `Subresource integrity, ${line}`),
  ...serious.map(
    (f) => `CSP Evaluator, ${f.name}: ${Severity[f.severity]} in ${f.directive}: ${f.description}`,
  ),
  ...markup.map((line) => `Markup, ${line}`),
];
if (missing.length) console.log(`\nWhat is missing:\n${missing.map((line) => `  - ${line}`).join("\n")}`);
process.exit(rows.some((row) => row[3] === "FAIL") ? 1 : 0);
