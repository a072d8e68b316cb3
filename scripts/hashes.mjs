// Subresource integrity: the hashes browsers check for files. The pages' own policy, which allows
// inline code by its hash, is scripts/page-policy.mjs.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { buildCacheDir } from "./build-cache.mjs";

/**
 * What a build's import map names: every script chunk (`assets/….js`, sorted), from Vite's
 * manifest, and the lazily loaded ones, which get retry addresses too (scripts/lazy-chunks.ts
 * lists them in lazy-chunks.json, which the build keeps with the manifest: scripts/build-cache.mjs).
 * @param {string} dir the build's folder
 * @returns {{ scripts: string[], lazy: Set<string> }}
 */
export function chunksOf(dir) {
  const read = (file) => JSON.parse(readFileSync(path.join(buildCacheDir(dir, "meta"), file), "utf8"));
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
