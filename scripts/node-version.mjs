// @ts-check
// The Node.js that Bazaar runs on is package.json's engines.node, the range that every dependency's
// own engines allows (node-version.test.mjs checks it against the lockfile), and nothing else:
// `npm start`, `npm test` and .ci/run ask here, and semver, not this file, reads the range.
// Run as a script, it prints the refusal and exits 1 on a Node the range leaves out.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import semver from "semver";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));

/**
 * package.json's engines.node: the Nodes Bazaar runs on.
 * @type {string}
 */
export const NODE_RANGE = manifest.engines.node;

/** One line saying which Node to install when `version` is outside NODE_RANGE; null when it will do. */
export function nodeRefused(version = process.versions.node) {
  if (semver.satisfies(version, NODE_RANGE)) return null;
  const { major, minor } = semver.minVersion(NODE_RANGE) ?? { major: "?", minor: "?" };
  return `Bazaar needs Node.js ${NODE_RANGE} (package.json's engines), not ${version}: install Node ${major} LTS, ${major}.${minor} or later (\`nvm install\` reads .nvmrc), then run this again.`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const refusal = nodeRefused();
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}
