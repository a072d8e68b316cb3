// The build's pages as trees of nodes, with parse5: it parses and serialises HTML by the WHATWG
// algorithms browsers run, so what a page's tree holds (a title, an inline script's text) is what a
// browser reads back from the served bytes. Text goes in as text nodes and is escaped by the
// serialiser, never spliced into markup. These few helpers are all the build needs of a DOM.
import {
  html,
  parse,
  parseFragment,
  serialize,
  type DefaultTreeAdapterTypes as Tree,
  defaultTreeAdapter as tree,
} from "parse5";

export { parse, parseFragment, serialize };
export type Element = Tree.Element;
export type Node = Tree.Node;
type ParentNode = Tree.ParentNode;
type ChildNode = Tree.ChildNode;

/** Every element under `node`, in document order. */
export function* elementsOf(node: Node): Generator<Element> {
  for (const child of "childNodes" in node ? node.childNodes : []) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

/** The value of an element's attribute; null without one. */
export function attributeOf(element: Element, name: string): string | null {
  return element.attrs.find((attribute) => attribute.name === name)?.value ?? null;
}

export function setAttribute(element: Element, name: string, value: string): void {
  const attribute = element.attrs.find((each) => each.name === name);
  if (attribute) attribute.value = value;
  else element.attrs.push({ name, value });
}

/** A test for an element with this tag and these attribute values. */
export function tagged(tagName: string, attributes: Record<string, string> = {}) {
  return (element: Element): boolean =>
    element.tagName === tagName &&
    Object.entries(attributes).every(([name, value]) => attributeOf(element, name) === value);
}

/** The first element under `node` that passes `test`; null when none does. */
export function find(node: Node, test: (element: Element) => unknown): Element | null {
  for (const element of elementsOf(node)) if (test(element)) return element;
  return null;
}

/** Every element under `node` that passes `test`, gathered first, so the caller may move them. */
export function findAll(node: Node, test: (element: Element) => unknown): Element[] {
  return [...elementsOf(node)].filter(test);
}

/** The text an element holds, as the DOM's textContent reads it. */
export function textOf(node: Node): string {
  if (tree.isTextNode(node)) return node.value;
  return ("childNodes" in node ? node.childNodes : []).map(textOf).join("");
}

/** A new HTML element with its attributes (in this order) and, if given, one text node. */
export function createElement(
  tagName: string,
  attributes: Record<string, string> = {},
  text?: string,
): Element {
  const attrs = Object.entries(attributes).map(([name, value]) => ({ name, value }));
  const element = tree.createElement(tagName, html.NS.HTML, attrs);
  if (text !== undefined) tree.insertText(element, text);
  return element;
}

export function append(parent: ParentNode, ...nodes: ChildNode[]): void {
  for (const node of nodes) {
    if (node.parentNode) tree.detachNode(node);
    tree.appendChild(parent, node);
  }
}

/** The parent `node` sits in; the build only moves nodes that have one. */
function parentOf(node: ChildNode): ParentNode {
  if (!node.parentNode)
    throw new Error(`<${"tagName" in node ? node.tagName : node.nodeName}> has no parent.`);
  return node.parentNode;
}

/** Puts `nodes` where `node` was, in order, and takes `node` out. */
export function replaceWith(node: ChildNode, ...nodes: ChildNode[]): void {
  const parent = parentOf(node);
  for (const each of nodes) {
    if (each.parentNode) tree.detachNode(each);
    tree.insertBefore(parent, each, node);
  }
  tree.detachNode(node);
}

/** Puts `nodes` right after `node`, in order. */
export function insertAfter(node: ChildNode, ...nodes: ChildNode[]): void {
  const parent = parentOf(node);
  const next = parent.childNodes[parent.childNodes.indexOf(node) + 1];
  for (const each of nodes) {
    if (each.parentNode) tree.detachNode(each);
    if (next) tree.insertBefore(parent, each, next);
    else tree.appendChild(parent, each);
  }
}

export function remove(node: ChildNode): void {
  tree.detachNode(node);
}

/** Replaces whatever `parent` holds with `nodes`. */
export function replaceChildren(parent: ParentNode, ...nodes: ChildNode[]): void {
  for (const child of [...parent.childNodes]) tree.detachNode(child);
  append(parent, ...nodes);
}
