import { describe, expect, it } from "vitest";
import { type HeadTag, PRERENDERED_PAGES, pageHead } from "./page-head";

const ORIGIN = "https://shop.example";

/** The head's tags, read as the build writes them. */
function parse(tags: HeadTag[]) {
  const find = (test: (attributes: Record<string, string>) => boolean) =>
    tags.find((tag) => test(tag.attributes))?.attributes ?? null;
  const meta = (key: string) =>
    find((attributes) => attributes.name === key || attributes.property === key)?.content ?? null;
  const canonical = find((attributes) => attributes.rel === "canonical")?.href ?? null;
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
});
