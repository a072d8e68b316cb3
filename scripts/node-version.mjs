// The Node.js that Bazaar needs is package.json's engines.node (what react-router and Vitest ask
// for), and nothing else: `npm start` and `npm test` read it here. Plain JavaScript with no
// dependency, so that it runs, and says what to install, on any Node old enough to be refused.
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const [, major, minor] = /^>=(\d+)\.(\d+)$/.exec(manifest.engines.node) ?? [];
if (!major)
  throw new Error(`package.json's engines.node must read '>=MAJOR.MINOR', not ${manifest.engines.node}.`);

/** The oldest Node Bazaar runs on, as 'MAJOR.MINOR'. */
export const NEEDED_NODE = `${major}.${minor}`;

/** One line saying which Node to install when this one is older than package.json's; null when it will do. */
export function nodeTooOld(version = process.versions.node) {
  const [runningMajor, runningMinor] = version.split(".").map(Number);
  const fits =
    runningMajor > Number(major) || (runningMajor === Number(major) && runningMinor >= Number(minor));
  if (fits) return null;
  return `Bazaar needs Node.js ${NEEDED_NODE} or later, not ${version}: install Node 24 LTS (\`nvm install\` reads .nvmrc), then run this again.`;
}
