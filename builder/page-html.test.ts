// @vitest-environment node
import { Window } from "happy-dom";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerender } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import {
  attributeOf,
  createElement as createNode,
  type Element,
  find,
  type Node,
  parse,
  tagged,
  textOf,
} from "./html-tree.ts";
import { composePage, pageShell } from "./page-html.ts";

// What a replacement string of String.replace would expand: $& (the match), $' and $` (around it).
const PRODUCT = "Save $& more, it's $'10' $`now`";
const PAGE = { path: "/", title: `${PRODUCT} – Bazaar` };
const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Bazaar</title></head><body><div id="root"><!--app-html--></div></body></html>';

/** A page as React prerenders it: its title first, then a product's card. */
const rendered = renderToStaticMarkup(
  createElement(
    "div",
    null,
    createElement("title", null, PAGE.title),
    createElement(
      "article",
      null,
      createElement("h2", null, PRODUCT),
      createElement("img", { alt: PRODUCT }),
    ),
  ),
).replace(/^<div>|<\/div>$/g, "");

/** The element under `node` that passes `test`, which the page must have. */
function the(node: Node, test: (element: Element) => boolean): Element {
  const element = find(node, test);
  if (!element) throw new Error("The page has no such element.");
  return element;
}

describe("a built page", () => {
  it("shows a title with $&, $' and $` as written, in its <title>, its card and its share card", async () => {
    const html = await composePage(SHELL, {
      page: PAGE,
      rendered,
      head: [{ tag: "meta", attributes: { property: "og:title", content: PAGE.title } }],
      hints: ["hint('$&')"],
    });
    const document = parse(html);
    expect(textOf(the(document, tagged("title")))).toBe(PAGE.title);
    expect(textOf(the(document, tagged("h2")))).toBe(PRODUCT);
    expect(attributeOf(the(document, tagged("img")), "alt")).toBe(PRODUCT);
    expect(attributeOf(the(document, tagged("meta", { property: "og:title" })), "content")).toBe(PAGE.title);
    expect(textOf(the(document, tagged("script")))).toBe("hint('$&')");
    expect(attributeOf(the(document, tagged("div", { id: "root" })), "data-prerendered")).toBe("/");
  });
});

/** The page as a browser parses it (happy-dom's parser, not the build's). */
const served = (html: string) => new new Window().DOMParser().parseFromString(html, "text/html");

/** Each element `parent` holds, as its markup reads. */
const childrenOf = (parent: { children: ArrayLike<{ outerHTML: string }> }) =>
  Array.from(parent.children, (child) => child.outerHTML);

describe("a built page's order", () => {
  it("has the hints, then its own title (and no other), then its head's tags in <head>, and in #root only its markup", async () => {
    const html = await composePage(SHELL, {
      page: { path: "/login", title: "Sign in – Bazaar" },
      rendered: "<title>Sign in – Bazaar</title><main><h1>Sign in</h1></main>",
      head: [
        { tag: "link", attributes: { rel: "canonical", href: "https://shop.example/login" } },
        { tag: "meta", attributes: { name: "description", content: "Sign in" } },
      ],
      hints: ["greet()", "basket()"],
    });
    const document = served(html);
    expect(document.title).toBe("Sign in – Bazaar");
    expect(childrenOf(document.head)).toEqual([
      '<meta charset="utf-8">',
      "<script>greet()</script>",
      "<script>basket()</script>",
      "<title>Sign in – Bazaar</title>",
      '<link rel="canonical" href="https://shop.example/login">',
      '<meta name="description" content="Sign in">',
    ]);
    // The shell's placeholder comment goes with whatever else #root held.
    expect(document.getElementById("root")?.innerHTML).toBe("<main><h1>Sign in</h1></main>");
  });

  it("refuses a page whose rendered title is not its own, or a shell without its <title> or #root", async () => {
    const page = { path: "/login", title: "Sign in – Bazaar" };
    const parts = { page, rendered: "<title>Sign in – Bazaar</title><main></main>", head: [], hints: [] };
    await expect(
      composePage(SHELL, { ...parts, rendered: "<title>Bazaar</title><main></main>" }),
    ).rejects.toThrow(new Error('/login rendered the title "Bazaar", not "Sign in – Bazaar".'));
    await expect(composePage(SHELL, { ...parts, rendered: "<main></main>" })).rejects.toThrow(
      new Error('/login rendered the title null, not "Sign in – Bazaar".'),
    );
    await expect(composePage(SHELL.replace("<title>Bazaar</title>", ""), parts)).rejects.toThrow(
      new Error("index.html has lost its <title>."),
    );
    await expect(composePage(SHELL.replace(' id="root"', ""), parts)).rejects.toThrow(
      new Error('index.html has lost its <div id="root">.'),
    );
  });
});

/** A page as React prerenders it: its preloads of the pictures and its title first, then the page. */
async function prerendered(...images: Record<string, string>[]) {
  const title = createElement("title", null, "Deals – Bazaar");
  const pictures = images.map((image) => createElement("img", { key: image.alt, ...image }));
  const { prelude } = await prerender(createElement("main", null, title, ...pictures));
  return new Response(prelude).text();
}

