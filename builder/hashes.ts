// The hashes browsers check for a build's files (the import map's, the offline worker's). The
// pages' own policy, which allows inline code by its hash, is page-policy.ts; what the build keeps
// beside its files, build-cache.ts.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

/**
 * Subresource integrity of some bytes: the browser (and the offline worker) refuses others.
 * SHA-256, as the pages' policy hashes inline code: every browser checks it, and each hash is
 * incompressible, so SHA-384's 64 characters against SHA-256's 44 cost bytes in every page and in
 * the worker (docs/decisions/budget-headroom.md gives them).
 */
export function integrityOfBytes(bytes: string | Uint8Array): string {
  return `sha256-${createHash("sha256").update(bytes).digest("base64")}`;
}

/** Subresource integrity of a file. */
export async function integrityOf(file: string): Promise<string> {
  return integrityOfBytes(await readFile(file));
}
