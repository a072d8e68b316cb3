// @vitest-environment node
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { integrityOf, integrityOfBytes } from "./hashes.ts";

// A browser refuses a file whose bytes do not hash to its integrity, so the hash must be exactly
// the one the Subresource Integrity spec names: SHA-384 of the bytes, in base64, after "sha384-".
// `printf 'alert(1)' | openssl dgst -sha384 -binary | base64`:
const ALERT_SHA384 = "sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW";

const folder = await mkdtemp(path.join(tmpdir(), "bazaar-hashes-"));
afterAll(() => rm(folder, { recursive: true }));

it("gives a file's integrity as the browser checks it, from its bytes", async () => {
  const file = path.join(folder, "chunk.js");
  await writeFile(file, "alert(1)");
  expect(await integrityOf(file)).toBe(ALERT_SHA384);
  expect(integrityOfBytes(new TextEncoder().encode("alert(1)"))).toBe(ALERT_SHA384);
  expect(integrityOfBytes("alert(2)"), "another byte, another hash").not.toBe(ALERT_SHA384);
});
