// @vitest-environment node
import { createHash } from "node:crypto";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { parsePolicy, policyOfPage, policyTextOfPage, withPagePolicy } from "./page-policy.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = (head: string) =>
  `<!doctype html><html><head><meta charset="utf-8" /><title>t</title>${head}</head><body></body></html>`;
/** The page as a browser parses it (happy-dom's parser, not the build's). */
const served = (html: string) => new new Window().DOMParser().parseFromString(html, "text/html");
const options = { connectTo: ["http://127.0.0.1:9199"], name: "test.html" };

describe("a page's own policy", () => {
  it("allows exactly the page's inline scripts and styles, by hash, once each", () => {
    const html = page(
      `<script>a()</script><script type="importmap">{}</script><script>a()</script><style>b{}</style>`,
    );
    const policy = policyOfPage(withPagePolicy(html, options));
    expect(policy?.get("script-src")).toEqual(["'strict-dynamic'", ...[sha("a()"), sha("{}")].sort()]);
    expect(policy?.get("style-src")).toEqual(["'self'", sha("b{}")]);
    expect(policy?.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:9199"]);
  });

  it("runs no script at all on a page without one of its own, and keeps every other directive", () => {
    const policy = policyTextOfPage(withPagePolicy(page("<style>b{}</style>"), options));
    expect(policy).toBe(
      [
        "default-src 'none'",
        "script-src 'none'",
        `style-src 'self' ${sha("b{}")}`,
        "img-src 'self' data:",
        "manifest-src 'self'",
        "worker-src 'self'",
        "connect-src 'self' http://127.0.0.1:9199",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "require-trusted-types-for 'script'",
        "trusted-types bazaar-boot bazaar-worker",
      ].join("; "),
    );
  });

  it("comes right after <meta charset>, before anything it governs", () => {
    const html = withPagePolicy(page("<script>a()</script>"), options);
    const [charset, policy] = served(html).head.children;
    expect(charset?.getAttribute("charset")).toBe("utf-8");
    expect(policy?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
    expect(policy?.getAttribute("content")).toMatch(/^default-src 'none'; /);
  });

  it("comes after <meta charset> even where another <meta> comes first, and refuses a page without one", () => {
    const html = page("").replace(
      '<meta charset="utf-8" />',
      '<meta name="viewport" content="width=device-width"><meta charset="utf-8">',
    );
    const [viewport, charset, policy] = served(withPagePolicy(html, options)).head.children;
    expect(viewport?.getAttribute("name")).toBe("viewport");
    expect(charset?.getAttribute("charset")).toBe("utf-8");
    expect(policy?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
    expect(() => withPagePolicy(page("").replace(' charset="utf-8"', ""), options)).toThrow(
      new Error("test.html: no <meta charset> to put the policy after."),
    );
  });

  it("hashes each inline script's text as a browser reads it from the page, whatever it holds", () => {
    const scripts = [`a("$&", '$'', "</p>", 1 < 2)`, '{"a":"&amp;"}'];
    const html = withPagePolicy(
      page(`<script nonce="x">${scripts[0]}</script><script type="importmap">${scripts[1]}</script>`),
      options,
    );
    const texts = [...served(html).querySelectorAll("script")].map((script) => script.textContent);
    expect(texts).toEqual(scripts);
    expect(policyOfPage(html)?.get("script-src")).toEqual(["'strict-dynamic'", ...scripts.map(sha).sort()]);
  });

  it("hashes no script that has a src, and refuses a page that has a policy already", () => {
    const policy = policyOfPage(withPagePolicy(page('<script src="/a.js"></script>'), options));
    expect(policy?.get("script-src")).toEqual(["'none'"]);
    const once = withPagePolicy(page(""), options);
    expect(() => withPagePolicy(once, options)).toThrow(/has a policy already/);
  });

  it("reads a policy's text as directives and their sources", () => {
    expect(parsePolicy("default-src 'none'; img-src 'self' data:;")).toEqual(
      new Map([
        ["default-src", ["'none'"]],
        ["img-src", ["'self'", "data:"]],
      ]),
    );
    // As a policy may be written by hand: runs of spaces, tabs and line breaks between its words.
    expect(parsePolicy("default-src  'none';\n  img-src 'self'\t\tdata:")).toEqual(
      new Map([
        ["default-src", ["'none'"]],
        ["img-src", ["'self'", "data:"]],
      ]),
    );
  });

  it("reads no policy from a page without one", () => {
    expect(policyOfPage(page(""))).toBeNull();
    expect(policyTextOfPage(page(""))).toBeNull();
  });
});
