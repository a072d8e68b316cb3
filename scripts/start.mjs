#!/usr/bin/env node
// `npm start`: builds the storefront, starts the local Auth Emulator, serves the build, and
// stops everything it started on Ctrl+C or SIGTERM. `npm run dev` uses Vite's dev server instead.
// With a real Firebase configuration (VITE_FIREBASE_*), no emulator is started.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { isUp, launchAuthEmulator } from "./auth-emulator.mjs";
import { createStaticServer } from "./static-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 5173);
const emulatorPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const outDir = process.env.BUILD_OUT_DIR ?? "dist";
const useEmulator = !loadEnv(dev ? "development" : "production", root, "VITE_").VITE_FIREBASE_PROJECT_ID;
const emulatorHost = `127.0.0.1:${emulatorPort}`;
const buildEnv = { ...process.env, ...(useEmulator ? { VITE_AUTH_EMULATOR_HOST: emulatorHost } : {}) };

const stops = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  process.exit(code);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

/** Runs a child to completion; Ctrl+C or SIGTERM meanwhile stops it too. */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    };
    stops.push(stop);
    child.on("exit", (code) => {
      stops.splice(stops.indexOf(stop), 1);
      code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}`));
    });
  });
}

try {
  if (!dev) await run(process.execPath, ["scripts/build.mjs"], buildEnv);
  if (useEmulator) {
    console.log(`Starting the Firebase Auth Emulator on ${emulatorHost}…`);
    if (await isUp(emulatorPort)) {
      throw new Error(
        `Port ${emulatorPort} is in use (another emulator?). Stop it or set AUTH_EMULATOR_PORT.`,
      );
    }
    const emulator = launchAuthEmulator({ port: emulatorPort });
    stops.push(emulator.stop); // registered first, so Ctrl+C during start-up stops it too
    await emulator.ready;
  }
  if (dev) {
    Object.assign(process.env, buildEnv);
    const { createServer } = await import("vite");
    const server = await createServer({ root, server: { host: "127.0.0.1", port, strictPort: true } });
    await server.listen();
    stops.push(() => server.close());
  } else {
    const server = createStaticServer({
      dir: path.resolve(root, outDir),
      connectSources: useEmulator ? [`http://${emulatorHost}`] : [],
    });
    await new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
    stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  }
  const provider = useEmulator ? `the Auth Emulator at http://${emulatorHost}` : "your Firebase project";
  console.log(
    `\nBazaar is ready at http://localhost:${port} (sign-in through ${provider}). Press Ctrl+C to stop.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
