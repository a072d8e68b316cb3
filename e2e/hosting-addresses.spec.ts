// Every kind of address, as the Hosting emulator answers it with the firebase.json that deploys:
// status, redirect, page, cache and security headers, and the manifest every page links. What a
// shopper sees on the not-found page, in every engine: journeys/browse.spec.ts.
import { expect, test } from "./fixtures";
import { notFound } from "./problems";

/** Features the storefront never uses, all off; written out, so a change to firebase.json shows here. */
const PERMISSIONS = `accelerometer browsing-topics camera captured-surface-control clipboard-read
  compute-pressure display-capture geolocation gyroscope hid idle-detection local-fonts magnetometer
  microphone midi payment screen-wake-lock serial speaker-selection usb window-management
  xr-spatial-tracking`.split(/\s+/);

/** What every answer carries (each page's own policy, with its hashes, is in its <meta>). */
const SECURITY = {
  "content-security-policy": "frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "permissions-policy": PERMISSIONS.map((feature) => `${feature}=()`).join(", "),
};
const NO_CACHE = "no-cache";
/** The worker is a script with no page: its own policy lets it fetch this origin and nothing else. */
const WORKER_CSP = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/** Chromium's view of the policy in force (`document.featurePolicy`, not in TypeScript's DOM types). */
type FeaturePolicy = { features(): string[]; allowsFeature(name: string): boolean };
/**
 * Hashed files: ten minutes, not a year. Hosting's rule for their paths covers a 404 there too, and a
 * year would hide a file that comes back (a rollback); the offline worker caches them anyway.
 */
const HASHED = "public, max-age=600";

interface Row {
  address: string;
  status: number;
  location?: string;
  /** The prerendered page it serves (its #root data-prerendered), or the content type. */
  page?: string;
  type?: string | RegExp;
  cache: string;
  /** Where they differ from SECURITY's: the share card is for other sites; the worker has its own CSP. */
  corp?: string;
  csp?: string;
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
  // Shaped like a hashed file, so its header rule applies to the 404 too: for minutes, not a year.
  { address: "/assets/gone-Ab3_x-9Z.js", status: 404, page: "/404", cache: HASHED },
  { address: "/__/firebase/init.json", status: 200, type: "application/json", cache: NO_CACHE },
  { address: "/robots.txt", status: 200, type: "text/plain", cache: NO_CACHE },
  { address: "/share-card.png", status: 200, type: "image/png", cache: NO_CACHE, corp: "cross-origin" },
  // The offline worker: no-cache, so each page load asks whether a deploy brought a new one.
  {
    address: "/sw.js",
    status: 200,
    type: /^(text|application)\/javascript/,
    cache: NO_CACHE,
    csp: WORKER_CSP,
  },
  { address: "/manifest.webmanifest", status: 200, type: /^application\/manifest\+json/, cache: NO_CACHE },
];

test.describe("addresses, as Hosting serves them", () => {
  for (const row of ROWS) {
    test(`${row.address} → ${row.status}${row.location ? ` ${row.location}` : ""}`, async ({ request }) => {
      const response = await request.get(row.address, { maxRedirects: 0 });
      const headers = response.headers();
      expect(response.status()).toBe(row.status);
      expect(headers.location).toBe(row.location);
      expect(headers["cache-control"]).toBe(row.cache);
      const expected = {
        ...SECURITY,
        ...(row.corp ? { "cross-origin-resource-policy": row.corp } : {}),
        ...(row.csp ? { "content-security-policy": row.csp } : {}),
      };
      for (const [key, value] of Object.entries(expected)) expect(headers[key], key).toBe(value);
      if (typeof row.type === "string") expect(headers["content-type"]).toContain(row.type);
      else if (row.type) expect(headers["content-type"]).toMatch(row.type);
      if (row.page) {
        expect(headers["content-type"]).toContain("text/html");
        expect(await response.text()).toContain(`<div id="root" data-prerendered="${row.page}">`);
      }
    });
  }

  test("every asset the pages load is served as itself, cached for ten minutes", async ({ request }) => {
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
      expect(response.headers()["cache-control"], asset).toBe(HASHED);
      expect(response.headers()["x-content-type-options"], asset).toBe("nosniff");
      expect(response.headers()["cross-origin-resource-policy"], asset).toBe("same-origin");
    }
  });

  test("the web app manifest names the shop, its icons are served as PNGs, and every page links it", async ({
    request,
  }) => {
    const manifest = await request.get("/manifest.webmanifest");
    const { name, short_name, start_url, display, icons } = await manifest.json();
    expect({ name, short_name, start_url, display }).toEqual({
      name: "Bazaar",
      short_name: "Bazaar",
      start_url: "/",
      display: "standalone",
    });
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons as { src: string }[]) {
      const file = await request.get(icon.src, { maxRedirects: 0 });
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()["content-type"], icon.src).toBe("image/png");
    }
    for (const page of ["/", "/checkout", "/login", "/no-such-page"]) {
      const html = await (await request.get(page)).text();
      expect(html, page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    }
  });

  test("Chromium knows every feature the Permissions-Policy names, and each is off", async ({
    page,
    expectProblem,
  }) => {
    // An unknown name would be a console warning ('Unrecognized feature'), which fails the test.
    expectProblem(notFound("/no-such-page"), "the not-found page, whose policy is read too");
    for (const address of ["/", "/checkout", "/login", "/no-such-page"]) {
      await page.goto(address);
      const seen = await page.evaluate((features) => {
        const policy = (document as unknown as { featurePolicy: FeaturePolicy }).featurePolicy;
        return features.map((name) => [name, policy.features().includes(name), policy.allowsFeature(name)]);
      }, PERMISSIONS);
      expect(seen, address).toEqual(PERMISSIONS.map((name) => [name, true, false]));
    }
  });
});
