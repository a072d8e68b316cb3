// @vitest-environment node
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { attributeOf, type Element, find, type Node, parse, tagged, textOf } from "./html-tree.ts";
import { composePage } from "./page-html.ts";

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
