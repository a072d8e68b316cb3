// Every kind of address, as the official Hosting emulator answers it with the firebase.json that
// deploys: status, redirect target, which page, and the cache and security headers each carries.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HASHES_FILE, withHashes } from "../scripts/hashes.mjs";
import { expect, test } from "./fixtures";
import { BUILD_DIR, EMULATOR_URL } from "./test-servers";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const firebaseJson = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8")) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const everywhere = firebaseJson.hosting.headers.find((rule) => rule.source === "**")?.headers ?? [];
const header = (key: string) => everywhere.find((candidate) => candidate.key === key)?.value ?? "";

/** The hashes of the inline scripts and styles of the build served (the import map's is its own). */
const hashesOfBuild = () => JSON.parse(readFileSync(path.join(root, BUILD_DIR, HASHES_FILE), "utf8"));

/**
 * What every answer carries: firebase.json's headers, the CSP with the served build's hashes, and
 * the local Auth Emulator added to connect-src (all `npm start` changes).
 */
const SECURITY = {
  "content-security-policy": withHashes(header("Content-Security-Policy"), hashesOfBuild()).replace(
    /connect-src [^;]*/,
    (sources) => `${sources} ${EMULATOR_URL}`,
  ),
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "permissions-policy": header("Permissions-Policy"),
};
const NO_CACHE = "no-cache";

/** Chromium's view of the policy in force (`document.featurePolicy`, not in TypeScript's DOM types). */
interface FeaturePolicy {
  features(): string[];
  allowsFeature(name: string): boolean;
}
const IMMUTABLE = "public, max-age=31536000, immutable";

interface Row {
  address: string;
  status: number;
  location?: string;
  /** The prerendered page it serves (its #root data-prerendered), or the content type. */
  page?: string;
  type?: string;
  cache: string;
  /** Where it differs from SECURITY's: the share card is for other sites' pages to show. */
  corp?: string;
}

const ROWS: Row[] = [
  { address: "/", status: 200, page: "/", cache: NO_CACHE },
  { address: "/checkout", status: 200, page: "/checkout", cache: NO_CACHE },
  { address: "/login", status: 200, page: "/login", cache: NO_CACHE },
  { address: "/checkout?from=mail", status: 200, page: "/checkout", cache: NO_CACHE },
  { address: "/index.html", status: 301, location: "/", cache: NO_CACHE },
  { address: "/checkout.html", status: 301, location: "/checkout", cache: NO_CACHE },
  { address: "/login.html", status: 301, location: "/login", cache: NO_CACHE },
  { address: "/checkout/", status: 301, location: "/checkout", cache: NO_CACHE },
  { address: "/no-such-page", status: 404, page: "/404", cache: NO_CACHE },
  { address: "/checkout/extra/deep", status: 404, page: "/404", cache: NO_CACHE },
  { address: "/CHECKOUT", status: 404, page: "/404", cache: NO_CACHE },
  { address: "/assets/x.js", status: 404, page: "/404", cache: NO_CACHE },
  { address: "/__/firebase/init.json", status: 200, type: "application/json", cache: NO_CACHE },
  { address: "/robots.txt", status: 200, type: "text/plain", cache: NO_CACHE },
  { address: "/share-card.png", status: 200, type: "image/png", cache: NO_CACHE, corp: "cross-origin" },
  // The text-only page `npm run bench` measures the others against.
  { address: "/floor", status: 200, type: "text/html", cache: NO_CACHE },
];

