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

  // Every tag a crawler or a share card reads, in order, each under the attribute it looks for
  // (Open Graph's `property`, the description's and X's `name`), and nothing else.
  it("writes a page's whole head: its canonical link, then its description and share cards", () => {
    const page = PRERENDERED_PAGES.find(({ name }) => name === "login");
    if (!page) throw new Error("The list has no 'login' page.");
    const { title } = page;
    // Written out, not read from DESCRIPTIONS: two pages' descriptions swapped would fail here.
    const description = "Sign in to Bazaar with your e-mail and password, or create your Bazaar account.";
    const image = `${ORIGIN}/share-card.png`;
    expect(pageHead(page, ORIGIN)).toEqual([
      { tag: "link", attributes: { rel: "canonical", href: `${ORIGIN}/login` } },
      { tag: "meta", attributes: { name: "description", content: description } },
      { tag: "meta", attributes: { property: "og:type", content: "website" } },
      { tag: "meta", attributes: { property: "og:site_name", content: "Bazaar" } },
      { tag: "meta", attributes: { property: "og:title", content: title } },
      { tag: "meta", attributes: { property: "og:description", content: description } },
      { tag: "meta", attributes: { property: "og:url", content: `${ORIGIN}/login` } },
      { tag: "meta", attributes: { property: "og:image", content: image } },
      { tag: "meta", attributes: { property: "og:image:width", content: "1200" } },
      { tag: "meta", attributes: { property: "og:image:height", content: "630" } },
      { tag: "meta", attributes: { property: "og:image:alt", content: "Bazaar: featured products" } },
      { tag: "meta", attributes: { name: "twitter:card", content: "summary_large_image" } },
    ]);
  });

  it("writes the 404 page's head with noindex, and no address of its own", () => {
    const page = PRERENDERED_PAGES.find(({ fallback }) => fallback);
    if (!page) throw new Error("The list has no fallback page.");
    const keys = pageHead(page, ORIGIN).map(({ tag, attributes }) =>
      tag === "meta" ? (attributes.name ?? attributes.property) : tag,
    );
    expect(keys).toEqual([
      "description",
      "robots",
      "og:type",
      "og:site_name",
      "og:title",
      "og:description",
      "og:image",
      "og:image:width",
      "og:image:height",
      "og:image:alt",
      "twitter:card",
    ]);
    expect(pageHead(page, ORIGIN)[1]).toEqual({
      tag: "meta",
      attributes: { name: "robots", content: "noindex" },
    });
  });
});
