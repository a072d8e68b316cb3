// @vitest-environment node
// What page-html.ts and page-policy.ts do not reach through a page: the helpers' own promises (an
// element's text as the DOM reads it, a node moved leaves no copy behind, insertAfter at the end).
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import {
  append,
  createElement,
  type Element,
  find,
  insertAfter,
  type Node,
  parseFragment,
  replaceWith,
  serialize,
  tagged,
  textOf,
} from "./html-tree.ts";

/** The element under `node` that passes `test`, which the markup must have. */
function the(node: Node, test: (element: Element) => boolean): Element {
  const element = find(node, test);
  if (!element) throw new Error("The markup has no such element.");
  return element;
}

const LIST = "<ul><li>a</li><li>b</li></ul><p>x</p>";

describe("the build's HTML tree", () => {
  it("reads an element's text as the DOM's textContent does: its descendants' text, in order, without comments", () => {
    const markup = "<p>Save <!-- the offer --><b>10%</b> now<!---->, <i>it's</i> <br>yours</p>";
    const browser = new new Window().DOMParser().parseFromString(markup, "text/html");
    expect(textOf(the(parseFragment(markup), tagged("p")))).toBe(browser.querySelector("p")?.textContent);
    expect(textOf(the(parseFragment(markup), tagged("p")))).toBe("Save 10% now, it's yours");
  });

  it("makes an element with no text unless given one, which it escapes", () => {
    const fragment = parseFragment("");
    append(fragment, createElement("div", { id: "a" }), createElement("p", {}, "1 < 2 & 'so'"));
    expect(serialize(fragment)).toBe(`<div id="a"></div><p>1 &lt; 2 &amp; 'so'</p>`);
  });

  it("moves a node that sits elsewhere, leaving no copy where it was", () => {
    const appended = parseFragment(LIST);
    append(the(appended, tagged("ul")), the(appended, tagged("p")));
    expect(serialize(appended)).toBe("<ul><li>a</li><li>b</li><p>x</p></ul>");

    const after = parseFragment(LIST);
    insertAfter(the(after, tagged("li")), the(after, tagged("p")));
    expect(serialize(after)).toBe("<ul><li>a</li><p>x</p><li>b</li></ul>");

    const replaced = parseFragment(LIST);
    replaceWith(the(replaced, tagged("li")), the(replaced, tagged("p")));
    expect(serialize(replaced)).toBe("<ul><p>x</p><li>b</li></ul>");
  });

  it("puts nodes after the last one at the end, in order", () => {
    const fragment = parseFragment(LIST);
    const last = the(fragment, tagged("p"));
    insertAfter(last, createElement("hr"), the(fragment, tagged("li")));
    expect(serialize(fragment)).toBe("<ul><li>b</li></ul><p>x</p><hr><li>a</li>");
  });

  it("refuses to move a node that sits nowhere, naming it", () => {
    expect(() => replaceWith(createElement("title"), createElement("p"))).toThrow(
      new Error("<title> has no parent."),
    );
    expect(() => insertAfter(createElement("meta"), createElement("p"))).toThrow(
      new Error("<meta> has no parent."),
    );
  });
});
