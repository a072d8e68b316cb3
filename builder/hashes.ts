// The hashes browsers check for a build's files (the import map's, the offline worker's). The
// pages' own policy, which allows inline code by its hash, is page-policy.ts; what the build keeps
// beside its files, build-cache.ts.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

/** Subresource integrity of some bytes: the browser (and the offline worker) refuses others. */
export function integrityOfBytes(bytes: string | Uint8Array): string {
  return `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
}

/** Subresource integrity of a file. */
export async function integrityOf(file: string): Promise<string> {
  return integrityOfBytes(await readFile(file));
}
