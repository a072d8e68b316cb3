// @ts-check
import { describe, expect, it } from "vitest";

describe("the Observatory's internals the grades use", () => {
  it("are where scripts/observatory-internals.mjs looks, and score as the grades expect", async () => {
    // A release that moves one fails here with its own words (see the module).
    const { getScoreModifier, subresourceIntegrityTest } = await import("./observatory-internals.mjs");
    expect(getScoreModifier("csp-implemented-with-no-unsafe-default-src-none")).toBe(10);
    expect(getScoreModifier("x-frame-options-implemented-via-csp")).toBe(5);
    expect(getScoreModifier("hsts-implemented-max-age-at-least-six-months")).toBe(0);
    expect(typeof subresourceIntegrityTest).toBe("function");
  });
});
