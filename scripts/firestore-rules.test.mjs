// @ts-check
// @vitest-environment node
// firestore.rules refuses every client read and write, proved against a real Firestore emulator.
//
// The emulator is the Google Cloud CLI's (Debian package google-cloud-cli-firestore-emulator),
// not firebase-tools': that one needs Java 21 and downloads its jar on first use, and this
// machine has Java 17 and no network beyond package registries. Both run the same rules engine
// and answer @firebase/rules-unit-testing the same way. With no launcher or no Java, every test
// fails under CI with the reason (as a missing browser does); elsewhere the suite is reported as
// skipped, with the reason in its name, never as passed.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
// Firebase's own test library drives the emulator, and the SDK is imported only to quiet it (it logs
// every expected refusal as an error): the one file besides the app's adapters that imports Firebase
// (biome.json's plugin rule, firebase-behind-adapter.grit, leaves it out).
import { assertFails, assertSucceeds, initializeTestEnvironment } from "@firebase/rules-unit-testing";
import fc from "fast-check";
import { setLogLevel } from "firebase/firestore";
import { afterAll, beforeAll, describe, it } from "vitest";
import local from "../src/shared/config/local-firebase.json" with { type: "json" };
import { freePort } from "./emulators.mjs";

/** @import { RulesTestContext, RulesTestEnvironment } from "@firebase/rules-unit-testing" */
/** @typedef {ReturnType<RulesTestContext["firestore"]>} Firestore */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PROJECT_ID = local.projectId;
const LAUNCHER_PATHS = [
  "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator",
  "/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator",
  "/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator",
];

