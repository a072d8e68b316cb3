import { describe, expect, it } from "vitest";
import { cleanPath } from "./clean-path.mjs";

describe("cleanPath (Hosting's cleanUrls and trailingSlash: false)", () => {
  it.each([
    ["/", "/"],
    ["/index.html", "/"],
    ["/checkout", "/checkout"],
    ["/checkout/", "/checkout"],
    ["/checkout.html", "/checkout"],
    ["/login.html", "/login"],
    ["/login/index.html", "/login"],
    ["/assets/app.js", "/assets/app.js"],
  ])("answers %s at %s", (pathname, expected) => {
    expect(cleanPath(pathname)).toBe(expected);
  });
});
