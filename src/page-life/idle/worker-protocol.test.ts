import { describe, expect, it } from "vitest";
import { hostingRedirect } from "./worker-protocol";

const pages = new Set(["/", "/checkout", "/login", "/404"]);
const isPage = (path: string) => pages.has(path);

// As the Hosting emulator answers with firebase.json (cleanUrls, trailingSlash false).
describe("the address Hosting redirects to", () => {
  it.each([
    ["/checkout/", "/checkout"],
    ["/checkout//", "/checkout"],
    ["/login/", "/login"],
    ["/checkout.html", "/checkout"],
    ["/index.html", "/"],
  ])("%s goes to %s", (from, to) => {
    expect(hostingRedirect(from, isPage)).toBe(to);
  });

  it.each(["/", "/checkout", "/nowhere/", "/nowhere.html", "/checkout/index.html", "/favicon.svg"])(
    "%s is answered as it is",
    (path) => {
      expect(hostingRedirect(path, isPage)).toBeUndefined();
    },
  );

  it("redirects by the whole name: a page named after 'index', or one inside a folder, as it is", () => {
    expect(hostingRedirect("/indexes.html", (path) => path === "/indexes")).toBe("/indexes");
    expect(hostingRedirect("/help/faq", () => true)).toBeUndefined();
  });
});
