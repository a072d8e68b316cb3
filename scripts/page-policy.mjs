// The Content-Security-Policy of each page, written by the build into the page itself, first in its
// <head>: <meta http-equiv="Content-Security-Policy">. Inline code is allowed by hash alone, and the
// hashes are those of the page's own inline scripts (the session hint, the import map, the inline
// loader) and styles, so a policy cannot drift from the page it guards: a change to the code changes
// the page and its policy together, in every build, and nothing committed has to follow.
//
// What a <meta> policy cannot carry stays in firebase.json's header (frame-ancestors), and the
// browser enforces both. docs/security.md says what each directive stops.
import { createHash } from "node:crypto";

/** Every directive but the hashes and the provider's addresses, which each build adds. */
const DIRECTIVES = `default-src 'none'; script-src 'strict-dynamic'; style-src 'self'; img-src 'self' data:;
  manifest-src 'self'; worker-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none';
  form-action 'self'; require-trusted-types-for 'script'; trusted-types bazaar-boot bazaar-worker`;

// An inline <script> (the session hint, the inline loader, the import map) or <style>: no src, no href.
const INLINE = /<(script|style)(?: (?:data-[\w-]+|type)="[^"]*")*>([^<]+)<\/\1>/g;
const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;
const CHARSET = '<meta charset="utf-8" />';

/** The CSP sources ('sha256-…') of a page's inline scripts and styles, sorted and without repeats. */
function inlineHashes(html, name) {
  const inline = [...html.matchAll(INLINE)];
  // Every <style>, and every <script> without src, must be one INLINE reads, or its hash is missed.
  if ((html.match(/<style\b|<script\b(?![^>]*\ssrc=)/g) ?? []).length !== inline.length)
    throw new Error(
      `${name}: an inline script or style has an attribute other than data-* or type, or a '<' in its text, so its CSP hash cannot be taken.`,
    );
  const source = (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const hashes = (kind) => [...new Set(inline.filter((tag) => tag[1] === kind).map((tag) => source(tag[2])))];
  return { script: hashes("script").sort(), style: hashes("style").sort() };
}

/**
 * The policy of a page: its own inline code by hash, and the identity provider's addresses
 * (`connectTo`: Firebase's APIs, or the local Auth Emulator) besides this origin.
 * @param {string} html
 * @param {{ connectTo: string[], name?: string }} options
 */
export function pagePolicy(html, { connectTo, name }) {
  const hashes = inlineHashes(html, name);
  const extra = { "script-src": hashes.script, "style-src": hashes.style, "connect-src": connectTo };
  return [...parsePolicy(DIRECTIVES)]
    .map(([directive, sources]) => {
      // 'strict-dynamic' trusts what trusted scripts add: a page with no script of its own runs none.
      if (directive === "script-src" && hashes.script.length === 0) return `${directive} 'none'`;
      return [directive, ...sources, ...(extra[directive] ?? [])].join(" ");
    })
    .join("; ");
}

/** The page with its policy as the first element after <meta charset>, before any script or style. */
export function withPagePolicy(html, options) {
  if (!html.includes(CHARSET)) throw new Error(`${options.name}: no ${CHARSET} to put the policy after.`);
  if (META.test(html)) throw new Error(`${options.name} has a policy already.`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(html, options)}">`;
  return html.replace(CHARSET, `${CHARSET}${meta}`);
}

/** The text of the policy a page carries in its <meta>; null without one. */
export function policyTextOfPage(html) {
  return html.match(META)?.[1] ?? null;
}

/** The policy a page carries in its <meta>, as a map of directive to sources; null without one. */
export function policyOfPage(html) {
  const content = policyTextOfPage(html);
  return content === null ? null : parsePolicy(content);
}

/** A policy's text as a map of directive to its sources. */
export function parsePolicy(text) {
  return new Map(
    text
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}
