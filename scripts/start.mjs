#!/usr/bin/env node
// `npm start`: one production build, then the official Firebase Hosting emulator serving it with the
// firebase.json that deploys, beside the Auth Emulator; stops everything it started on Ctrl+C or
// SIGTERM, and exits non-zero, saying so, should the emulators stop on their own. With a real
// project's VITE_FIREBASE_* set, Hosting alone. `npm run dev`: Vite instead.
//
// PORT (5173) moves the storefront, AUTH_EMULATOR_PORT (9099) the Auth Emulator, BUILD_OUT_DIR
// (dist) the build; SKIP_BUILD=1 serves what BUILD_OUT_DIR already holds.
import { nodeTooOld } from "./node-version.mjs";

const tooOld = nodeTooOld();
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}
// Imported only now: on an older Node, the line above is all that runs.
const { existsSync } = await import("node:fs");
const path = await import("node:path");
const { createServer, loadEnv } = await import("vite");
const { hubPortsFor, isPortFree, root, startEmulators } = await import("./emulators.mjs");

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 5173);
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const outDir = process.env.BUILD_OUT_DIR ?? "dist";
const realProject = loadEnv(dev ? "development" : "production", root, "VITE_").VITE_FIREBASE_PROJECT_ID;
const authHost = `127.0.0.1:${authPort}`;
// The build and Vite read it: the pages talk to this run's Auth Emulator.
if (!realProject) process.env.VITE_AUTH_EMULATOR_HOST = authHost;

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
// `npm start` runs this under a shell that dies of a SIGTERM sent to npm alone, without passing it
// on: should the parent go, stop too, rather than leave the emulators holding their ports.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stopAll(0), 1_000).unref();

/** The first port this run needs that is busy, in a line naming the variable that moves it. */
async function busyPort() {
  // The emulators' hub and logging ports sit above the Auth Emulator's, or Hosting's when it runs alone.
  const [base, variable] = realProject ? [port, "PORT"] : [authPort, "AUTH_EMULATOR_PORT"];
  const emulated = !(dev && realProject); // Vite against a real project starts no emulator
  const hub = emulated ? [base, ...hubPortsFor(base)].map((p) => [p, variable]) : [];
  for (const [p, name] of new Map([[port, "PORT"], ...hub])) {
    if (!(await isPortFree(p)))
      return `Port ${p} is in use: stop what uses it, or set ${name} to another port.`;
  }
}

try {
  const busy = await busyPort();
  if (busy) throw new Error(busy);
  // Build first: the emulators serve what is in the build's folder, each page with its own policy.
  if (!dev && !process.env.SKIP_BUILD)
    await (await import("../src/delivery/build/build-site.mjs")).buildSite();
  if (!dev && !existsSync(path.resolve(root, outDir, "index.html")))
    throw new Error(`${outDir}/ holds no build to serve: run \`npm start\` without SKIP_BUILD.`);
  const hostingPort = dev ? undefined : port;
  const emulatorPort = realProject ? undefined : authPort;
  const emulators =
    hostingPort || emulatorPort
      ? startEmulators({ hostingPort, authPort: emulatorPort, publicDir: outDir, projectId: realProject })
      : null;
  if (emulators) stops.push(emulators.stop); // first in, so it is stopped last, even during start-up
  if (dev) {
    const server = await createServer({ root, server: { host: "127.0.0.1", port, strictPort: true } });
    await server.listen();
    stops.push(() => server.close());
  }
  await emulators?.ready;
  emulators?.died.then(({ how, lastWords }) => {
    console.error(`\n${lastWords}\n`);
    console.error(`The Firebase emulators stopped on their own (${how}), so Bazaar is no longer served.`);
    console.error(
      "Run `npm start` again. The lines above and .firebase/firebase-debug.log say what happened.",
    );
    stopAll(1);
  });
  const provider = realProject
    ? `your Firebase project ${realProject}`
    : `the Auth Emulator at http://${authHost}`;
  console.log(
    `\nBazaar is ready at http://127.0.0.1:${port} (sign-in through ${provider}). Press Ctrl+C to stop.`,
  );
} catch (error) {
  if (!stopping) console.error(error instanceof Error ? error.message : error); // else: stopped on purpose
  await stopAll(1);
}
