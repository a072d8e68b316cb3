// @ts-check
// Starts the official Firebase emulators (firebase-tools) the way `npm start` and the browser
// tests need them: Hosting serving a build with the firebase.json that deploys, and the Auth
// Emulator; offline (CI=true), with no Emulator UI (it is a download), and stops them again.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import local from "../src/shared/config/local-firebase.json" with { type: "json" };

export const root = path.resolve(import.meta.dirname, "..");
export const EMULATOR_PROJECT_ID = local.projectId;
const firebaseBin = createRequire(import.meta.url).resolve("firebase-tools/lib/bin/firebase.js");
/** How long the emulators may take to answer: about 15 s here; a busy machine takes longer. */
const READY_WITHIN_MS = 90_000;

/**
 * The emulator hub and its logging port sit just above the Auth Emulator's port (Hosting's, alone); the
 * database client expects a Firestore emulator on the port above them (`DATABASE_ABOVE_AUTH` in
 * src/shared/config/firebase-config.ts).
 */
export const hubPortsFor = (/** @type {number} */ authPort) => [authPort + 1, authPort + 2];

/**
 * Where emulator ports are picked: below the range the system hands out on its own, for a bind to
 * port 0 or an outgoing connection (32768 and up on Linux, 49152 and up on macOS and Windows). Once
 * freed, such a port is not taken by another process unless it asks for that very port.
 */
const PICKED_PORTS = { from: 20_000, to: 32_000 };

/**
 * A random port that is free, with its hub's two above it free too (and none of `exclude`): for the
 * emulators a test or a step starts for itself, apart from any other run's.
 */
export const freeEmulatorPort = (/** @type {number[]} */ exclude = []) => pickFreePort(exclude, hubPortsFor);

/**
 * A random free port from the same range (and none of `exclude`): for any other server a test starts
 * for itself and must name a port to (the WebKit driver, the Firestore emulator of the rules test).
 */
export const freePort = (/** @type {number[]} */ exclude = []) => pickFreePort(exclude, () => []);

/**
 * @param {number[]} exclude
 * @param {(port: number) => number[]} alsoNeeded
 * @returns {Promise<number>}
 */
async function pickFreePort(exclude, alsoNeeded) {
  for (;;) {
    const port = PICKED_PORTS.from + Math.floor(Math.random() * (PICKED_PORTS.to - PICKED_PORTS.from));
    const ports = [port, ...alsoNeeded(port)];
    if (!ports.some((p) => exclude.includes(p)) && (await Promise.all(ports.map(isPortFree))).every(Boolean))
      return port;
  }
}

/**
 * Resolves true when nothing listens on 127.0.0.1:`port`.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * Starts the emulators: `hostingPort` (serving `publicDir`) and/or `authPort`. Returns at once with
 * `stop` (safe at any time), `ready`, which resolves once every one of them answers, and `died`,
 * which resolves only if they end after that without being stopped. `configDir` holds the
 * firebase.json to serve with: this checkout's, or an older commit's that the press bench compares.
 * @param {{ hostingPort?: number, authPort?: number, publicDir?: string, projectId?: string, configDir?: string }} options
 */
export function startEmulators(options) {
  const {
    hostingPort,
    authPort,
    publicDir = "dist",
    projectId = EMULATOR_PROJECT_ID,
    configDir = root,
  } = options;
  // The run's config: firebase.json as it deploys, served from `publicDir`, plus what only a local
  // run needs (the emulators' ports). Each page carries its own Content-Security-Policy
  // (builder/page-policy.ts), so the config is the same for every build. Written to the
  // git-ignored .firebase/ folder, which firebase-tools then takes as the project folder.
  const config = JSON.parse(readFileSync(path.join(configDir, "firebase.json"), "utf8"));
  const base = authPort ?? hostingPort;
  if (base === undefined) throw new Error("startEmulators needs a hostingPort, an authPort or both.");
  const at = (/** @type {number} */ port) => ({ host: "127.0.0.1", port });
  const [hub, logging] = hubPortsFor(base).map(at);
  /** @type {[name: string, port: number][]} */
  const emulated = Object.entries({ auth: authPort, hosting: hostingPort }).flatMap(([name, port]) =>
    port ? [[name, port]] : [],
  );
  config.emulators = { hub, logging, ui: { enabled: false }, singleProjectMode: true };
  for (const [name, port] of emulated) config.emulators[name] = at(port);
  config.hosting.public = path.relative(path.join(root, ".firebase"), path.resolve(root, publicDir));
  delete config.hosting.predeploy; // a deploy's step, never the emulators'
  mkdirSync(path.join(root, ".firebase"), { recursive: true });
  const configFile = path.join(root, ".firebase", `local-${hostingPort ?? authPort}.json`);
  writeFileSync(configFile, JSON.stringify(config, null, 2));

  const only = emulated.map(([name]) => name).join(",");
  const args = ["--only", only, "--project", projectId, "--config", path.basename(configFile)];
  const child = spawn(process.execPath, [firebaseBin, "emulators:start", ...args], {
    cwd: path.dirname(configFile), // firebase-debug.log lands in .firebase/ too
    env: { ...process.env, CI: "true", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let stopping = false;
  let output = "";
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(configFile, { force: true });
  };

  // The CLI says so once every emulator it started answers.
  /** @type {Promise<void>} */
  const ready = new Promise((resolve, reject) => {
    const fail = (/** @type {string} */ problem) =>
      stop().then(() => reject(new Error(`The emulators (${only}) ${problem}:\n${output}`)));
    const timer = setTimeout(() => fail(`were not ready after ${READY_WITHIN_MS / 1000} s`), READY_WITHIN_MS);
    let answered = false;
    const listen = (/** @type {Buffer} */ chunk) => {
      output = (output + chunk).slice(-50_000); // they log every request: keep the last words
      if (!answered && output.includes("All emulators ready")) {
        answered = true;
        resolve(clearTimeout(timer));
      }
    };
    child.stdout.on("data", listen);
    child.stderr.on("data", listen);
    exited.then(() => {
      if (!answered) fail("exited before they were ready");
    });
  });
  // After `ready`: resolves with how they ended and their last 15 lines, should they end unasked.
  /** @type {Promise<never>} */
  const never = new Promise(() => {});
  const died = ready.then(
    async () => {
      const code = await exited;
      if (stopping) return never;
      const lastWords = output.trimEnd().split("\n").slice(-15).join("\n");
      return { how: code === null ? `on ${child.signalCode}` : `with code ${code}`, lastWords };
    },
    () => never,
  );
  return { stop, ready, died };
}
