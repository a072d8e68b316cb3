// Starts the official Firebase emulators (firebase-tools) the way `npm start` and the browser
// tests need them: Hosting serving a build with the very firebase.json that deploys, and the Auth
// Emulator; offline (CI=true), with no Emulator UI (it is a download), and stops them again.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import local from "../src/shared/config/local-firebase.json" with { type: "json" };

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const EMULATOR_PROJECT_ID = local.projectId;
const firebaseBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve("firebase-tools/package.json")),
  "lib/bin/firebase.js",
);

/** The emulator hub and its logging port sit just above the Auth Emulator's port. */
export const hubPortsFor = (authPort) => [authPort + 1, authPort + 2];

/** Resolves true when nothing listens on 127.0.0.1:`port`. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The local run's config: firebase.json as it deploys, served from `publicDir`, plus what only a
 * local run needs (the ports, and the Auth Emulator's origin in the CSP's connect-src). Written to
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
  if (authPort) {
    for (const { headers } of config.hosting.headers) {
      for (const header of headers) {
        if (header.key !== "Content-Security-Policy") continue;
        header.value = header.value.replace(
          /connect-src [^;]*/,
          (sources) => `${sources} http://${host}:${authPort}`,
        );
      }
    }
  }
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
export function startEmulators({
  hostingPort,
  authPort,
  publicDir = "dist",
  projectId = EMULATOR_PROJECT_ID,
  timeoutMs = 90_000,
}) {
  const configFile = writeLocalConfig({ hostingPort, authPort, publicDir });
  const only = [authPort && "auth", hostingPort && "hosting"].filter(Boolean).join(",");
  const child = spawn(
    process.execPath,
    [
      firebaseBin,
      "emulators:start",
      "--only",
      only,
      "--project",
      projectId,
      "--config",
      path.basename(configFile),
    ],
    {
      cwd: path.dirname(configFile), // firebase-debug.log lands in .firebase/ too
      env: { ...process.env, CI: "true", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (running()) {
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(configFile, { force: true });
  };

  const urls = [
    authPort && `http://127.0.0.1:${authPort}/`,
    hostingPort && `http://127.0.0.1:${hostingPort}/`,
  ];
  const ready = (async () => {
    const deadline = Date.now() + timeoutMs;
    for (const url of urls.filter(Boolean)) {
      while (!(await answers(url))) {
        const problem = !running()
          ? "exited before it was ready"
          : Date.now() > deadline
            ? `was not ready after ${timeoutMs / 1000} s`
            : "";
        if (problem) {
          await stop();
          throw new Error(`The Firebase emulators (${only}) ${problem}:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  })();
  return { pid: child.pid, stop, ready };
}