const LOGO = { src: "/assets/logo.svg", alt: "Bazaar" };
const BANNER = { src: "/assets/banner.svg", alt: "Deals", fetchPriority: "high" };
const DATA_URL = "data:image/svg+xml,%3Csvg/%3E";

/** `rendered` made into '/' with `inlineImage`, as a browser parses it. */
async function homePage(rendered: string, inlineImage?: (src: string) => Promise<string>) {
  const page = { path: "/", title: "Deals – Bazaar" };
  return served(await composePage(SHELL, { page, rendered, head: [], hints: [], inlineImage }));
}

describe("the first banner's picture", () => {
  it("comes inside the page as a data: URL, without React's preload of its file", async () => {
    const rendered = await prerendered(LOGO, BANNER);
    // The build's own files are preloaded as React wrote them: the test's premise.
    expect(rendered).toContain(
      '<link rel="preload" as="image" href="/assets/banner.svg" fetchPriority="high"/>',
    );
    const inlineImage = vi.fn(async () => DATA_URL);
    const document = await homePage(rendered, inlineImage);
    expect(inlineImage.mock.calls).toEqual([["/assets/banner.svg"]]);
    const images = [...document.querySelectorAll("img")].map((image) => image.getAttribute("src"));
    // A browser reads the first of two src attributes: the data: URL must replace the address.
    expect(images).toEqual(["/assets/logo.svg", DATA_URL]);
    const preloads = [...document.querySelectorAll('link[rel="preload"]')].map((link) =>
      link.getAttribute("href"),
    );
    expect(preloads).toEqual(["/assets/logo.svg"]);
  });

  it("stays an address where the page has no banner of the build's own, or the build no picture to give", async () => {
    const inlineImage = vi.fn(async () => DATA_URL);
    // No banner; a banner from another site; a banner with no address yet.
    const others: Record<string, string>[][] = [
      [LOGO],
      [LOGO, { ...BANNER, src: "https://images.example/banner.jpg" }],
      [LOGO, { alt: "Deals", fetchPriority: "high" }],
    ];
    for (const images of others) {
      const rendered = await prerendered(...images);
      const document = await homePage(rendered, inlineImage);
      const sources = [...document.querySelectorAll("img")].map((image) => image.getAttribute("src"));
      expect(sources).toEqual(images.map((image) => image.src ?? null));
    }
    expect(inlineImage).not.toHaveBeenCalled();
    // A build with no picture to give (no inlineImage) leaves even the banner as it is.
    const withoutPicture = await homePage(await prerendered(LOGO, BANNER));
    expect(withoutPicture.querySelector('img[alt="Deals"]')?.getAttribute("src")).toBe("/assets/banner.svg");
  });
});

/** Vite's built index.html, as the build reads it: boot.ts's tag and stylesheet in <head>. */
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Bazaar</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" /><script src="/legacy.js"></script>
<script type="module" crossorigin src="/assets/boot-1a2b.js"></script>
<link rel="stylesheet" crossorigin href="/assets/boot-3c4d.css">
</head><body><div id="root"><!--app-html--></div></body></html>`;

/**
 * What build-site.ts's `prerender` gives for the shell: the stylesheets' text (as in their files),
 * and its scripts.
 */
function shellParts() {
  return {
    stylesheet: vi.fn(async (href: string) => `\nbody{color:red}/* ${href} */\n`),
    scriptsFor: vi.fn(async (boot: string) => [
      createNode("script", { type: "importmap" }, "{}"),
      createNode("script", { "data-boot": boot }, "load()"),
    ]),
  };
}

describe("the shell every page shares", () => {
  it("has each stylesheet inline, and the build's scripts where boot.ts's tag was", async () => {
    const parts = shellParts();
    const document = served(await pageShell(TEMPLATE, parts));
    expect(parts.stylesheet.mock.calls).toEqual([["/assets/boot-3c4d.css"]]);
    expect(parts.scriptsFor.mock.calls).toEqual([["/assets/boot-1a2b.js"]]);
    // Only the stylesheet goes inline; the classic script stays, and stays out of boot.ts's place.
    expect(childrenOf(document.head)).toEqual([
      '<meta charset="utf-8">',
      "<title>Bazaar</title>",
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      '<script src="/legacy.js"></script>',
      '<script type="importmap">{}</script>',
      '<script data-boot="/assets/boot-1a2b.js">load()</script>',
      "<style>body{color:red}/* /assets/boot-3c4d.css */</style>",
    ]);
  });

  it("refuses an index.html without #root, boot.ts's tag or a stylesheet's address", async () => {
    const broken: [string, string][] = [
      [TEMPLATE.replace(' id="root"', ""), 'index.html has lost its <div id="root">.'],
      [
        TEMPLATE.replace(' href="/assets/boot-3c4d.css"', ""),
        "index.html has a stylesheet link with no href.",
      ],
      [TEMPLATE.replace(' src="/assets/boot-1a2b.js"', ""), "index.html has lost boot.ts's script tag."],
      [TEMPLATE.replace(' type="module"', ""), "index.html has lost boot.ts's script tag."],
    ];
    for (const [template, message] of broken) {
      await expect(pageShell(template, shellParts())).rejects.toThrow(new Error(message));
    }
  });
});
