#!/usr/bin/env node
// @ts-check
// `npm start`: one production build, then the official Firebase Hosting emulator serving it with the
// firebase.json that deploys, beside the Auth Emulator (scripts/storefront.mjs); stops everything it
// started on Ctrl+C or SIGTERM, and exits non-zero, saying so, should the emulators stop on their
// own. With a real project's VITE_FIREBASE_* set, Hosting alone. `npm run dev`: Vite instead.
//
// PORT (5173) moves the storefront, AUTH_EMULATOR_PORT (9099) the Auth Emulator, BUILD_OUT_DIR
// (dist) the build; SKIP_BUILD=1 serves what BUILD_OUT_DIR already holds. BENCH_FLOOR=1, which
// `npm run bench` sets for Lighthouse CI, adds the benches' floor page at /floor (bench-floor.mjs).
import { nodeRefused } from "./node-version.mjs";

const refused = nodeRefused();
if (refused) {
  console.error(refused);
  process.exit(1);
}
// Imported only now: on a Node it refuses, the line above is all that runs.
const { startStorefront } = await import("./storefront.mjs");

const storefront = startStorefront({
  dev: process.argv.includes("--dev"),
  port: Number(process.env.PORT ?? 5173),
  authPort: Number(process.env.AUTH_EMULATOR_PORT ?? 9099),
  outDir: process.env.BUILD_OUT_DIR ?? "dist",
  build: !process.env.SKIP_BUILD,
  floor: Boolean(process.env.BENCH_FLOOR),
});

let stopping = false;
/** @param {number} code */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await storefront.stop();
  process.exit(code);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
// `npm start` runs this under a shell that dies of a SIGTERM sent to npm alone, without passing it
// on: should the parent go, stop too, rather than leave the emulators holding their ports.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stopAll(0), 1_000).unref();

try {
  const { url, provider } = await storefront.ready;
  storefront.died.then(({ how, lastWords }) => {
    console.error(`\n${lastWords}\n`);
    console.error(`The Firebase emulators stopped on their own (${how}), so Bazaar is no longer served.`);
    console.error(
      "Run `npm start` again. The lines above and .firebase/firebase-debug.log say what happened.",
    );
    stopAll(1);
  });
  console.log(`\nBazaar is ready at ${url} (sign-in through ${provider}). Press Ctrl+C to stop.`);
} catch (error) {
  if (!stopping) console.error(error instanceof Error ? error.message : error); // else: stopped on purpose
  await stopAll(1);
}
