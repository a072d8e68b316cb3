// @ts-check
// @vitest-environment node
// The orders docs/architecture.md writes are the ones Biome enforces: src/'s folders (folder-order.grit)
// and the features inside features/ (feature-order.grit). A probe file in each folder that imports each
// other folder, linted with the repository's own biome.json and plugins, is refused exactly when it
// imports a folder above its own.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The folders directly in `folder`, test helpers aside. */
function foldersIn(/** @type {string} */ folder) {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "test")
    .map((entry) => entry.name);
}

/**
 * The order docs/architecture.md writes for the folders of `folder`, top first (`a → b → c`): the
 * written line that names the first of them.
 * @param {string} folder
 */
function writtenOrder(folder) {
  const docs = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
  const names = foldersIn(folder);
  const line = docs
    .split("\n")
    .find((text) => /^[a-z-]+( → [a-z-]+)+$/.test(text) && names.includes(text.split(" → ")[0] ?? ""));
  if (!line) throw new Error(`docs/architecture.md writes no order of ${folder}'s folders (\`a → b → c\`).`);
  return line.split(" → ");
}

const ORDER = writtenOrder("src");
const FEATURE_ORDER = writtenOrder("src/features");
const probes = mkdtempSync(path.join(tmpdir(), "bazaar-folder-order-"));
afterAll(() => rmSync(probes, { recursive: true, force: true }));

/** Each probe's path, and the folder it imports: a floor of src/ importing each other, and the builder. */
const PROBES = ORDER.flatMap((folder) =>
  [...ORDER, "builder"]
    .filter((other) => other !== folder)
    .map((other) => ({ folder, other, file: `src/${folder}/probe-imports-${other}.ts` })),
);
/** Each feature's probe importing each other feature, through its index.ts as feature-entry.grit asks. */
const FEATURE_PROBES = FEATURE_ORDER.flatMap((feature) =>
  FEATURE_ORDER.filter((other) => other !== feature).map((other) => ({
    folder: feature,
    other,
    file: `src/features/${feature}/probe-imports-${other}.ts`,
  })),
);

/** Lints every probe, in a copy of the repository's lint setup; returns the probes Biome refused. */
function refusedProbes() {
  for (const file of readdirSync(root).filter((name) => name === "biome.json" || name.endsWith(".grit")))
    cpSync(path.join(root, file), path.join(probes, file));
  for (const { other, file } of PROBES) {
    mkdirSync(path.dirname(path.join(probes, file)), { recursive: true });
    const from = other === "builder" ? "../../builder/probe" : `../${other}/probe`;
    writeFileSync(path.join(probes, file), `import { probe } from "${from}";\nexport { probe };\n`);
  }
  for (const { other, file } of FEATURE_PROBES) {
    mkdirSync(path.dirname(path.join(probes, file)), { recursive: true });
    writeFileSync(path.join(probes, file), `import { probe } from "../${other}";\nexport { probe };\n`);
  }
  // A test may import any folder: it renders the whole storefront, whichever folder it tests.
  writeFileSync(path.join(probes, "src/shared/probe.test.ts"), 'import "../page-life/probe";\n');
  writeFileSync(path.join(probes, "src/features/auth/probe.test.ts"), 'import "../catalog";\n');
  const biome = path.join(root, "node_modules/.bin/biome");
  const lint = spawnSync(
    biome,
    ["lint", "--vcs-enabled=false", "--reporter=github", "--max-diagnostics=none", "."],
    {
      cwd: probes,
      encoding: "utf8",
    },
  );
  if (lint.error) throw lint.error;
  /** The probes refused with `message`. */
  const refusedWith = (/** @type {string} */ message) =>
    new Set(
      [...lint.stdout.matchAll(new RegExp(`^::error title=plugin,file=([^,]+),.*${message}`, "gm"))].map(
        (match) => path.relative(probes, match[1] ?? ""),
      ),
    );
  return {
    floors: refusedWith("imports only the folders below it"),
    features: refusedWith("imports only the features below it"),
  };
}

const refused = refusedProbes();

describe("src/'s folders", () => {
  it("are each in the order docs/architecture.md writes, test helpers aside", () => {
    expect(foldersIn("src").toSorted()).toEqual(ORDER.toSorted());
  });

  it("import only the folders below them, never builder/: Biome refuses each probe that imports one above", () => {
    const expected = PROBES.filter(
      ({ folder, other }) => other === "builder" || ORDER.indexOf(other) < ORDER.indexOf(folder),
    );
    expect([...refused.floors].sort()).toEqual(expected.map(({ file }) => file).sort());
  });
});

describe("the features", () => {
  it("are each in the order docs/architecture.md writes", () => {
    expect(foldersIn("src/features").toSorted()).toEqual(FEATURE_ORDER.toSorted());
  });

  it("import only the features below them: Biome refuses each probe that imports one above", () => {
    const expected = FEATURE_PROBES.filter(
      ({ folder, other }) => FEATURE_ORDER.indexOf(other) < FEATURE_ORDER.indexOf(folder),
    );
    expect([...refused.features].sort()).toEqual(expected.map(({ file }) => file).sort());
  });
});
