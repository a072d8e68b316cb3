// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  EXPLANATION_WINDOW_MS,
  Expected,
  integrityFailureAddress,
  isCancellation,
  isLoadFailureEcho,
  isShopAddress,
  loadDeferred,
  loadsLeavingCancels,
  near,
} from "./problems";

const CHUNK = "http://127.0.0.1:46747/assets/firebase-I_t7QD6D.js?retry=1";
const OTHER = "http://127.0.0.1:46747/assets/login-page-DE7LKeje.js?retry=1";

describe("isShopAddress", () => {
  it("holds for the servers a test starts, on the loopback, and for nothing else", () => {
    expect(isShopAddress("http://127.0.0.1:4173/assets/a.png")).toBe(true);
    expect(isShopAddress("http://localhost:9199/identitytoolkit.googleapis.com/v1/accounts:lookup")).toBe(
      true,
    );
    expect(isShopAddress("https://example.com/a.png")).toBe(false);
    expect(isShopAddress("data:image/png;base64,AAAA")).toBe(false);
    expect(isShopAddress("chrome-error://chromewebdata/")).toBe(false);
  });
});

describe("isCancellation and isLoadFailureEcho", () => {
  it("tell the page's own cancellation, and Chromium's echo of an error answer, from anything else", () => {
    expect(isCancellation("net::ERR_ABORTED")).toBe(true);
    expect(isCancellation("NS_BINDING_ABORTED")).toBe(true);
    expect(isCancellation("net::ERR_CONNECTION_RESET")).toBe(false);
    expect(
      isLoadFailureEcho("Failed to load resource: the server responded with a status of 404 (Not Found)"),
    ).toBe(true);
    expect(isLoadFailureEcho("The app says: Failed to load resource")).toBe(false);
  });
});

describe("Expected", () => {
  it("lets through only what a test named, with a reason, or what an explanation accounts for", () => {
    const expected = new Expected();
    const answer = `answer 404 for ${CHUNK}`;
    const warning = "console warning on http://127.0.0.1:4173/: Can't remove product (id: 9)";
    expect(expected.unexpected([answer, warning])).toEqual([answer, warning]);
    expected.add(/^console warning .*Can't remove product/, "the removal this test makes");
    expect(expected.unexpected([answer, warning])).toEqual([answer]);
    expected.explainedBy((problem) => problem.includes("/assets/firebase-"));
    expect(expected.unexpected([answer, warning])).toEqual([]);
    expect(() => expected.add(/x/, " ")).toThrow(/needs its reason/);
    // Standing: the offline worker's copy of the not-found page, at that address alone.
    expect(expected.unexpected(["answer 404 for http://127.0.0.1:4173/404"])).toEqual([]);
    expect(expected.unexpected(["answer 404 for http://127.0.0.1:4173/404/x"])).toHaveLength(1);
  });
});

describe("integrityFailureAddress", () => {
  it("finds the address in both of Chromium's lines for bytes that failed their check", () => {
    expect(
      integrityFailureAddress(
        `Failed to find a valid digest in the 'integrity' attribute for resource '${CHUNK}' with computed SHA-256 integrity 'bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='. The resource has been blocked.`,
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

describe("loadDeferred", () => {
  it("excuses the warning of the part it names, and not another part's", () => {
    const warning = (part: string) =>
      `console warning on http://127.0.0.1:4173/: The ${part} could not be loaded yet: it is tried again at the next press.`;
    expect(loadDeferred("sign-in service").test(warning("sign-in service"))).toBe(true);
    expect(loadDeferred("sign-in service").test(warning("database client"))).toBe(false);
    expect(loadDeferred("background tasks").test(warning("background tasks"))).toBe(true);
  });
});

describe("loadsLeavingCancels", () => {
  const LEFT = "http://127.0.0.1:4173/login?from=a.b";
  const on = (address: string, words: string) => `console warning on ${address}: ${words}`;
  const APP =
    "The storefront's code could not be loaded. TypeError: error loading dynamically imported module";
  const PART = "The sign-in service could not be loaded yet: it is tried again at the next press.";
  const WORKER = "The offline copy of the shop could not be set up. AbortError";

  it("excuses each load warning of the page left", () => {
    for (const words of [APP, PART, WORKER])
      expect(loadsLeavingCancels(LEFT).test(on(LEFT, words))).toBe(true);
  });

  it("excuses none of another page's, nor the left page's other problems", () => {
    expect(loadsLeavingCancels(LEFT).test(on("http://127.0.0.1:4173/login?from=aXb", PART))).toBe(false);
    expect(loadsLeavingCancels(LEFT).test(on("http://127.0.0.1:4173/", PART))).toBe(false);
    expect(loadsLeavingCancels(LEFT).test(`console error on ${LEFT}: ${PART}`)).toBe(false);
    expect(loadsLeavingCancels(LEFT).test(on(LEFT, "The page could not start."))).toBe(false);
  });
});
