// Finds Firefox and WebKit for the cross-engine journeys (never a browser download): Debian's
// firefox-esr, driven over WebDriver BiDi, and WebKitGTK's WebKitWebDriver with its MiniBrowser,
// which needs a display (Xvfb). Installs the missing Debian packages when root; otherwise says how.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const first = (paths) => paths.find((candidate) => candidate && existsSync(candidate)) ?? null;

function miniBrowser() {
  if (process.env.MINIBROWSER_PATH) return first([process.env.MINIBROWSER_PATH]);
  const lib = "/usr/lib";
  const arches = existsSync(lib) ? readdirSync(lib).filter((name) => name.includes("-linux-")) : [];
  return first(arches.map((arch) => `${lib}/${arch}/webkit2gtk-4.1/MiniBrowser`));
}

/** Where each engine's pieces are, or null for what is missing. */
export function findEngines() {
  return {
    // A path set in the environment is the one wanted: no other is taken in its place.
    firefox: first(
      process.env.FIREFOX_PATH ? [process.env.FIREFOX_PATH] : ["/usr/bin/firefox-esr", "/usr/bin/firefox"],
    ),
    webkitDriver: first(
      process.env.WEBKIT_DRIVER_PATH ? [process.env.WEBKIT_DRIVER_PATH] : ["/usr/bin/WebKitWebDriver"],
    ),
    miniBrowser: miniBrowser(),
    xvfb: first(["/usr/bin/Xvfb"]),
  };
}

/** The Debian packages that would supply what is missing. */
function missingPackages(found) {
  return [
    ...(found.firefox ? [] : ["firefox-esr"]),
    ...(found.webkitDriver && found.miniBrowser ? [] : ["webkit2gtk-driver"]),
    ...(found.xvfb ? [] : ["xvfb"]),
  ];
}

/**
 * Finds the engines, installing what is missing when we can (root, apt). Returns, per engine,
 * either its pieces or the reason it cannot run, in words that say what to install.
 */
export function ensureEngines() {
  let found = findEngines();
  const packages = missingPackages(found);
  if (
    packages.length &&
    process.platform === "linux" &&
    process.getuid?.() === 0 &&
    existsSync("/usr/bin/apt-get")
  ) {
    console.log(`Installing Debian's ${packages.join(", ")} for the cross-engine journeys (apt-get)…`);
    try {
      execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
      execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    } catch (error) {
      console.error(`apt-get could not install ${packages.join(", ")}: ${error.message}`);
    }
    found = findEngines();
  }
  return { found, reasons: skipReasons(found) };
}

/** Why an engine cannot run with what is installed (null when it can). */
export function skipReasons(found = findEngines()) {
  const install = (what) => `install it: sudo apt-get install -y ${what}`;
  const webkitMissing = [
    ...(found.webkitDriver && found.miniBrowser
      ? []
      : ["WebKitWebDriver and MiniBrowser (webkit2gtk-driver)"]),
    ...(found.xvfb ? [] : ["a display server for MiniBrowser (xvfb)"]),
  ];
  return {
    firefox: found.firefox
      ? null
      : `no Firefox (firefox-esr): ${install("firefox-esr")}, or set FIREFOX_PATH`,
    webkit: webkitMissing.length
      ? `no ${webkitMissing.join(" nor ")}: ${install(
          missingPackages(found)
            .filter((p) => p !== "firefox-esr")
            .join(" "),
        )}`
      : null,
  };
}
