import * as pages from "../src/pages/all-pages.ts";
import { type Page, pageFile } from "../src/pages/page.ts";

/** A page the build prerenders: its name in the list, and the file it writes it to. */
export interface PageMeta extends Page {
  name: keyof typeof pages;
  file: string;
}

/** Every page of the list, each in the file Hosting serves at its address ('/': index.html). */
export const PRERENDERED_PAGES: PageMeta[] = Object.entries<Page>(pages).map(([name, page]) => ({
  ...page,
  name: name as keyof typeof pages,
  file: pageFile(page.path),
}));

const SHARE_IMAGE = {
  path: "/share-card.png",
  width: 1200,
  height: 630,
  alt: "Bazaar: featured products",
};

/** One tag of a page's <head>, as its name and attributes: the build makes the element. */
export interface HeadTag {
  tag: "meta" | "link";
  attributes: Record<string, string>;
}

/**
 * The page's description, canonical address and Open Graph and Twitter card, as tags for its
 * <head>; `origin` is where the site lives. The 404 page has no address of its own: it asks not
 * to be indexed instead.
 */
export function pageHead(page: PageMeta, origin: string): HeadTag[] {
  const indexable = !page.fallback;
  const url = `${origin}${page.path}`;
  const image = `${origin}${SHARE_IMAGE.path}`;
  const meta: [string, string][] = [
    ["description", page.description],
    ...(indexable ? [] : ([["robots", "noindex"]] as [string, string][])),
    ["og:type", "website"],
    ["og:site_name", "Bazaar"],
    ["og:title", page.title],
    ["og:description", page.description],
    ...(indexable ? ([["og:url", url]] as [string, string][]) : []),
    ["og:image", image],
    ["og:image:width", String(SHARE_IMAGE.width)],
    ["og:image:height", String(SHARE_IMAGE.height)],
    ["og:image:alt", SHARE_IMAGE.alt],
    ["twitter:card", "summary_large_image"],
    ["twitter:title", page.title],
    ["twitter:description", page.description],
    ["twitter:image", image],
  ];
  const tags = meta.map(([key, value]): HeadTag => {
    const attribute = key.startsWith("og:") ? "property" : "name";
    return { tag: "meta", attributes: { [attribute]: key, content: value } };
  });
  if (indexable) tags.unshift({ tag: "link", attributes: { rel: "canonical", href: url } });
  return tags;
}
