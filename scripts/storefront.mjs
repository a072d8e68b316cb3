// @ts-check
// The storefront as `npm start` serves it (scripts/start.mjs is its command; `npm run bench` starts
// it the same way): one production build, then the official Firebase Hosting emulator
// serving it with the firebase.json that deploys, beside the Auth Emulator. With a real project's
// VITE_FIREBASE_* set, Hosting alone. `dev`: Vite's dev server instead of the build and Hosting.
import { existsSync } from "node:fs";
import path from "node:path";
import { createServer, loadEnv } from "vite";
import { hubPortsFor, isPortFree, root, startEmulators } from "./emulators.mjs";

/** @type {Promise<never>} */
const never = new Promise(() => {});

/**
 * Starts the storefront on `port`, its Auth Emulator on `authPort`, serving the build in `outDir`
 * (made first unless `build` is false). Returns at once with `stop` (safe at any time, during
 * start-up too), `ready`, which resolves with the storefront's address and its identity provider
 * once every server answers (or rejects, saying why: stop what started then), and `died`, which
 * resolves only if the emulators end on their own after that, with how and their last words.
 * `floor` adds the benches' text-only floor page at /floor (bench-floor.mjs).
 * @param {{ port: number, authPort: number, outDir: string, dev?: boolean, build?: boolean, floor?: boolean }} options
 */
export function startStorefront({ port, authPort, outDir, dev = false, build = true, floor = false }) {
  const realProject = loadEnv(dev ? "development" : "production", root, "VITE_").VITE_FIREBASE_PROJECT_ID;
  const authHost = `127.0.0.1:${authPort}`;
  // The build and Vite read it: the pages talk to this run's Auth Emulator.
  if (!realProject) process.env.VITE_AUTH_EMULATOR_HOST = authHost;

  /** @type {(() => Promise<unknown>)[]} */
  const stops = [];
  const stop = async () => {
    for (const each of stops.splice(0).reverse()) await each().catch((error) => console.error(error));
  };

  /** The first port this run needs that is busy, in a line naming the variable that moves it. */
  async function busyPort() {
    // The emulators' hub and logging ports sit above the Auth Emulator's, or Hosting's when it runs alone.
    const [base, variable] = realProject ? [port, "PORT"] : [authPort, "AUTH_EMULATOR_PORT"];
    const emulated = !(dev && realProject); // Vite against a real project starts no emulator
    /** @type {[port: number, variable: string][]} */
    const hub = emulated ? [base, ...hubPortsFor(base)].map((p) => [p, variable]) : [];
    for (const [p, name] of new Map([[port, "PORT"], ...hub])) {
      if (!(await isPortFree(p)))
        return `Port ${p} is in use: stop what uses it, or set ${name} to another port.`;
    }
  }

  /** @type {ReturnType<typeof startEmulators> | null} */
  let emulators = null;
  const ready = (async () => {
    const busy = await busyPort();
    if (busy) throw new Error(busy);
    // Build first: the emulators serve what is in the build's folder, each page with its own policy.
    if (!dev && build) await (await import("../builder/build-site.ts")).buildSite({ outDir });
    if (!dev && !existsSync(path.resolve(root, outDir, "index.html")))
      throw new Error(`${outDir}/ holds no build to serve: run \`npm start\` without SKIP_BUILD.`);
    if (!dev && floor) await (await import("./bench-floor.mjs")).addFloorPage(outDir);
    const hostingPort = dev ? undefined : port;
    const emulatorPort = realProject ? undefined : authPort;
    if (hostingPort || emulatorPort) {
      emulators = startEmulators({
        hostingPort,
        authPort: emulatorPort,
        publicDir: outDir,
        projectId: realProject,
      });
      stops.push(emulators.stop); // first in, so it is stopped last, even during start-up
    }
    if (dev) {
      const server = await createServer({ root, server: { host: "127.0.0.1", port, strictPort: true } });
      await server.listen();
      stops.push(() => server.close());
    }
    await emulators?.ready;
    const provider = realProject
      ? `your Firebase project ${realProject}`
      : `the Auth Emulator at http://${authHost}`;
    return { url: `http://127.0.0.1:${port}`, provider };
  })();
  const died = ready.then(
    () => emulators?.died ?? never,
    () => never,
  );
  return { ready, stop, died };
}
