// @ts-check
// @vitest-environment node
// What `firebase deploy` would ship, without a real project: firebase-tools runs firebase.json's
// predeploy (as its lifecycle hooks do: a shell in the project folder, the project in GCLOUD_PROJECT),
// then uploads what its own listFiles finds in the public folder. On a copy of the repository as a
// fresh clone has it, with a project's settings in .env.local.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePolicy } from "../builder/page-policy.ts";
import { changesIn, copyRepository } from "./repo-copy.mjs";

const { listFiles } = createRequire(import.meta.url)("firebase-tools/lib/listFiles");
const PROJECT = "demo-deploy-check";
const SETTINGS = [
  "VITE_FIREBASE_API_KEY=deploy-check-key",
  `VITE_FIREBASE_AUTH_DOMAIN=${PROJECT}.firebaseapp.com`,
  `VITE_FIREBASE_PROJECT_ID=${PROJECT}`,
  "VITE_FIREBASE_APP_ID=1:2:web:3",
].join("\n");

let copy = "";
/** @type {{ hosting: { public: string, ignore: string[], predeploy: string } }} firebase.json, the parts read */
let config = { hosting: { public: "", ignore: [], predeploy: "" } };

/**
 * Runs the predeploy as firebase-tools does, deploying to `project`.
 * @param {string} project
 */
function predeploy(project) {
  const publicDir = path.join(copy, config.hosting.public);
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, GCLOUD_PROJECT: project, PROJECT_DIR: copy, RESOURCE_DIR: publicDir };
  for (const name of Object.keys(env)) if (name.startsWith("VITE_")) delete env[name];
  const run = spawnSync(config.hosting.predeploy, { cwd: copy, env, shell: true, encoding: "utf8" });
  return { status: run.status, said: run.stdout + run.stderr };
}

beforeAll(() => {
  copy = copyRepository("deploy");
  config = JSON.parse(readFileSync(path.join(copy, "firebase.json"), "utf8"));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// Each test starts the predeploy (a shell, then Node): seconds on a loaded machine, not a speed to check.
describe("firebase deploy", { timeout: 60_000 }, () => {
  it("refuses, saying what to set, when there are no project settings", () => {
    const { status, said } = predeploy(PROJECT);
    expect(status).not.toBe(0);
    expect(said).toContain(`no project settings to deploy with to ${PROJECT}`);
    expect(said).toContain("set the four VITE_FIREBASE_* values in .env.local");
  });

  it("refuses a project other than the one the settings name", () => {
    writeFileSync(path.join(copy, ".env.local"), SETTINGS);
    const { status, said } = predeploy("demo-someone-else");
    expect(status).not.toBe(0);
    expect(said).toContain(`this deploy goes to demo-someone-else, but .env.local`);
    expect(said).toContain(`deploy with --project ${PROJECT}`);
  });

  describe("with the project's settings", () => {
    /** @type {string[]} */
    let files = [];
    beforeAll(() => {
      writeFileSync(path.join(copy, ".env.local"), SETTINGS);
      const { status, said } = predeploy(PROJECT);
      expect(status, said).toBe(0);
      files = listFiles(path.join(copy, config.hosting.public), config.hosting.ignore);
    }, 120_000);

    it("uploads the site, and nothing in a dot-folder, nor anything naming the build machine's folders", () => {
      expect(files).toEqual(expect.arrayContaining(["index.html", "404.html", "sw.js"]));
      expect(files.filter((file) => file.split("/").some((part) => part.startsWith(".")))).toEqual([]);
      const named = files.filter((file) =>
        readFileSync(path.join(copy, config.hosting.public, file)).includes(copy),
      );
      expect(named, "files that name the folder the build ran in").toEqual([]);
    });

    it("leaves out the benches' floor page, and the worker's precache does not list it", () => {
      expect(files.filter((file) => file.includes("floor"))).toEqual([]);
      const worker = readFileSync(path.join(copy, config.hosting.public, "sw.js"), "utf8");
      expect(worker).toContain('"/checkout"');
      expect(worker).not.toContain("floor");
    });

    // The header served beside each page (frame-ancestors): hosting-addresses.spec.ts; the policy's
    // place right after <meta charset>: builder/page-policy.test.ts. Here: the policy each deployed page carries.
    it("gives each page a policy that allows its own inline scripts and styles, and nothing else", () => {
      const parser = new new Window().DOMParser();
      const pages = files.filter((file) => file.endsWith(".html"));
      expect(pages.length).toBeGreaterThanOrEqual(4);
      for (const file of pages) {
        const html = readFileSync(path.join(copy, config.hosting.public, file), "utf8");
        const page = parser.parseFromString(html, "text/html");
        const metas = page.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
        expect(metas, file).toHaveLength(1);
        const policy = parsePolicy(metas[0]?.getAttribute("content") ?? "");
        const hashes = (/** @type {string} */ selector) =>
          [...page.querySelectorAll(selector)]
            .map((element) => `'sha256-${createHash("sha256").update(element.textContent).digest("base64")}'`)
            .sort();
        const inlineScripts = hashes("script:not([src])");
        const scriptSrc = policy.get("script-src") ?? [];
        if (inlineScripts.length) expect(scriptSrc, file).toEqual(["'strict-dynamic'", ...inlineScripts]);
        else expect(scriptSrc, file).toEqual(["'none'"]);
        expect(policy.get("style-src"), file).toEqual(["'self'", ...hashes("style")]);
        expect(policy.get("default-src"), file).toEqual(["'none'"]);
        expect(policy.get("connect-src"), file).not.toContainEqual(
          expect.stringMatching(/^http:|127\.0\.0\.1/),
        );
        expect(metas[0]?.getAttribute("content"), file).not.toMatch(/unsafe-/);
        // The first banner's picture is a data: URL; no plugin, no <base>, forms post to this origin
        // alone; script URLs only through the storefront's two named Trusted Types policies.
        expect(policy.get("img-src"), file).toEqual(["'self'", "data:"]);
        for (const name of ["manifest-src", "worker-src", "form-action"])
          expect(policy.get(name), `${file} ${name}`).toEqual(["'self'"]);
        for (const name of ["object-src", "base-uri"])
          expect(policy.get(name), `${file} ${name}`).toEqual(["'none'"]);
        expect(policy.get("require-trusted-types-for"), file).toEqual(["'script'"]);
        expect(policy.get("trusted-types"), file).toEqual(["bazaar-boot", "bazaar-worker"]);
      }
    });

    it("changes no file that git tracks", () => {
      expect(changesIn(copy)).toBe("");
    });
  });
});
