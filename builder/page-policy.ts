// The Content-Security-Policy of each page, written by the build into the page itself, first in its
// <head>: <meta http-equiv="Content-Security-Policy">. Inline code is allowed by hash alone, and the
// hashes are those of the page's own inline scripts (the session hint, the import map, the inline
// loader) and styles, so a policy cannot drift from the page it guards: a change to the code changes
// the page and its policy together, in every build, and nothing committed has to follow.
//
// What a <meta> policy cannot carry stays in firebase.json's header (frame-ancestors), and the
// browser enforces both. docs/security.md says what each directive stops.
import { createHash } from "node:crypto";
import {
  attributeOf,
  createElement,
  type Element,
  elementsOf,
  find,
  insertAfter,
  type Node,
  parse,
  serialize,
  tagged,
  textOf,
} from "./html-tree.ts";

/** Every directive but the hashes and the provider's addresses, which each build adds. */
const DIRECTIVES = `default-src 'none'; script-src 'strict-dynamic'; style-src 'self'; img-src 'self' data:;
  manifest-src 'self'; worker-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none';
  form-action 'self'; require-trusted-types-for 'script'; trusted-types bazaar-boot bazaar-worker`;

const isPolicy = tagged("meta", { "http-equiv": "Content-Security-Policy" });

/**
 * The CSP sources ('sha256-…') of a page's inline scripts (no src: the session hint, the import
 * map, the inline loader) and styles, sorted and without repeats. The text hashed is the text the
 * parser reads, which is the text a browser reads from the served page.
 */
function inlineHashes(document: Node) {
  const source = (element: Element) =>
    `'sha256-${createHash("sha256").update(textOf(element)).digest("base64")}'`;
  const elements = [...elementsOf(document)];
  const hashes = (test: (element: Element) => boolean) =>
    [...new Set(elements.filter(test).map(source))].sort();
  return {
    script: hashes((element) => element.tagName === "script" && attributeOf(element, "src") === null),
    style: hashes(tagged("style")),
  };
}

/**
 * The policy of a page: its own inline code by hash, and the identity provider's addresses
 * (`connectTo`: Firebase's APIs, or the local Auth Emulator) besides this origin.
 */
function pagePolicy(document: Node, { connectTo }: PolicyOptions): string {
  const hashes = inlineHashes(document);
  const extra: Record<string, readonly string[]> = {
    "script-src": hashes.script,
    "style-src": hashes.style,
    "connect-src": connectTo,
  };
  return [...parsePolicy(DIRECTIVES)]
    .map(([directive, sources]) => {
      // 'strict-dynamic' trusts what trusted scripts add: a page with no script of its own runs none.
      if (directive === "script-src" && hashes.script.length === 0) return `${directive} 'none'`;
      return [directive, ...sources, ...(extra[directive] ?? [])].join(" ");
    })
    .join("; ");
}

/** Where a page connects besides its own origin, and its name for the build's errors. */
interface PolicyOptions {
  connectTo: readonly string[];
  name?: string;
}

/** The page with its policy as the first element after <meta charset>, before any script or style. */
export function withPagePolicy(html: string, options: PolicyOptions): string {
  const document = parse(html);
  const charset = find(document, (element) => element.tagName === "meta" && attributeOf(element, "charset"));
  if (!charset) throw new Error(`${options.name}: no <meta charset> to put the policy after.`);
  if (find(document, isPolicy)) throw new Error(`${options.name} has a policy already.`);
  const content = pagePolicy(document, options);
  insertAfter(charset, createElement("meta", { "http-equiv": "Content-Security-Policy", content }));
  return serialize(document);
}

/** The text of the policy a page carries in its <meta>; null without one. */
export function policyTextOfPage(html: string): string | null {
  const meta = find(parse(html), isPolicy);
  return meta && attributeOf(meta, "content");
}

/** The policy a page carries in its <meta>, as a map of directive to sources; null without one. */
export function policyOfPage(html: string): Map<string, string[]> | null {
  const content = policyTextOfPage(html);
  return content === null ? null : parsePolicy(content);
}

/** A policy's text as a map of directive to its sources. */
export function parsePolicy(text: string): Map<string, string[]> {
  const directives = text.split(";").map((part) => part.trim().split(/\s+/));
  return new Map(
    directives.flatMap(([name, ...sources]) => (name ? [[name, sources] as [string, string[]]] : [])),
  );
}
