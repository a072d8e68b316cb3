// @ts-check
// @vitest-environment node
// Supply chain and secrets: nothing private in the repository and every package from the npm
// registry pinned by its hash. Only what this commit decides: advisories (npm audit) are published
// after a change and need the registry, so they are a report to read, not a pass/fail test here.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter(Boolean);

const SECRET_PATTERNS = [
  { name: "a private key", pattern: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/ },
  { name: "a service-account file", pattern: /"type"\s*:\s*"service_account"/ },
  { name: "a Google API key", pattern: /AIza[0-9A-Za-z_-]{35}/ },
  { name: "an npm token", pattern: /\bnpm_[0-9A-Za-z]{36}\b|_authToken\s*=\s*[^\s$]/ },
  { name: "a GitHub token", pattern: /\bgh[pousr]_[0-9A-Za-z]{36}\b|\bgithub_pat_[0-9A-Za-z_]{22,}/ },
  { name: "a Google OAuth refresh token (firebase login:ci)", pattern: /\b1\/\/0[0-9A-Za-z_-]{40,}/ },
];

/** @param {string} file */
function read(file) {
  try {
    return readFileSync(path.join(root, file), "utf8");
  } catch {
    return ""; // deleted in the work tree but still in the index
  }
}

describe("repository hygiene", () => {
  it("tracks no private key, service-account file or API key", () => {
    /** @type {string[]} */
    const findings = [];
    for (const file of tracked) {
      if (file === "package-lock.json" || file.endsWith("repo-hygiene.test.mjs")) continue;
      if (/service[-_]?account.*\.json$/i.test(file)) findings.push(`${file}: a service-account file name`);
      const text = read(file);
      for (const { name, pattern } of SECRET_PATTERNS) {
        if (pattern.test(text)) findings.push(`${file}: ${name}`);
      }
    }
    expect(findings).toEqual([]);
  });

  // tsconfig.json's own files (tsc --showConfig), which allows JavaScript without checking it: each
  // file asks for the check by its first line, `// @ts-check` (after a #! line, if it has one).
  it("gives tsc every JavaScript file outside public/ to check, and none opts out", () => {
    const tsc = path.join(root, "node_modules/.bin/tsc");
    const config = JSON.parse(
      execFileSync(tsc, ["-p", "tsconfig.json", "--showConfig"], { cwd: root, encoding: "utf8" }),
    );
    /** @type {Set<string>} */
    const checked = new Set(
      /** @type {string[]} */ (config.files)
        .map((file) => path.normalize(file))
        .filter((file) => /^(#!.*\n)?\/\/ @ts-check\n/.test(read(file))),
    );
    const javascript = tracked.filter((file) => /\.[cm]?js$/.test(file) && !file.startsWith("public/"));
    const unchecked = javascript.filter((file) => !checked.has(file));
    expect(unchecked, "JavaScript files tsc does not check").toEqual([]);
    const optOut = ["// @ts", "nocheck"].join("-"); // so that this file does not name it
    expect(javascript.filter((file) => read(file).includes(optOut))).toEqual([]);
  }, 60_000);

  it("tracks no .env file (the Firebase web API key comes from the environment)", () => {
    expect(tracked.filter((file) => /^\.env(\.|$)/.test(path.basename(file)))).toEqual([]);
  });

  it("installs every package from the npm registry, pinned by a sha512 integrity hash", () => {
    const lock = JSON.parse(read("package-lock.json"));
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    /** @type {string[]} */
    const problems = [];
    for (const [where, entry] of Object.entries(lock.packages ?? {})) {
      if (where === "" || entry.link) continue;
      if (!/^sha512-[A-Za-z0-9+/]+=*$/.test(entry.integrity ?? ""))
        problems.push(`${where}: no sha512 integrity`);
      // With omit-lockfile-registry-resolved the registry URL is left out; any other source is named.
      if (entry.resolved && !entry.resolved.startsWith("https://registry.npmjs.org/")) {
        problems.push(`${where}: from ${entry.resolved}`);
      }
    }
    const manifest = JSON.parse(read("package.json"));
    for (const [name, spec] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      // Versions only: no git, URL, file or link sources that bypass the registry and the lockfile hash.
      if (!/^[\^~]?\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(spec))
        problems.push(`package.json ${name}: ${spec}`);
    }
    expect(problems).toEqual([]);
  });
});