/** FIRESTORE_EMULATOR_LAUNCHER if set (a missing path means none), else what dpkg or the usual paths have. */
function findLauncher() {
  const override = process.env.FIRESTORE_EMULATOR_LAUNCHER;
  if (override) return existsSync(override) ? override : null;
  /** @type {string[]} */
  let listed = [];
  try {
    const files = execFileSync("dpkg", ["-L", "google-cloud-cli-firestore-emulator"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    listed = files.split("\n").filter((file) => file.endsWith("/cloud_firestore_emulator"));
  } catch {
    // Not a Debian system, or the package is not installed: try the usual paths.
  }
  return [...listed, ...LAUNCHER_PATHS].find((file) => existsSync(file)) ?? null;
}

const launcher = findLauncher();
const javaWorks = spawnSync(process.env.JAVA ?? "java", ["-version"], { stdio: "ignore" }).status === 0;
const skipReason = !launcher
  ? "no Firestore emulator launcher (install google-cloud-cli-firestore-emulator or set FIRESTORE_EMULATOR_LAUNCHER)"
  : !javaWorks
    ? "no working java for the Firestore emulator (install openjdk-17-jre-headless or set JAVA)"
    : null;
setLogLevel("silent");
if (skipReason && !process.env.CI) console.warn(`firestore.rules tests skipped: ${skipReason}`);

const groupAlive = (/** @type {number} */ pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The launcher is a bash script that runs java as its child: stop the whole process group.
 * @param {number} pid
 */
async function stopGroup(pid) {
  for (const signal of ["SIGTERM", "SIGKILL"]) {
    if (!groupAlive(pid)) return;
    process.kill(-pid, signal);
    for (let waited = 0; waited < 10_000 && groupAlive(pid); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** @param {string} launcher */
async function startEmulator(launcher) {
  const port = await freePort(); // as the other emulators take theirs: never one the system hands out
  const child = spawn(launcher, ["start", "--host=127.0.0.1", `--port=${port}`], {
    detached: true, // its own process group, so java goes down with the launcher
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { pid } = child;
  if (pid === undefined) throw new Error(`The Firestore emulator's launcher did not start: ${launcher}`);
  // If the worker dies before afterAll, still leave no java behind.
  const onExit = () => groupAlive(pid) && process.kill(-pid, "SIGKILL");
  process.once("exit", onExit);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const stop = async () => {
    process.off("exit", onExit);
    await stopGroup(pid);
  };
  // Ready once it answers: this is the Cloud SDK's emulator, not one of firebase-tools', so the
  // ready line `startEmulators` (scripts/emulators.mjs) waits for is not printed here.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) break;
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The Firestore emulator did not start on port ${port}:\n${output}`);
}

// Ids Firestore takes, but not a name Object.prototype has ('constructor'): the Firestore SDK keys
// a plain object by collection id and breaks on those, in the client, before any rule is asked.
const id = fc
  .stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
  .filter((name) => !(name in Object.prototype) && !/^__.*__$/.test(name));
/** Who asks: a signed-in shopper's uid, or null for a visitor who is not signed in. */
const asker = fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,20}$/), { nil: null });
/** A document anywhere: one to three pairs of a collection and a document, any ids Firestore takes. */
const docPath = fc
  .array(fc.tuple(id, id), { minLength: 1, maxLength: 3 })
  .map((pairs) => pairs.flat().join("/"));
/** The documents a first feature would most plausibly open, each to its own shopper: always tried. */
const PLAUSIBLE = ["users/alice", "baskets/alice", "baskets/alice/lines/l1", "orders/o1", "products/p1"];
/** @type {Record<string, (db: Firestore, doc: string) => Promise<unknown>>} */
const OPERATIONS = {
  get: (db, doc) => db.doc(doc).get(),
  list: (db, doc) => db.collection(doc.slice(0, doc.lastIndexOf("/"))).get(),
  set: (db, doc) => db.doc(doc).set({ name: "x" }),
  update: (db, doc) => db.doc(doc).update({ name: "y" }),
  delete: (db, doc) => db.doc(doc).delete(),
};

// Under CI, one test that fails with the reason, in place of the suite (as an engine that cannot start).
if (skipReason && process.env.CI)
  it(`firestore.rules: the Firestore emulator cannot start: ${skipReason}`, () => {
    throw new Error(`Under CI the rules must be tested: ${skipReason}`);
  });
else
  describe.skipIf(skipReason)(`firestore.rules${skipReason ? ` (skipped: ${skipReason})` : ""}`, () => {
    /** @type {Awaited<ReturnType<typeof startEmulator>>} */
    let emulator;
    /** @type {RulesTestEnvironment} */
    let env;

    beforeAll(async () => {
      if (!launcher) throw new Error("no launcher, yet not skipped"); // skipReason names a missing one
      emulator = await startEmulator(launcher);
      env = await initializeTestEnvironment({
        projectId: PROJECT_ID,
        firestore: {
          host: "127.0.0.1",
          port: emulator.port,
          rules: readFileSync(path.join(root, "firestore.rules"), "utf8"),
        },
      });
    }, 90_000);

    afterAll(async () => {
      await env?.cleanup();
      await emulator?.stop();
    }, 30_000);

    it("refuses every read and write, of any document, to anyone", async () => {
      const operation = fc.constantFrom(...Object.keys(OPERATIONS));
      /** @type {[string | null, string, string][]} */
      const examples = ["alice", null].flatMap((uid) =>
        PLAUSIBLE.flatMap((doc) =>
          Object.keys(OPERATIONS).map(
            (name) => /** @type {[string | null, string, string]} */ ([uid, doc, name]),
          ),
        ),
      );
      await fc.assert(
        fc.asyncProperty(asker, docPath, operation, async (uid, doc, name) => {
          const db = (
            uid === null ? env.unauthenticatedContext() : env.authenticatedContext(uid)
          ).firestore();
          // The document exists, so a refused get, update or delete is the rules' doing, not a miss.
          await env.withSecurityRulesDisabled((admin) => admin.firestore().doc(doc).set({ name: "seed" }));
          await assertFails(OPERATIONS[name]?.(db, doc) ?? Promise.resolve());
        }),
        { numRuns: 60, examples },
      );
    }, 60_000);

    it("control: with the rules bypassed the same emulator reads and writes, so a refusal above is the rules'", async () => {
      await env.withSecurityRulesDisabled(async (admin) => {
        const db = admin.firestore();
        await assertSucceeds(db.doc("users/alice").set({ name: "seed" }));
        await assertSucceeds(db.doc("users/alice").update({ name: "admin" }));
        const snapshot = await assertSucceeds(db.doc("users/alice").get());
        if (snapshot.get("name") !== "admin") throw new Error(`read back ${snapshot.get("name")}`);
      });
    });

    it("control: the emulator enforces the rules it is given (a permissive set lets a signed-in read through)", async () => {
      // Its own demo project, so these rules never reach the one above.
      const open = await initializeTestEnvironment({
        projectId: `${PROJECT_ID}-control`,
        firestore: {
          host: "127.0.0.1",
          port: emulator.port,
          rules:
            "rules_version = '2';\nservice cloud.firestore { match /databases/{db}/documents {\n" +
            "  match /{document=**} { allow read: if request.auth != null; } } }",
        },
      });
      try {
        await assertSucceeds(open.authenticatedContext("alice").firestore().doc("users/alice").get());
        await assertFails(open.unauthenticatedContext().firestore().doc("users/alice").get());
      } finally {
        await open.cleanup();
      }
    });
  });
