// What a build keeps beside its files: the build's cache holds what it needs but never serves
// (Vite's manifest and the lazy chunks' list, for the import map, the grades and the update spec;
// the prerenderer; the worker's bundle), outside the build's folder, so nothing of it is deployed
// or answered by Hosting. The hashes browsers check: hashes.ts.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Manifest } from "vite";

/** The repository's root folder. */
export const root = path.resolve(import.meta.dirname, "..");

/**
 * A folder of its own for each build folder (by its full path: two copies of the repository that
 * share node_modules, or builds side by side, never meet), and `part` within it.
 * `outDir` is the build's folder.
 */
export function buildCacheDir(outDir: string, part: "meta" | "prerender" | "worker"): string {
  const absolute = path.resolve(root, outDir);
  const key = `${path.basename(absolute)}-${createHash("sha256").update(absolute).digest("hex").slice(0, 12)}`;
  return path.join(root, "node_modules/.cache/bazaar-build", key, part);
}

/**
 * What a build's import map names: every script chunk (`assets/….js`, sorted), from Vite's
 * manifest, and the lazily loaded ones, which get retry addresses too (lazy-chunks.ts's `lazyChunks`
 * lists them in lazy-chunks.json, which the build keeps with the manifest). `dir` is the build's folder.
 */
export function importMapChunks(dir: string): { scripts: string[]; lazy: Set<string> } {
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(path.join(buildCacheDir(dir, "meta"), file), "utf8"));
  const manifest = read("manifest.json") as Manifest;
  const files = Object.values(manifest).map((chunk) => chunk.file);
  const scripts = [...new Set(files)].filter((file) => file.endsWith(".js")).sort();
  return { scripts, lazy: new Set(read("lazy-chunks.json") as string[]) };
}
