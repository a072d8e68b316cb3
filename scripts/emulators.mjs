// Starts the official Firebase emulators (firebase-tools) the way `npm start` and the browser
// tests need them: Hosting serving a build with the firebase.json that deploys, and the Auth
// Emulator; offline (CI=true), with no Emulator UI (it is a download), and stops them again.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import local from "../src/shared/config/local-firebase.json" with { type: "json" };
import { HASHES_FILE, withHashes } from "./hashes.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const EMULATOR_PROJECT_ID = local.projectId;
const firebaseBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve("firebase-tools/package.json")),
  "lib/bin/firebase.js",
);

/** The emulator hub and its logging port sit just above the Auth Emulator's port (Hosting's, alone). */
export const hubPortsFor = (authPort) => [authPort + 1, authPort + 2];

/** Resolves true when nothing listens on 127.0.0.1:`port`. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * The local run's config: firebase.json as it deploys, served from `publicDir` with the CSP's
 * hashes of the build there (scripts/hashes.mjs), plus what only a local run needs (the ports, and
 * the Auth Emulator's origin in the CSP's connect-src). Written to
 * the git-ignored .firebase/ folder, which firebase-tools then takes as the project folder.
 */
function writeLocalConfig({ hostingPort, authPort, publicDir }) {
  const config = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8"));
  const [hubPort, loggingPort] = hubPortsFor(authPort ?? hostingPort);
  const host = "127.0.0.1";
  config.emulators = {
    hub: { host, port: hubPort },
    logging: { host, port: loggingPort },
    ui: { enabled: false },
    singleProjectMode: true,
    ...(authPort ? { auth: { host, port: authPort } } : {}),
    ...(hostingPort ? { hosting: { host, port: hostingPort } } : {}),
  };
  config.hosting.public = path.relative(path.join(root, ".firebase"), path.resolve(root, publicDir));
  const csp = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((h) => h.key === "Content-Security-Policy");
  const hashes = path.resolve(root, publicDir, HASHES_FILE);
  if (csp && hostingPort) {
    if (!existsSync(hashes))
      throw new Error(`${publicDir} has no ${HASHES_FILE}: build it again (scripts/build.mjs).`);
    csp.value = withHashes(csp.value, JSON.parse(readFileSync(hashes, "utf8")));
  }
  if (csp && authPort)
    csp.value = csp.value.replace(/connect-src [^;]*/, (list) => `${list} http://${host}:${authPort}`);
  mkdirSync(path.join(root, ".firebase"), { recursive: true });
  const file = path.join(root, ".firebase", `local-${hostingPort ?? authPort}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * Starts the emulators: `hostingPort` (serving `publicDir`) and/or `authPort`. Returns at once with
 * `stop` (safe at any time) and `ready`, which resolves once every one of them answers.
 * @param {{ hostingPort?: number, authPort?: number, publicDir?: string, projectId?: string, timeoutMs?: number }} options
 */
export function startEmulators(options) {
  const {
    hostingPort,
    authPort,
    publicDir = "dist",
    projectId = EMULATOR_PROJECT_ID,
    timeoutMs = 90_000,
  } = options;
  const configFile = writeLocalConfig({ hostingPort, authPort, publicDir });
  const only = [authPort && "auth", hostingPort && "hosting"].filter(Boolean).join(",");
  const name = path.basename(configFile);
  const args = ["emulators:start", "--only", only, "--project", projectId, "--config", name];
  const child = spawn(process.execPath, [firebaseBin, ...args], {
    cwd: path.dirname(configFile), // firebase-debug.log lands in .firebase/ too
    env: { ...process.env, CI: "true", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(configFile, { force: true });
  };

  // The CLI says so once every emulator it started answers.
  const ready = new Promise((resolve, reject) => {
    let output = "";
    const fail = (problem) =>
      stop().then(() => reject(new Error(`The emulators (${only}) ${problem}:\n${output}`)));
    const timer = setTimeout(() => fail(`were not ready after ${timeoutMs / 1000} s`), timeoutMs);
    const listen = (chunk) => {
      output += chunk;
      if (output.includes("All emulators ready")) resolve(clearTimeout(timer));
    };
    child.stdout.on("data", listen);
    child.stderr.on("data", listen);
    exited.then(() => fail("exited before they were ready"));
  });
  return { pid: child.pid, stop, ready };
}
