// @ts-check
// @vitest-environment node
// The order of src/'s folders that docs/architecture.md writes is the one Biome enforces
// (folder-order.grit): a probe file in each folder that imports each other folder, linted with the
// repository's own biome.json and plugins, is refused exactly when it imports a folder above its own.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The floors as docs/architecture.md writes them, top first: `page-life → app → … → shared`. */
function writtenOrder() {
  const docs = readFileSync(path.join(root, "docs/architecture.md"), "utf8");
  const line = docs.split("\n").find((text) => /^[a-z-]+( → [a-z-]+)+$/.test(text));
  if (!line) throw new Error("docs/architecture.md writes no order of src/'s folders (`a → b → c`).");
  return line.split(" → ");
}

const ORDER = writtenOrder();
const probes = mkdtempSync(path.join(tmpdir(), "bazaar-folder-order-"));
afterAll(() => rmSync(probes, { recursive: true, force: true }));

/** Each probe's path under src/, and the folder it imports. */
const PROBES = ORDER.flatMap((folder) =>
  [...ORDER, "builder"]
    .filter((other) => other !== folder)
    .map((other) => ({ folder, other, file: `src/${folder}/probe-imports-${other}.ts` })),
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
  // A test may import any folder: it renders the whole storefront, whichever folder it tests.
  writeFileSync(path.join(probes, "src/shared/probe.test.ts"), 'import "../page-life/probe";\n');
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
  return new Set(
    [...lint.stdout.matchAll(/^::error title=plugin,file=([^,]+),.*imports only the folders below it/gm)].map(
      (match) => path.relative(probes, match[1] ?? ""),
    ),
  );
}

describe("src/'s folders", () => {
  it("are each in the order docs/architecture.md writes, test helpers aside", () => {
    const folders = readdirSync(path.join(root, "src"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "test")
      .map((entry) => entry.name);
    expect(folders.toSorted()).toEqual(ORDER.toSorted());
  });

  it("import only the folders below them, never builder/: Biome refuses each probe that imports one above", () => {
    const refused = refusedProbes();
    const expected = PROBES.filter(
      ({ folder, other }) => other === "builder" || ORDER.indexOf(other) < ORDER.indexOf(folder),
    );
    expect([...refused].sort()).toEqual(expected.map(({ file }) => file).sort());
  });
});
