// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  EXPLANATION_WINDOW_MS,
  integrityFailureAddress,
  isNetworkNoise,
  isPageError,
  near,
} from "./console-noise";

const CHUNK = "http://127.0.0.1:46747/assets/firebase-I_t7QD6D.js?retry=1";
const OTHER = "http://127.0.0.1:46747/assets/login-page-DE7LKeje.js?retry=1";
const message = (type: string, text: string) => ({ type: () => type, text: () => text });

describe("isNetworkNoise and isPageError", () => {
  it("set aside Chromium's own line for an answer with an error status, and only that", () => {
    const network =
      "Failed to load resource: the server responded with a status of 503 (Service Unavailable)";
    expect(isNetworkNoise(network)).toBe(true);
    expect(isPageError(message("error", network))).toBe(false);
    expect(isPageError(message("error", "Part of the page failed to render."))).toBe(true);
    // The words elsewhere in a line the page wrote are the page's.
    expect(isPageError(message("error", "The app says: Failed to load resource"))).toBe(true);
    expect(isPageError(message("warning", "Part of the page failed to render."))).toBe(false);
  });
});

describe("integrityFailureAddress", () => {
  it("finds the address in both of Chromium's lines for bytes that failed their check", () => {
    expect(
      integrityFailureAddress(
        `Failed to find a valid digest in the 'integrity' attribute for resource '${CHUNK}' with computed SHA-384 integrity 'mhSImUhMr9YORLn3y+S/Ifqn8ZyfHG/G9W26Wxk2gfuulAWNl07bC44pkp+XXaos'. The resource has been blocked.`,
      ),
    ).toBe(CHUNK);
    expect(integrityFailureAddress(`Fetch API cannot load ${CHUNK}. SRI's integrity checks failed.`)).toBe(
      CHUNK,
    );
  });

  it("finds none in any other line", () => {
    expect(integrityFailureAddress(`Fetch API cannot load ${CHUNK}. Refused to connect.`)).toBeNull();
    expect(integrityFailureAddress("Failed to load resource: net::ERR_FAILED")).toBeNull();
    expect(integrityFailureAddress(`console.error: SRI's integrity checks failed for ${CHUNK}`)).toBeNull();
  });
});

describe("near", () => {
  it("holds for the same address within the window, before or after, and for nothing else", () => {
    const report = { at: 10_000, url: CHUNK };
    expect(near([{ at: 10_000 - EXPLANATION_WINDOW_MS, url: CHUNK }], report)).toBe(true);
    expect(near([{ at: 10_000 + EXPLANATION_WINDOW_MS, url: CHUNK }], report)).toBe(true);
    expect(near([{ at: 10_000 - EXPLANATION_WINDOW_MS - 1, url: CHUNK }], report)).toBe(false);
    expect(near([{ at: 10_000 + EXPLANATION_WINDOW_MS + 1, url: CHUNK }], report)).toBe(false);
    expect(near([{ at: 10_000, url: OTHER }], report)).toBe(false);
    expect(near([], report)).toBe(false);
  });
});
