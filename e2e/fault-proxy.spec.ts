// The fault proxy itself: a page loads through it unchanged, failNext fails exactly the next
// matching requests with a 503 (until heal), holdNext keeps one waiting, and goDark / goLight take
// the server away and bring it back.

import { type FaultProxy, startFaultProxy } from "./fault-proxy";
import { expect, test } from "./fixtures";
import { APP_URL } from "./test-servers";

let proxy: FaultProxy;
test.beforeEach(async () => {
  proxy = await startFaultProxy();
});
test.afterEach(async () => {
  await proxy.close();
});

/** What the page gets for `path`: its status, or "failed" when no answer came. */
const statusOf = (path: string) =>
  fetch(path, { cache: "no-store" }).then(
    (response) => response.status,
    () => "failed",
  );

test("a page loads through the proxy as it does from the server, compressed answers included", async ({
  page,
}) => {
  await page.goto(`${proxy.url}/`);
  await expect(page.getByRole("article")).toHaveCount(12);
  expect(page.url()).toBe(`${proxy.url}/`);
  // The app's code, fetched once the page has painted.
  await expect.poll(() => proxy.requests(/^\/assets\/main-[^/]+\.js$/)).toHaveLength(1);
  const [main] = proxy.requests(/^\/assets\/main-[^/]+\.js$/);
  // The emulator's status, headers, compression and bytes come through untouched.
  const get = (origin: string) => fetch(`${origin}${main}`, { headers: { "accept-encoding": "gzip" } });
  const [direct, proxied] = await Promise.all([get(APP_URL), get(proxy.url)]);
  expect(proxied.status).toBe(200);
  expect(proxied.headers.get("content-encoding")).toBe("gzip");
  for (const name of ["content-type", "content-encoding", "cache-control", "content-security-policy"]) {
    expect(proxied.headers.get(name), name).toBe(direct.headers.get(name));
  }
  expect(await proxied.text()).toBe(await direct.text());
  // A redirect stays on the proxy's origin.
  await page.goto(`${proxy.url}/login.html`);
  expect(page.url()).toBe(`${proxy.url}/login`);
});

test("failNext answers 503 to exactly the next matching request, then serves again", async ({ page }) => {
  await page.goto(`${proxy.url}/`);
  proxy.failNext(/^\/robots\.txt/);
  expect(await page.evaluate(statusOf, "/robots.txt?first")).toBe(503);
  expect(await page.evaluate(statusOf, "/robots.txt?second")).toBe(200);
  expect(await page.evaluate(statusOf, "/favicon.svg")).toBe(200);
  expect(proxy.requests(/^\/robots\.txt/)).toEqual(["/robots.txt?first", "/robots.txt?second"]);

  proxy.failNext(/^\/favicon\.svg/, { times: 2, status: 500 });
  expect(await page.evaluate(statusOf, "/favicon.svg?1")).toBe(500);
  expect(await page.evaluate(statusOf, "/favicon.svg?2")).toBe(500);
  expect(await page.evaluate(statusOf, "/favicon.svg?3")).toBe(200);

  proxy.failNext(/^\/robots\.txt/, { times: Number.POSITIVE_INFINITY });
  expect(await page.evaluate(statusOf, "/robots.txt?third")).toBe(503);
  proxy.heal();
  expect(await page.evaluate(statusOf, "/robots.txt?fourth")).toBe(200);
});

test("holdNext keeps the next matching request unanswered until it is released", async ({ page }) => {
  await page.goto(`${proxy.url}/`);
  const release = proxy.holdNext(/^\/robots\.txt/);
  let held: number | string | undefined;
  const answered = page.evaluate(statusOf, "/robots.txt?held").then((status) => {
    held = status;
  });
  await expect.poll(() => proxy.requests(/^\/robots\.txt/)).toEqual(["/robots.txt?held"]);
  // Everything else is answered meanwhile, the next robots.txt included; the held one is not.
  expect(await page.evaluate(statusOf, "/robots.txt?other")).toBe(200);
  expect(held).toBeUndefined();
  release();
  await answered;
  expect(held).toBe(200);
});

test("goDark makes every request fail without an answer, goLight brings the server back", async ({
  page,
  context,
}) => {
  await page.goto(`${proxy.url}/`);
  proxy.goDark();
  expect(await page.evaluate(statusOf, "/robots.txt")).toBe("failed");
  await expect(page.goto(`${proxy.url}/checkout`)).rejects.toThrow(/net::ERR_/);
  proxy.goLight();
  // A fresh tab: the failed one is busy showing the browser's own error page.
  const again = await context.newPage();
  await again.goto(`${proxy.url}/checkout`);
  await expect(again.getByRole("heading", { level: 1 })).toBeVisible();
});
