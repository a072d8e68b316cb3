#!/usr/bin/env node
// @ts-check
// Finds the browsers the tests, the grades and the benchmark drive, never a browser download:
// Debian's chromium; firefox-esr, driven over WebDriver BiDi; WebKitGTK's WebKitWebDriver with its
// MiniBrowser, which needs a display (Xvfb). Installs the missing Debian packages when root (as in
// CI's container: `node scripts/browsers.mjs`); otherwise each reason says what to install.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

export const CHROMIUM_FLAGS = "--no-sandbox --disable-gpu --disable-quic --no-first-run --disable-sync"
  .concat(" --disable-background-networking --disable-component-update")
  .split(" ");

/** @param {(string | undefined)[]} paths */
const first = (paths) => paths.find((candidate) => candidate && existsSync(candidate)) ?? null;
// A path set in the environment is the one wanted: no other is taken in its place.
/**
 * @param {string} variable
 * @param {string[]} paths
 */
const wanted = (variable, paths) => first(process.env[variable] ? [process.env[variable]] : paths);
const miniBrowsers = (existsSync("/usr/lib") ? readdirSync("/usr/lib") : [])
  .filter((dir) => dir.includes("-linux-"))
  .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`);

export const findChromium = () =>
  wanted("CHROME_PATH", ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]);

/** Where each engine's pieces are, or null for what is missing. */
export const findEngines = () => ({
  chromium: findChromium(),
  firefox: wanted("FIREFOX_PATH", ["/usr/bin/firefox-esr", "/usr/bin/firefox"]),
  webkitDriver: wanted("WEBKIT_DRIVER_PATH", ["/usr/bin/WebKitWebDriver"]),
  miniBrowser: wanted("MINIBROWSER_PATH", miniBrowsers),
  xvfb: first(["/usr/bin/Xvfb"]),
});

/** @typedef {ReturnType<typeof findEngines>} Found */
/** @typedef {"chromium" | "firefox" | "webkit"} Engine */
/** @typedef {[name: string, supplies: string, found: string | null, variable?: string]} DebianPackage */

/**
 * Each engine's Debian packages: [package, what it supplies, found?, the variable that names it].
 * @param {Found} found
 * @returns {Record<Engine, DebianPackage[]>}
 */
const packagesOf = (found) => ({
  chromium: [["chromium", "Chromium", found.chromium, "CHROME_PATH"]],
  firefox: [["firefox-esr", "Firefox", found.firefox, "FIREFOX_PATH"]],
  webkit: [
    ["webkit2gtk-driver", "WebKitWebDriver and MiniBrowser", found.webkitDriver && found.miniBrowser],
    ["xvfb", "a display server for MiniBrowser", found.xvfb],
  ],
});

/**
 * Why each engine cannot run with what is installed (null when it can), saying what to install.
 * @returns {Record<Engine, string | null>}
 */
export function skipReasons(found = findEngines()) {
  /** @param {DebianPackage[]} packages */
  const reason = (packages) => {
    const missing = packages.filter(([, , ok]) => !ok);
    if (!missing[0]) return null;
    const what = missing.map(([name, thing]) => `${thing} (${name})`).join(" nor ");
    const variable = missing[0][3];
    const given = variable && process.env[variable];
    const set = given ? ` (${variable}=${given} is not there)` : variable ? `, or set ${variable}` : "";
    return `no ${what}: install it: sudo apt-get install -y ${missing.map(([name]) => name).join(" ")}${set}`;
  };
  const packages = packagesOf(found);
  return {
    chromium: reason(packages.chromium),
    firefox: reason(packages.firefox),
    webkit: reason(packages.webkit),
  };
}

/**
 * Finds the engines (all, or those named), first installing the missing when it can (root, apt-get).
 * @param {Engine[]} engines
 */
export function ensureBrowsers(engines = ["chromium", "firefox", "webkit"]) {
  const missing = engines
    .flatMap((engine) => packagesOf(findEngines())[engine])
    .filter(([, , ok, variable]) => !ok && !(variable && process.env[variable]))
    .map(([name]) => name);
  if (missing.length && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`Installing Debian's ${missing.join(", ")} for the browser tests (apt-get)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    try {
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
      execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
    } catch (error) {
      console.error(
        `apt-get could not install ${missing.join(", ")}: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  const found = findEngines();
  return { found, reasons: skipReasons(found) };
}

/** The system Chromium, installed first when it can be; throws saying how to get one. */
export function ensureChromium() {
  const { found, reasons } = ensureBrowsers(["chromium"]);
  if (!found.chromium) throw new Error(`Chromium cannot run: ${reasons.chromium}`);
  return found.chromium;
}

// `node scripts/browsers.mjs`: install what is missing (as root), say where each is and why not.
if (process.argv[1] === import.meta.filename) {
  const browsers = ensureBrowsers();
  console.log(browsers);
  process.exit(Object.values(browsers.reasons).some(Boolean) ? 1 : 0);
}
