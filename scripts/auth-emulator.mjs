// Starts the official Firebase Auth Emulator (firebase-tools) on a port of our choosing, with
// CI=true so the CLI never reaches out to the network, and stops it again.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

export const EMULATOR_PROJECT_ID = "demo-bazaar";
const require = createRequire(import.meta.url);
const firebaseBin = path.join(
  path.dirname(require.resolve("firebase-tools/package.json")),
  "lib/bin/firebase.js",
);

export async function isUp(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator on 127.0.0.1:`port` and returns at once with `stop` (safe to call at any
 * time, even before it is ready) and `ready`, which resolves once it answers. The hub and
 * logging ports sit 1000 above, so a second emulator (say, the browser tests') can run beside a
 * developer's own.
 */
export function launchAuthEmulator({ port = 9099, timeoutMs = 60_000, log = () => {} } = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), "bazaar-emulator-"));
  const config = {
    emulators: {
      auth: { host: "127.0.0.1", port },
      hub: { host: "127.0.0.1", port: port + 1000 },
      logging: { host: "127.0.0.1", port: port + 1001 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(workDir, "firebase.json"), JSON.stringify(config));
  const child = spawn(
    process.execPath,
    [firebaseBin, "emulators:start", "--only", "auth", "--project", EMULATOR_PROJECT_ID],
    {
      cwd: workDir,
      env: { ...process.env, CI: "true", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const collect = (chunk) => {
    output += chunk;
    log(String(chunk));
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise((resolve) => child.once("exit", resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGINT");
      const timer = setTimeout(() => child.kill("SIGKILL"), 8000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  const waitUntilReady = async () => {
    const deadline = Date.now() + timeoutMs;
    while (!(await isUp(port))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        await stop();
        throw new Error(`The Auth Emulator exited before it was ready:\n${output}`);
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`The Auth Emulator was not ready after ${timeoutMs / 1000} s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop, ready: waitUntilReady() };
}

/** Resolves once the emulator answers on 127.0.0.1:`port`; refuses a port already in use. */
export async function startAuthEmulator(options = {}) {
  const port = options.port ?? 9099;
  if (await isUp(port)) throw new Error(`Port ${port} is already in use; is another emulator running?`);
  const emulator = launchAuthEmulator(options);
  await emulator.ready;
  return emulator;
}
