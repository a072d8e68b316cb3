// @ts-check
// The builds a bench compares (bench-press.mjs; bench.mjs with --base), each an "arm": a git commit
// built in a worktree of its own with its own lockfile's dependencies, or this working tree; each
// served as `npm start` serves it (the Hosting emulator with that commit's firebase.json), on a port
// of its own, beside one Auth Emulator that every build talks to.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addFloorPage } from "./bench-floor.mjs";
import { hubPortsFor, isPortFree, root, startEmulators } from "./emulators.mjs";

/**
 * Worktrees, kept between runs so that the next run of the same commit skips its install; outside
 * this checkout, where Node strips no types under node_modules and no tool of the checkout's looks.
 */
const WORKTREES = path.join(tmpdir(), "bazaar-bench-worktrees");

/** @param {string[]} args */
const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

/**
 * @typedef {object} Arm
 * @property {"base" | "change"} name
 * @property {string} source the commit's sha, or "working tree"
 * @property {string} dir the checkout it is built from
 * @property {string} outDir its build, served by Hosting
 * @property {string} origin where it is served
 */

/**
 * A worktree of `sha` whose dependencies are its own lockfile's: this checkout's node_modules when the
 * lockfiles are the same, else its own `npm ci`.
 * @param {string} sha
 */
export function worktreeOf(sha) {
  const dir = path.join(WORKTREES, sha);
  if (!existsSync(path.join(dir, "package.json"))) {
    mkdirSync(WORKTREES, { recursive: true });
    git("worktree", "prune");
    git("worktree", "add", "--force", "--detach", dir, sha);
  }
  if (existsSync(path.join(dir, "node_modules"))) return dir;
  const lockfile = (/** @type {string} */ where) =>
    readFileSync(path.join(where, "package-lock.json"), "utf8");
  if (lockfile(dir) === lockfile(root)) {
    symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
    return dir;
  }
  console.log(`Installing ${sha.slice(0, 7)}'s own dependencies (npm ci)…`);
  const npm = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
  if (npm.status !== 0) throw new Error(`npm ci failed in ${dir}.`);
  return dir;
}

/**
 * Builds `ref` (a git ref, or undefined for the working tree) as the arm `name`, talking to the Auth
 * Emulator at `authHost`, with the benches' floor page added; served later at `origin`.
 * @param {{ name: "base" | "change", ref: string | undefined, authHost: string, origin: string, outRoot: string }} options
 * @returns {Promise<Arm>}
 */
async function buildArm({ name, ref, authHost, origin, outRoot }) {
  const source = ref === undefined ? "working tree" : git("rev-parse", "--verify", `${ref}^{commit}`);
  const dir = ref === undefined ? root : worktreeOf(source);
  const outDir = path.resolve(root, outRoot, name);
  console.log(`Building the ${name}, ${source === "working tree" ? source : source.slice(0, 7)}…`);
  // The commit's own build command, under this Node: older commits built differently.
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, BUILD_OUT_DIR: outDir, VITE_AUTH_EMULATOR_HOST: authHost },
  });
  if (build.status !== 0) throw new Error(`The ${name}'s build failed.`);
  await addFloorPage(outDir);
  return { name, source, dir, outDir, origin };
}

/**
 * Serves every arm on its own port, and one Auth Emulator at `authPort`. Returns
 * `ready`, which resolves once all answer, and `stop`.
 * @param {Arm[]} arms
 * @param {number} authPort
 */
export function serveArms(arms, authPort) {
  const servers = [
    startEmulators({ authPort }),
    ...arms.map((arm) =>
      startEmulators({
        hostingPort: Number(new URL(arm.origin).port),
        publicDir: arm.outDir,
        configDir: arm.dir,
      }),
    ),
  ];
  const ready = Promise.all(servers.map((server) => server.ready));
  const stop = () => Promise.all(servers.map((server) => server.stop()));
  return { ready, stop };
}

/**
 * The arms of a run: the base (`base`, a git ref), if any, then the change (`change`, a git ref, or the
 * working tree), built into `outRoot`/base and /change, to be served at `port` and the port 3 above
 * it, beside the Auth Emulator at `authPort`. Refuses, in one line naming the variable that moves
 * it, a port that is busy.
 * @param {{ base?: string, change?: string, port: number, authPort: number, outRoot: string }} options
 */
export async function prepareArms({ base, change, port, authPort, outRoot }) {
  const ports = base === undefined ? [port] : [port, port + 3];
  /** @type {[port: number, variable: string][]} */
  const needed = [
    ...[authPort, ...hubPortsFor(authPort)].map(
      (p) => /** @type {[number, string]} */ ([p, "AUTH_EMULATOR_PORT"]),
    ),
    ...ports.flatMap((p) => [p, ...hubPortsFor(p)].map((q) => /** @type {[number, string]} */ ([q, "PORT"]))),
  ];
  for (const [p, variable] of needed) {
    if (!(await isPortFree(p)))
      throw new Error(`Port ${p} is in use: stop what uses it, or set ${variable}.`);
  }
  const authHost = `127.0.0.1:${authPort}`;
  const origin = (/** @type {number | undefined} */ p) => `http://127.0.0.1:${p}`;
  /** @type {Arm[]} */
  const arms = [];
  if (base !== undefined)
    arms.push(await buildArm({ name: "base", ref: base, authHost, origin: origin(ports[0]), outRoot }));
  const changeOrigin = origin(ports[ports.length - 1]);
  arms.push(await buildArm({ name: "change", ref: change, authHost, origin: changeOrigin, outRoot }));
  return arms;
}
