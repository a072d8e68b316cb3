import { describe, expect, it } from "vitest";
import { isPrerenderedFor } from "./prerendered-path";

describe("prerendered paths", () => {
  it("hydrates only the page that was rendered for the path", () => {
    expect(isPrerenderedFor("/checkout", "/checkout/")).toBe(true);
    expect(isPrerenderedFor("/checkout", "/checkout.html")).toBe(true);
    expect(isPrerenderedFor("/", "/index.html")).toBe(true);
    expect(isPrerenderedFor("/", "/no-such-page")).toBe(false);
    expect(isPrerenderedFor(undefined, "/")).toBe(false);
  });
});
