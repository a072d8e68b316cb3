// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { EXPLANATION_WINDOW_MS } from "../../problems";
import { cutShort, FirefoxReports } from "./firefox-reports";

const CHUNK = "http://127.0.0.1:4173/assets/login-page-Ab12.js";
const OTHER = "http://127.0.0.1:4173/assets/firebase-Cd34.js";
const BUILT = new TextEncoder().encode("export function LoginPage() { return 'the build’s own bytes'; }\n");
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("base64");

/** Firefox's words for bytes that do not match their integrity, as the driver hears them. */
const mismatch = (url: string, computed?: string) =>
  `None of the “sha256” hashes in the integrity attribute match the content of the subresource at “${url}”.${computed ? ` The computed hash is “${computed}”.` : ""}`;
const intercepted = (url: string) =>
  `Failed to load ‘${url}’. A ServiceWorker intercepted the request and encountered an unexpected error.`;

/** Reports over a build that holds BUILT at CHUNK only. */
const reports = () => new FirefoxReports((url) => (url === CHUNK ? BUILT : null));

describe("cutShort", () => {
  it("knows the hash of every start of the file, from none of it to all but the last byte", () => {
    for (const length of [0, 1, 17, BUILT.length - 1]) {
      expect(cutShort(BUILT, sha256(BUILT.subarray(0, length))), `${length} bytes`).toBe(true);
    }
  });

  it("does not take the whole file, or other bytes, for a transfer cut short", () => {
    expect(cutShort(BUILT, sha256(BUILT))).toBe(false);
    expect(cutShort(BUILT, sha256(new TextEncoder().encode("export function Login")))).toBe(true);
    expect(cutShort(BUILT, sha256(new TextEncoder().encode("globalThis.__altered = true;")))).toBe(false);
    expect(cutShort(BUILT, sha256(BUILT.subarray(1, 20)))).toBe(false);
  });
});

describe("FirefoxReports", () => {
  it("keeps any page error it has no reason to set aside", () => {
    const seen = reports();
    seen.pageError("TypeError: x is undefined", 1);
    seen.pageError("Content-Security-Policy: The page’s settings blocked an inline script", 2);
    expect(seen.problems()).toEqual([
      "uncaught: TypeError: x is undefined",
      "uncaught: Content-Security-Policy: The page’s settings blocked an inline script",
    ]);
  });

  it("sets aside a module the server did not serve only beside its error answer or failed request", () => {
    const blocked = `Loading module from “${CHUNK}” was blocked because of a disallowed MIME type (“text/plain”).`;
    const failed = `Loading failed for the module with source “${CHUNK}”.`;
    const seen = reports();
    seen.pageError(blocked, 1_000);
    seen.pageError(failed, 1_001);
    expect(seen.problems()).toEqual([`uncaught: ${blocked}`, `uncaught: ${failed}`]);
    seen.errorAnswer(OTHER, 1_002);
    expect(seen.problems()).toHaveLength(2);
    seen.errorAnswer(CHUNK, 1_002);
    expect(seen.problems()).toEqual([]);
    const offline = reports();
    offline.pageError(failed, 1_000);
    offline.failedRequest(CHUNK, 1_001);
    expect(offline.problems()).toEqual([]);
  });

  it("sets aside a failed interception only beside a cancellation of the same load", () => {
    const seen = reports();
    seen.pageError(intercepted(CHUNK), 1_000);
    expect(seen.problems()).toEqual([`uncaught: ${intercepted(CHUNK)}`]);
    seen.cancelledLoad(OTHER, 1_002);
    expect(seen.problems()).toHaveLength(1);
    seen.cancelledLoad(CHUNK, 1_000 + EXPLANATION_WINDOW_MS + 500);
    expect(seen.problems()).toHaveLength(1);
    // The cancellation may be heard after the report.
    seen.cancelledLoad(CHUNK, 1_004);
    expect(seen.problems()).toEqual([]);
  });

  it("sets aside an integrity report of an error answer to the same address, close to it", () => {
    const seen = reports();
    const report = mismatch(CHUNK, sha256(new TextEncoder().encode("Service Unavailable")));
    // An error answer to the address long before (an earlier try under the same ?retry address)
    // explains nothing.
    seen.errorAnswer(CHUNK, 1_000);
    seen.pageError(report, 1_000 + EXPLANATION_WINDOW_MS + 1);
    expect(seen.problems()).toEqual([`uncaught: ${report}`]);
    seen.errorAnswer(CHUNK, 1_000 + EXPLANATION_WINDOW_MS + 10);
    expect(seen.problems()).toEqual([]);
  });

  it("sets aside an integrity report of a load the page cancelled", () => {
    const seen = reports();
    seen.pageError(mismatch(OTHER), 5_000);
    expect(seen.problems()).toHaveLength(1);
    seen.cancelledLoad(OTHER, 5_101);
    expect(seen.problems()).toEqual([]);
  });

  it("sets aside a transfer cut short, but never bytes that are not the build's", () => {
    const seen = reports();
    seen.pageError(mismatch(CHUNK, sha256(BUILT.subarray(0, 30))));
    expect(seen.problems()).toEqual([]);
    const altered = mismatch(CHUNK, sha256(new TextEncoder().encode("globalThis.__altered = true;")));
    seen.pageError(altered);
    // The same start of a file the build does not have there proves nothing.
    const elsewhere = mismatch(OTHER, sha256(BUILT.subarray(0, 30)));
    seen.pageError(elsewhere);
    // Nor does a report that gives no hash.
    seen.pageError(mismatch(CHUNK));
    expect(seen.problems()).toEqual([
      `uncaught: ${altered}`,
      `uncaught: ${elsewhere}`,
      `uncaught: ${mismatch(CHUNK)}`,
    ]);
  });

  it("sets aside a cross-origin request with no answer only beside that request's failure", () => {
    const provider = "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k";
    const report = `Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at ${provider}. (Reason: CORS request did not succeed). Status code: (null).`;
    const refused = `Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at ${provider}. (Reason: CORS header ‘Access-Control-Allow-Origin’ missing). Status code: 200.`;
    const seen = reports();
    seen.pageError(report, 2_000);
    seen.pageError(refused, 2_001);
    seen.failedRequest(OTHER, 2_000);
    expect(seen.problems()).toEqual([`uncaught: ${refused}`, `uncaught: ${report}`]);
    // The request's failure (NS_ERROR_OFFLINE) explains the first; a CORS answer stays a problem.
    seen.failedRequest(provider, 1_700);
    expect(seen.problems()).toEqual([`uncaught: ${refused}`]);
  });

  it("forgets everything, what explains reports too", () => {
    const seen = reports();
    seen.pageError("TypeError: x is undefined");
    seen.cancelledLoad(CHUNK, 1_000);
    seen.forget();
    seen.pageError(intercepted(CHUNK), 1_001);
    expect(seen.problems()).toEqual([`uncaught: ${intercepted(CHUNK)}`]);
  });
});
