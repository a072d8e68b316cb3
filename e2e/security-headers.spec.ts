// The security headers of firebase.json, as the local server (`npm start`) sends them, and the
// app running under that Content-Security-Policy without a single violation: home page, basket,
// checkout, sign-in page and a real sign-in against the Auth Emulator.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIResponse } from "@playwright/test";
import { createAccount, expect, recordDialogs, test, uniqueEmail } from "./fixtures";
import { recordCspViolations } from "./security-support";
import { EMULATOR_URL } from "./test-servers";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const firebaseJson = JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8")) as {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
};
const PROVIDER = { timeout: 20_000 };

function ruleHeaders(source: string): Record<string, string> {
  const rule = firebaseJson.hosting.headers.find((candidate) => candidate.source === source);
  if (!rule) throw new Error(`firebase.json has no header rule for ${source}`);
  return Object.fromEntries(rule.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

/** What Hosting sends everywhere, with the local emulator added to connect-src, as `npm start` does. */
const HOSTING = ruleHeaders("**");
const EXPECTED_PAGE: Record<string, string> = {
  ...HOSTING,
  "content-security-policy": (HOSTING["content-security-policy"] ?? "").replace(
    /connect-src ([^;]*)/,
    `connect-src $1 ${EMULATOR_URL}`,
  ),
};
const EXPECTED_ASSET = { ...EXPECTED_PAGE, ...ruleHeaders("/assets/**") };

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? "", sources.join(" ")]),
  );
}

function expectHeaders(response: APIResponse, expected: Record<string, string>): void {
  const headers = response.headers();
  for (const [key, value] of Object.entries(expected)) expect(headers[key], key).toBe(value);
}

test.describe("security headers", () => {
  test("firebase.json asks for a strict policy, nosniff, a referrer policy, and immutable assets only", () => {
    const csp = directives(HOSTING["content-security-policy"] ?? "");
    for (const name of ["default-src", "script-src", "style-src", "img-src"])
      expect(csp.get(name), name).toBe("'self'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(HOSTING["x-content-type-options"]).toBe("nosniff");
    expect(HOSTING["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(HOSTING["cache-control"]).not.toContain("immutable");
    expect(EXPECTED_ASSET["cache-control"]).toContain("immutable");
  });

  test("pages are served with the firebase.json headers and never cached as immutable", async ({
    request,
  }) => {
    for (const route of ["/", "/index.html", "/checkout", "/login", "/no/such/page"]) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(response.headers()["content-type"], route).toContain("text/html");
      expectHeaders(response, EXPECTED_PAGE);
      expect(response.headers()["cache-control"], route).not.toContain("immutable");
    }
  });

  test("every file the pages load from /assets/ is immutable, with the same security headers", async ({
    request,
  }) => {
    const assets = new Set<string>();
    for (const route of ["/", "/checkout", "/login"]) {
      const html = await (await request.get(route)).text();
      for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) assets.add(match[1] ?? "");
    }
    expect(assets.size).toBeGreaterThanOrEqual(3);
    expect([...assets].some((asset) => asset.endsWith(".js"))).toBe(true);
    expect([...assets].some((asset) => asset.endsWith(".css"))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expectHeaders(response, EXPECTED_ASSET);
    }
  });

  test("the browser gets the same headers on a real navigation", async ({ page }) => {
    const response = await page.goto("/checkout");
    expect(response).not.toBeNull();
    const headers = (await response?.allHeaders()) ?? {};
    for (const [key, value] of Object.entries(EXPECTED_PAGE)) expect(headers[key], key).toBe(value);
  });
});

test.describe("the app under its Content-Security-Policy", () => {
  test.describe.configure({ timeout: 60_000 });

  test("home, basket, checkout, sign-in page and a real sign-in run with no violation", async ({ page }) => {
    const violations = await recordCspViolations(page);
    const dialogs = recordDialogs(page);
    const email = uniqueEmail("csp");
    await createAccount(email, "secret-pass-1");

    // Home page, with the lazily loaded metrics reporter asked for as well.
    await page.goto("/?vitals");
    await expect(page.getByRole("article")).toHaveCount(12);
    // Scrolled through, so that every lazily loaded image is fetched under the policy too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)),
      )
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Add to Basket" }).first().click();
    await page.getByRole("link", { name: "Basket, 1 item" }).click();
    await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();

    // Each page loaded on its own too (prerendered HTML, then hydration).
    await page.goto("/checkout");
    await expect(page.getByText("Your basket is empty.")).toBeVisible();
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("auth/", PROVIDER);
    await page.getByLabel("Password").fill("secret-pass-1");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible(PROVIDER);
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible(PROVIDER);
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: /couldn't find that page/ })).toBeVisible();

    expect(dialogs).toHaveLength(1);
    expect(violations).toEqual([]);
  });

  test("the policy is enforced and a violation would be seen: an inline script is blocked", async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await page.goto("/");
    await expect(page.getByRole("article")).toHaveCount(12);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true;";
      document.body.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.map((report) => report.directive)).toContain("script-src-elem");
  });

  test("the app refuses to be framed by another page", async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto("/login");
    const app = new URL(page.url()).origin;
    // A page of another origin (the emulator's) tries to frame the storefront.
    await page.goto(`${EMULATOR_URL}/`);
    await page.setContent(`<iframe src="${app}/" title="framed"></iframe>`);
    await expect
      .poll(() => violations.map((report) => report.blocked).join("\n"))
      .toMatch(/frame-ancestors 'none'/);
    await expect(page.frameLocator("iframe").getByRole("article")).toHaveCount(0);
  });
});
