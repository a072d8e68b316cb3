// Each page's HTML, put together as a tree (html-tree.ts): Vite's index.html gives the
// shell, the prerenderer the page's title and markup, page-head.ts its head. Nodes are moved and
// created, never strings spliced, so a title or banner text with '$&' or "it's" stays as written.

import { WITH_FIRST_FRAME } from "../src/shared/ui/paint-order.ts";
import {
  append,
  attributeOf,
  createElement,
  type Element,
  find,
  findAll,
  type Node,
  parse,
  parseFragment,
  remove,
  replaceChildren,
  replaceWith,
  serialize,
  setAttribute,
  tagged,
  textOf,
} from "./html-tree.ts";
import type { HeadTag } from "./page-head.ts";

const isRoot = (element: Element) => attributeOf(element, "id") === "root";

/** The parts of a page's shell the build gives: each stylesheet's text, and what replaces boot.ts's tag. */
interface ShellParts {
  stylesheet: (href: string) => Promise<string>;
  scriptsFor: (boot: string) => Promise<Element[]>;
}

/** What makes one page of the shell. */
interface PageParts {
  page: { path: string; title: string };
  /** The prerendered markup, React's hoisted tags (the <title> among them) first. */
  rendered: string;
  head: HeadTag[];
  /** The inline scripts that run before the first paint: the greeting's and the basket's hints. */
  hints: string[];
  /** A picture of the build as a data: URL, for the first banner. */
  inlineImage?: (src: string) => Promise<string>;
}

/**
 * The shell every page shares, from Vite's index.html: each stylesheet inline, and boot.ts's tag
 * replaced by `scriptsFor(its address)`, the import map and the inline loader (which fetches it).
 * `template` is Vite's built index.html.
 */
export async function pageShell(template: string, { stylesheet, scriptsFor }: ShellParts): Promise<string> {
  const document = parse(template);
  if (!find(document, isRoot)) throw new Error('index.html has lost its <div id="root">.');
  for (const link of findAll(document, tagged("link", { rel: "stylesheet" }))) {
    const href = attributeOf(link, "href");
    if (!href) throw new Error("index.html has a stylesheet link with no href.");
    replaceWith(link, createElement("style", {}, (await stylesheet(href)).trim()));
  }
  const boot = find(
    document,
    (element) => tagged("script", { type: "module" })(element) && attributeOf(element, "src"),
  );
  const bootAddress = boot && attributeOf(boot, "src");
  if (!boot || !bootAddress) throw new Error("index.html has lost boot.ts's script tag.");
  replaceWith(boot, ...(await scriptsFor(bootAddress)));
  return serialize(document);
}

/**
 * One page: the shell (what pageShell made) with the prerendered markup in #root, the page's own
 * <title> (after the hints, which run before the first paint) and its head's tags.
 */
export async function composePage(
  shell: string,
  { page, rendered, head, hints, inlineImage }: PageParts,
): Promise<string> {
  const document = parse(shell);
  const content = parseFragment(rendered);
  const title = find(content, tagged("title"));
  const titleText = title ? textOf(title) : null;
  if (!title || titleText !== page.title) {
    throw new Error(`${page.path} rendered the title ${JSON.stringify(titleText)}, not "${page.title}".`);
  }
  const shellTitle = find(document, tagged("title"));
  if (!shellTitle) throw new Error("index.html has lost its <title>.");
  replaceWith(shellTitle, ...hints.map((hint) => createElement("script", {}, hint)), title);
  const headElement = find(document, tagged("head"));
  if (!headElement) throw new Error("index.html has lost its <head>.");
  append(headElement, ...head.map(({ tag, attributes }) => createElement(tag, attributes)));
  if (inlineImage) await inlineFirstBanner(content, inlineImage);
  const root = find(document, isRoot);
  if (!root) throw new Error('index.html has lost its <div id="root">.');
  setAttribute(root, "data-prerendered", page.path);
  replaceChildren(root, ...content.childNodes);
  return serialize(document);
}

/**
 * The first banner's picture (the largest paint of '/') comes inside the HTML as a data: URL, so
 * it paints with the first frame instead of a round trip later; React's preload of its file goes.
 * The client renders the file's address: hydration leaves the attribute as it is, and a later
 * render of the page (after a visit to another) fetches the same picture.
 */
async function inlineFirstBanner(content: Node, inlineImage: (src: string) => Promise<string>) {
  const image = find(content, tagged("img", { [WITH_FIRST_FRAME.attribute]: WITH_FIRST_FRAME.value }));
  const src = image && attributeOf(image, "src");
  if (!image || !src?.startsWith("/assets/")) return;
  setAttribute(image, "src", await inlineImage(src));
  for (const preload of findAll(content, tagged("link", { rel: "preload", as: "image", href: src }))) {
    remove(preload);
  }
}
