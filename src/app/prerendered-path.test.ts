import { describe, expect, it } from "vitest";
import { isPrerenderedFor, normalizePath } from "./prerendered-path";

describe("prerendered paths", () => {
  it.each([
    ["/", "/"],
    ["/index.html", "/"],
    ["/checkout", "/checkout"],
    ["/checkout/", "/checkout"],
    ["/checkout.html", "/checkout"],
    ["/login/index.html", "/login"],
  ])("normalizes %s to %s", (path, expected) => {
    expect(normalizePath(path)).toBe(expected);
  });

  it("hydrates only the page that was rendered for the path", () => {
    expect(isPrerenderedFor("/checkout", "/checkout/")).toBe(true);
    expect(isPrerenderedFor("/", "/no-such-page")).toBe(false);
    expect(isPrerenderedFor(undefined, "/")).toBe(false);
  });
});
