import * as pages from "../src/pages/all-pages.ts";
import { type Page, pageFile } from "../src/pages/page.ts";

type PageName = keyof typeof pages;

/**
 * Each page's <meta name="description">, for search engines and share cards. Only the page's file
 * carries it, so it is kept here rather than in the page list, which the app ships in its script.
 */
const DESCRIPTIONS = {
  checkout: "Your Bazaar basket: every item you picked, its price, and the subtotal before checkout.",
  home: "Bazaar: featured headphones, cameras, kitchen and outdoor gear at fair prices, with a basket that keeps up.",
  login: "Sign in to Bazaar with your e-mail and password, or create your Bazaar account.",
  notFound: "This address is not on Bazaar. The home page has today's featured products.",
} as const satisfies Record<PageName, string>;

/** A page the build prerenders: its name in the list, its description, and the file it writes it to. */
export interface PageMeta extends Page {
  name: PageName;
  description: string;
  file: string;
}

/** Every page of the list, each in the file Hosting serves at its address ('/': index.html). */
export const PRERENDERED_PAGES: PageMeta[] = (Object.entries(pages) as [PageName, Page][]).map(
  ([name, page]) => ({ ...page, name, description: DESCRIPTIONS[name], file: pageFile(page.path) }),
);

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
 * The page's description, canonical address and Open Graph and X card, as tags for its
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
    // X reads a card's title, description and picture from Open Graph when its own tags are absent
    // (developer.x.com/cards/markup); only the card's kind has no Open Graph tag.
    ["twitter:card", "summary_large_image"],
  ];
  const tags = meta.map(([key, value]): HeadTag => {
    const attribute = key.startsWith("og:") ? "property" : "name";
    return { tag: "meta", attributes: { [attribute]: key, content: value } };
  });
  if (indexable) tags.unshift({ tag: "link", attributes: { rel: "canonical", href: url } });
  return tags;
}
