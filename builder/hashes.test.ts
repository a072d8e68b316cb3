// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { integrityOf, integrityOfBytes } from "./hashes.ts";

// A browser refuses a file whose bytes do not hash to its integrity, so the hash must be exactly
// the one the Subresource Integrity spec names: SHA-256 of the bytes, in base64, after "sha256-".
// `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`:
const ALERT_SHA256 = "sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=";

const folder = await mkdtemp(path.join(tmpdir(), "bazaar-hashes-"));
afterAll(() => rm(folder, { recursive: true }));

it("gives a file's integrity as the browser checks it, from its bytes", async () => {
  const file = path.join(folder, "chunk.js");
  await writeFile(file, "alert(1)");
  expect(await integrityOf(file)).toBe(ALERT_SHA256);
  expect(integrityOfBytes(new TextEncoder().encode("alert(1)"))).toBe(ALERT_SHA256);
  expect(integrityOfBytes("alert(2)"), "another byte, another hash").not.toBe(ALERT_SHA256);
});
