// @vitest-environment node
// The local server (`npm start`) sends exactly the headers firebase.json gives Firebase Hosting,
// route by route, with only the local Auth Emulator added to the CSP's connect-src.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticServer, headersFor, hostingHeaderRules } from "./static-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { hosting } = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8"));
const EMULATOR = "http://127.0.0.1:9099";

/** The headers of firebase.json's rule for `source`, as a plain object. */
function ruleHeaders(source) {
  const rule = hosting.headers.find((candidate) => candidate.source === source);
  if (!rule) throw new Error(`firebase.json has no header rule for ${source}`);
  return Object.fromEntries(rule.headers.map(({ key, value }) => [key, value]));
}

const EVERYWHERE = ruleHeaders("**");
const ASSETS = { ...EVERYWHERE, ...ruleHeaders("/assets/**") };

/** 'a b; c d' as { a: 'b', c: 'd' }, so two policies can be compared directive by directive. */
function directives(csp) {
  return Object.fromEntries(
    csp
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name, sources.join(" ")];
      }),
  );
}

const PAGE_ROUTES = [
  "/",
  "/index.html",
  "/checkout",
  "/checkout.html",
  "/login",
  "/no/such/page",
  "/favicon.svg",
  "/assets.txt",
  "/x/assets/app.js",
];
const ASSET_ROUTES = ["/assets/index-Bx12cd.js", "/assets/index-Q9.css", "/assets/deep/banner-1-abc.svg"];

describe("the security headers firebase.json gives Hosting", () => {
  it("set a strict Content-Security-Policy and the other security headers on every response", () => {
    const csp = directives(EVERYWHERE["Content-Security-Policy"]);
    for (const name of ["script-src", "style-src", "img-src", "default-src"])
      expect(csp[name], name).toBe("'self'");
    expect(csp["frame-ancestors"]).toBe("'none'");
    expect(csp["object-src"]).toBe("'none'");
    expect(EVERYWHERE["X-Content-Type-Options"]).toBe("nosniff");
    expect(EVERYWHERE["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(EVERYWHERE["Cache-Control"]).not.toMatch(/immutable/);
    expect(ASSETS["Cache-Control"]).toMatch(/\bimmutable\b/);
  });
});

describe("headersFor (the local server's headers, read from firebase.json)", () => {
  const rules = hostingHeaderRules();

  it.each(PAGE_ROUTES)("gives %s exactly the headers of the '**' rule", (route) => {
    expect(Object.fromEntries(headersFor(route, rules))).toEqual(EVERYWHERE);
  });

  it.each(ASSET_ROUTES)(
    "gives %s the '**' headers with the immutable Cache-Control of '/assets/**'",
    (route) => {
      expect(Object.fromEntries(headersFor(route, rules))).toEqual(ASSETS);
    },
  );

  it.each([...PAGE_ROUTES, ...ASSET_ROUTES])(
    "adds only the emulator, only to connect-src, for %s",
    (route) => {
      const expected = route.startsWith("/assets/") ? ASSETS : EVERYWHERE;
      const { "Content-Security-Policy": csp, ...rest } = Object.fromEntries(
        headersFor(route, rules, [EMULATOR]),
      );
      const { "Content-Security-Policy": hostingCsp, ...hostingRest } = expected;
      expect(rest).toEqual(hostingRest);
      const local = directives(csp);
      const remote = directives(hostingCsp);
      expect(local["connect-src"]).toBe(`${remote["connect-src"]} ${EMULATOR}`);
      expect({ ...local, "connect-src": null }).toEqual({ ...remote, "connect-src": null });
    },
  );
});

describe("createStaticServer (what `npm start` answers)", () => {
  let dir;
  let server;
  let base;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "bazaar-static-"));
    mkdirSync(path.join(dir, "assets"));
    for (const page of ["index", "checkout", "login"]) {
      writeFileSync(path.join(dir, `${page}.html`), `<!doctype html><title>${page}</title>`);
    }
    writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    writeFileSync(path.join(dir, "assets/index-Bx12cd.js"), "export {};");
    writeFileSync(path.join(dir, "assets/index-Q9.css"), "body{}");
    server = createStaticServer({ dir, connectSources: [EMULATOR] });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const expectedFor = (route) => {
    const expected = Object.fromEntries(headersFor(route, hostingHeaderRules(), [EMULATOR]).entries());
    return Object.fromEntries(Object.entries(expected).map(([key, value]) => [key.toLowerCase(), value]));
  };

  it.each([
    ["/", "index"],
    ["/checkout", "checkout"],
    ["/login", "login"],
    ["/no/such/page", "index"],
  ])("serves %s (%s.html) with the firebase.json headers", async (route, page) => {
    const response = await fetch(`${base}${route}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<title>${page}</title>`);
    const expected = expectedFor(route);
    for (const [key, value] of Object.entries(expected)) expect(response.headers.get(key), key).toBe(value);
    expect(response.headers.get("cache-control")).not.toMatch(/immutable/);
  });

  it.each(["/assets/index-Bx12cd.js", "/assets/index-Q9.css"])(
    "serves %s with the firebase.json headers and an immutable Cache-Control",
    async (route) => {
      const response = await fetch(`${base}${route}`);
      expect(response.status).toBe(200);
      const expected = expectedFor(route);
      for (const [key, value] of Object.entries(expected)) expect(response.headers.get(key), key).toBe(value);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    },
  );

  it.each([
    ["/checkout/", 301],
    ["/assets/missing-file.js", 404],
  ])("sends the security headers on %s (%i) as well", async (route, status) => {
    const response = await fetch(`${base}${route}`, { redirect: "manual" });
    expect(response.status).toBe(status);
    const expected = expectedFor(route);
    for (const key of [
      "content-security-policy",
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
    ]) {
      expect(response.headers.get(key), key).toBe(expected[key]);
    }
    // Nothing but a file is ever cached for good.
    expect(response.headers.get("cache-control") ?? "").not.toMatch(/immutable/);
  });
});
