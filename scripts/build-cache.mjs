// Where a build keeps what it needs but never serves: Vite's manifest and the lazy chunks' list
// (for the import map, the grades and the update spec), the prerenderer and the worker's bundle.
// Outside the build's folder, so that nothing of it is deployed or answered by Hosting.
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * A folder of its own for each build folder (by its full path: two copies of the repository that
 * share node_modules, or builds side by side, never meet), and `part` within it.
 * @param {string} outDir the build's folder
 * @param {"meta" | "prerender" | "worker"} part
 */
export function buildCacheDir(outDir, part) {
  const absolute = path.resolve(root, outDir);
  const key = `${path.basename(absolute)}-${createHash("sha256").update(absolute).digest("hex").slice(0, 12)}`;
  return path.join(root, "node_modules/.cache/bazaar-build", key, part);
}
