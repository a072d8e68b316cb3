// @ts-check
// @vitest-environment node
import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { nodeRefused } from "./node-version.mjs";

const read = (/** @type {string} */ file) =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"));
/** The Nodes package.json allows: what `npm ci` checks, and what node-version.mjs must refuse outside of. */
const ENGINES = read("package.json").engines.node;

describe("the Node that Bazaar runs on", () => {
  // Optional ones too: npm skips an optional package whose engines leave the Node out, without a word.
  it("is a range inside every locked dependency's own engines, optional ones too", () => {
    const outside = Object.entries(read("package-lock.json").packages)
      .filter(([where, pkg]) => where && typeof pkg.engines?.node === "string")
      .filter(([, pkg]) => !semver.subset(ENGINES, pkg.engines.node))
      .map(([where, pkg]) => `${where.replace(/^.*node_modules\//, "")} wants ${pkg.engines.node}`);
    expect(outside).toEqual([]);
  });

  it("is refused exactly outside package.json's engines", () => {
    const versions = ["20.20.2", "22.21.0", "24.0.0", "24.14.0", "24.15.0", "24.21.0", "25.9.0", "26.10.0"];
    const allowed = versions.filter((version) => nodeRefused(version) === null);
    expect(allowed).toEqual(versions.filter((version) => semver.satisfies(version, ENGINES)));
  });

  it("allows Node 24.21 and none of the Nodes a dependency refuses", () => {
    expect(nodeRefused("24.21.0")).toBeNull();
    const refused = ["20.20.2", "22.21.0", "23.11.0", "24.4.0", "24.14.0", "25.9.0", "26.10.0"];
    expect(refused.filter((version) => nodeRefused(version) === null)).toEqual([]);
  });

  it("refuses in one line that says what to install", () => {
    expect(nodeRefused("20.20.2")).toBe(
      `Bazaar needs Node.js ${ENGINES} (package.json's engines), not 20.20.2: install Node 24 LTS, 24.15 or later (\`nvm install\` reads .nvmrc), then run this again.`,
    );
  });
});
