import { describe, expect, it } from "vitest";
import { pageHead } from "./page-head";
import { PRERENDERED_PAGES } from "./pages";

const ORIGIN = "https://shop.example";

/** The head's tags as the browser would read them. */
function parse(html: string) {
  const head = new DOMParser().parseFromString(`<head>${html}</head>`, "text/html").head;
  const meta = (key: string) =>
    head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute("content") ?? null;
  const canonical = head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null;
  return { meta, canonical };
}

describe("pageHead", () => {
  it("gives every page its own description, and the same in its share card", () => {
    const descriptions = PRERENDERED_PAGES.map((page) => parse(pageHead(page, ORIGIN)).meta("description"));
    expect(new Set(descriptions).size).toBe(PRERENDERED_PAGES.length);
    for (const page of PRERENDERED_PAGES) {
      const { meta } = parse(pageHead(page, ORIGIN));
      expect(meta("og:title")).toBe(page.title);
      expect(meta("twitter:title")).toBe(page.title);
      expect(meta("og:description")).toBe(page.description);
      expect(meta("twitter:card")).toBe("summary_large_image");
      expect(meta("og:image")).toBe(`${ORIGIN}/share-card.png`);
      expect([meta("og:image:width"), meta("og:image:height")]).toEqual(["1200", "630"]);
    }
  });

  it("gives each page a canonical address on the site origin, and the 404 page none", () => {
    for (const page of PRERENDERED_PAGES) {
      const { meta, canonical } = parse(pageHead(page, ORIGIN));
      if (page.file === "404.html") {
        expect(canonical).toBeNull();
        expect(meta("og:url")).toBeNull();
        expect(meta("robots")).toBe("noindex");
      } else {
        expect(canonical).toBe(`${ORIGIN}${page.path}`);
        expect(meta("og:url")).toBe(canonical);
        expect(meta("robots")).toBeNull();
      }
    }
  });

  it("escapes what it puts in attributes", () => {
    const page = { path: "/", file: "index.html", title: 'A "quoted" <b>&</b>', description: "d" };
    expect(parse(pageHead(page, ORIGIN)).meta("og:title")).toBe(page.title);
    expect(pageHead(page, ORIGIN)).not.toContain("<b>");
  });
});
