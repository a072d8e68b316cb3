// The hashes browsers check: subresource integrity for files, and the CSP's for inline code.
//
// The Content-Security-Policy allows inline code by hash alone. The hashes come out of each build,
// from the pages it wrote: the build keeps them beside its pages (HASHES_FILE, never deployed: Hosting
// ignores dot files and the worker does not precache them), the emulators serve a build with its
// own, and a build that deploys writes them into firebase.json. The import map names every chunk
// by its content hash, so its own hash changes with any change to the code: a test build, a
// production build and another project's build each have theirs.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export const HASHES_FILE = ".csp-hashes.json";

// An inline <script> (the session hint, the boot loader, the import map) or <style>: no src, no href.
const INLINE = /<(script|style)(?: (?:data-[\w-]+|type)="[^"]*")*>([^<]+)<\/\1>/g;

/**
 * What a build's import map names: every script chunk (`assets/….js`, sorted), from Vite's
 * manifest, and the lazily loaded ones, which get retry addresses too (scripts/lazy-chunks.ts
 * lists them in .vite/lazy-chunks.json, its LAZY_CHUNKS_FILE).
 * @param {string} dir the build's folder
 * @returns {{ scripts: string[], lazy: Set<string> }}
 */
export function chunksOf(dir) {
  const read = (file) => JSON.parse(readFileSync(path.join(dir, ".vite", file), "utf8"));
  const files = Object.values(read("manifest.json")).map((chunk) => chunk.file);
  return {
    scripts: [...new Set(files)].filter((file) => file.endsWith(".js")).sort(),
    lazy: new Set(read("lazy-chunks.json")),
  };
}

/** Subresource integrity of some bytes: the browser (and the offline worker) refuses others. */
export function integrityOfBytes(bytes) {
  return `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
}

/** Subresource integrity of a file. */
export async function integrityOf(file) {
  return integrityOfBytes(await readFile(file));
}

/** The sorted CSP sources ('sha256-…') of every inline script and style in `dir`'s pages. */
export async function hashesOfPages(dir) {
  const hashes = { script: new Set(), style: new Set() };
  for (const file of (await readdir(dir)).filter((name) => name.endsWith(".html"))) {
    const html = await readFile(path.join(dir, file), "utf8");
    const inline = [...html.matchAll(INLINE)];
    // Every <style>, and every <script> without src, must be one INLINE reads, or its hash is missed.
    const tags = [...html.matchAll(/<(script|style)\b([^>]*)>/g)].filter(
      ([, kind, attributes]) => kind === "style" || !/\ssrc=/.test(attributes),
    );
    if (tags.length !== inline.length) {
      throw new Error(
        `${file}: an inline script or style has an attribute other than data-* or type, or a '<' in its text, so its CSP hash cannot be taken.`,
      );
    }
    for (const [, kind, body] of inline) {
      hashes[kind].add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  return { script: [...hashes.script].sort(), style: [...hashes.style].sort() };
}

/**
 * `policy` (a header's value, or firebase.json's text) with script-src's and style-src's hashes
 * replaced by `hashes`.
 * @param {string} policy
 * @param {{ script: string[], style: string[] }} hashes
 * @returns {string}
 */
export function withHashes(policy, hashes) {
  return policy.replace(/\b(script|style)-src ([^;"]*)/g, (_, kind, sources) => {
    const kept = sources.split(" ").filter((source) => source && !source.startsWith("'sha256-"));
    return `${kind}-src ${[...kept, ...hashes[kind]].join(" ")}`;
  });
}
