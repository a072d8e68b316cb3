// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parsePolicy, policyOfPage, withPagePolicy } from "./page-policy.mjs";

const sha = (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const page = (head) =>
  `<!doctype html><html><head><meta charset="utf-8" /><title>t</title>${head}</head><body></body></html>`;
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

  it("runs no script at all on a page without one of its own", () => {
    const policy = policyOfPage(withPagePolicy(page("<style>b{}</style>"), options));
    expect(policy?.get("script-src")).toEqual(["'none'"]);
  });

  it("comes right after <meta charset>, before anything it governs", () => {
    const html = withPagePolicy(page("<script>a()</script>"), options);
    expect(html).toMatch(
      /<meta charset="utf-8" \/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; /,
    );
  });

  it("refuses a page whose inline code it could not hash, and a page that has a policy already", () => {
    expect(() => withPagePolicy(page('<script nonce="x">a()</script>'), options)).toThrow(/cannot be taken/);
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
  });
});