test.describe("addresses, as Hosting serves them", () => {
  for (const row of ROWS) {
    test(`${row.address} → ${row.status}${row.location ? ` ${row.location}` : ""}`, async ({ request }) => {
      const response = await request.get(row.address, { maxRedirects: 0 });
      const headers = response.headers();
      expect(response.status()).toBe(row.status);
      expect(headers.location).toBe(row.location);
      expect(headers["cache-control"]).toBe(row.cache);
      const expected = row.corp ? { ...SECURITY, "cross-origin-resource-policy": row.corp } : SECURITY;
      for (const [key, value] of Object.entries(expected)) expect(headers[key], key).toBe(value);
      if (row.type) expect(headers["content-type"]).toContain(row.type);
      if (row.page) {
        expect(headers["content-type"]).toContain("text/html");
        expect(await response.text()).toContain(`<div id="root" data-prerendered="${row.page}">`);
      }
    });
  }

  test("every asset the pages load is served as itself and cached for good", async ({ request }) => {
    const assets = new Set<string>();
    for (const page of ["/", "/checkout", "/login", "/no-such-page"]) {
      const html = await (await request.get(page)).text();
      // boot.ts's address is on the inline loader that fetches it; the CSS is inline.
      const addresses = html.matchAll(/(?:src|href|data-boot)="(\/assets\/[^"]+)"/g);
      for (const match of addresses) assets.add(match[1] ?? "");
    }
    expect([...assets].some((asset) => asset.endsWith(".js"))).toBe(true);
    expect([...assets].some((asset) => asset.endsWith(".svg"))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset, { maxRedirects: 0 });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["content-type"], asset).not.toContain("text/html");
      expect(response.headers()["cache-control"], asset).toBe(IMMUTABLE);
      expect(response.headers()["x-content-type-options"], asset).toBe("nosniff");
      expect(response.headers()["cross-origin-resource-policy"], asset).toBe("same-origin");
    }
  });

  test("firebase.json asks for a strict policy and caches only hashed assets for good", () => {
    const csp = new Map(
      SECURITY["content-security-policy"].split(";").map((part) => {
        const [name = "", ...sources] = part.trim().split(/\s+/);
        return [name, sources.join(" ")];
      }),
    );
    // Nothing unless named: scripts only by hash, and what those scripts add ('strict-dynamic', no
    // 'self', no host); inline CSS only by hash (never 'unsafe-inline' anywhere); the first banner's
    // picture is a data: URL.
    expect(csp.get("default-src")).toBe("'none'");
    expect(csp.get("script-src")).toMatch(/^'strict-dynamic'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(csp.get("style-src")).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(SECURITY["content-security-policy"]).not.toMatch(/unsafe-/);
    expect(csp.get("img-src")).toBe("'self' data:");
    for (const name of ["frame-ancestors", "object-src", "base-uri"])
      expect(csp.get(name), name).toBe("'none'");
    expect(csp.get("form-action")).toBe("'self'");
    // Script URLs only through the storefront's two named policies.
    expect(csp.get("require-trusted-types-for")).toBe("'script'");
    expect(csp.get("trusted-types")).toBe("bazaar-boot bazaar-worker");
    expect(header("Cache-Control")).toBe(NO_CACHE);
    // Powerful features the storefront never uses are off for it and anything it could embed.
    const features = header("Permissions-Policy").split(", ");
    for (const feature of features) expect(feature).toMatch(/^[a-z-]+=\(\)$/);
    for (const name of ["camera", "microphone", "geolocation", "payment", "usb", "serial", "hid", "midi"]) {
      expect(features, name).toContain(`${name}=()`);
    }
  });

  test("Chromium knows every feature the Permissions-Policy names, and each is off", async ({ page }) => {
    const names = header("Permissions-Policy")
      .split(", ")
      .map((feature) => feature.replace("=()", ""));
    // An unknown name is only a console warning ('Unrecognized feature'), which no other test fails on.
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Permissions-Policy")) warnings.push(message.text());
    });
    for (const address of ["/", "/checkout", "/login", "/no-such-page"]) {
      await page.goto(address);
      const seen = await page.evaluate((features) => {
        const policy = (document as unknown as { featurePolicy: FeaturePolicy }).featurePolicy;
        return features.map((name) => [name, policy.features().includes(name), policy.allowsFeature(name)]);
      }, names);
      expect(seen, address).toEqual(names.map((name) => [name, true, false]));
    }
    expect(warnings).toEqual([]);
  });
});
