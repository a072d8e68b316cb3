// @ts-check
// Each budgeted file's size against a base: `npm run size -- --base main` builds the base (in the
// benches' worktree of it) and this working tree, then prints every budget of .size-limit.mjs with
// both sizes, brotli as size-limit measures them. A look before a budget is raised, not a check:
// `npm test` holds each size to its budget.
import { spawnSync } from "node:child_process";
import { globSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import filePlugin from "@size-limit/file";
import sizeLimit from "size-limit";
import budgets from "../.size-limit.mjs";
import { worktreeOf } from "./bench-arms.mjs";
import { root } from "./emulators.mjs";

const { values: options } = parseArgs({ options: { base: { type: "string" } } });
if (!options.base) throw new Error("Name the base to compare with: npm run size -- --base main");
const OUT = path.join(root, "dist-size");
/** The folder .size-limit.mjs's paths name, which each build here takes the place of. */
const BUDGETED = "dist-test/";

/**
 * Builds the checkout `dir` into `outDir`, with that checkout's own build command.
 * @param {string} dir
 * @param {string} outDir
 */
function build(dir, outDir) {
  const built = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    // As `npm test` builds the pages whose sizes it checks: the emulator's address is in the bytes.
    env: { ...process.env, BUILD_OUT_DIR: outDir, VITE_AUTH_EMULATOR_HOST: "127.0.0.1:9199" },
  });
  if (built.status !== 0) throw new Error(`The build in ${dir} failed.`);
}

/**
 * The files a budget's paths name in the build `outDir` (a path with '!' leaves files out).
 * @param {{ path: string | string[] }} budget
 * @param {string} outDir
 */
function filesOf(budget, outDir) {
  const patterns = [budget.path].flat().map((pattern) => pattern.replace(BUDGETED, ""));
  const exclude = patterns.filter((pattern) => pattern.startsWith("!")).map((pattern) => pattern.slice(1));
  return patterns
    .filter((pattern) => !pattern.startsWith("!"))
    .flatMap((pattern) => globSync(pattern, { cwd: outDir, exclude }))
    .map((file) => path.join(outDir, file));
}

/** @param {number} bytes */
const kB = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

const sha = spawnSync("git", ["rev-parse", "--verify", `${options.base}^{commit}`], {
  cwd: root,
  encoding: "utf8",
}).stdout.trim();
if (!sha) throw new Error(`No commit '${options.base}' in this repository.`);
console.log(`Building the base, ${sha.slice(0, 7)}, and the working tree…`);
build(worktreeOf(sha), path.join(OUT, "base"));
build(root, path.join(OUT, "change"));

/**
 * The brotli size of what a budget names in the build `name`, as size-limit measures it.
 * @param {{ path: string | string[] }} budget
 * @param {string} name
 */
async function sizeIn(budget, name) {
  const [result] = /** @type {{ size?: number }[]} */ (
    await sizeLimit([filePlugin], filesOf(budget, path.join(OUT, name)))
  );
  return result?.size ?? 0;
}

const rows = [];
for (const budget of budgets) {
  const [base, change] = [await sizeIn(budget, "base"), await sizeIn(budget, "change")];
  const sign = change > base ? "+" : change < base ? "−" : "±";
  rows.push({
    budget: budget.name,
    limit: budget.limit,
    base: kB(base),
    change: kB(change),
    difference: `${sign}${Math.abs(change - base)} B`,
  });
}
console.table(rows);
