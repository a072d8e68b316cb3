import { describe, expect, it } from "vitest";
import * as pages from "./all-pages";
import { fallbackOf, type Page, pageFile, pageTitle } from "./page";

const page = (path: string, fallback?: true): Page => ({
  path,
  title: path,
  precached: false,
  ...(fallback ? { fallback } : {}),
});

describe("a page's facts", () => {
  it("titles a page after the shop, and the home page with the shop's name alone", () => {
    expect(pageTitle("Your basket")).toBe("Your basket – Bazaar");
    expect(pageTitle()).toBe("Bazaar");
    expect(pageTitle("")).toBe("Bazaar");
  });

  it("writes each page to the file Hosting serves at its address", () => {
    expect(pageFile("/checkout")).toBe("checkout.html");
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/help/")).toBe("help/index.html");
  });

  it("finds the one page shown at any address no page has", () => {
    expect(fallbackOf(pages)).toEqual({ name: "notFound", page: pages.notFound });
  });

  it("refuses a list with no fallback, or with two, naming how many it has", () => {
    expect(() => fallbackOf({ home: page("/") })).toThrow("One page must be the fallback, not 0.");
    expect(() => fallbackOf({ a: page("/a", true), b: page("/b", true) })).toThrow(
      "One page must be the fallback, not 2.",
    );
  });
});
