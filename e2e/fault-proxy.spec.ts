// The fault proxy (mockttp) as the suite uses it: a page loads through it unchanged, at its own
// address or at the site's with the proxy as the browser's; each fault takes exactly the requests
// it was given, and goDark / goLight take the server away and bring it back.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test as plain } from "@playwright/test";
import { expect, startFaultProxy, test } from "./fault-proxy";
import { APP_CODE_NOT_LOADED, loadDeferred } from "./problems";
import { APP_URL, EMULATOR_URL } from "./test-servers";

/** What the page gets for `path`: its status, or "failed" when no answer came. */
const statusOf = (path: string) =>
  fetch(path, { cache: "no-store" }).then(
    (response) => response.status,
    () => "failed",
  );

test("a page loads at the proxy's address as from the server, its policy and compression included", async ({
  page,
  faultProxy: proxy,
}) => {
  await page.goto(`${proxy.url}/`);
  await expect(page.getByRole("article")).toHaveCount(12);
  const get = (origin: string) => fetch(`${origin}/`, { headers: { "accept-encoding": "gzip" } });
  const [direct, proxied] = await Promise.all([get(APP_URL), get(proxy.url)]);
  for (const name of ["content-encoding", "cache-control", "content-security-policy"]) {
    expect(proxied.headers.get(name), name).toBe(direct.headers.get(name));
  }
  // A redirect stays on the proxy's origin.
  await page.goto(`${proxy.url}/login.html`);
  expect(page.url()).toBe(`${proxy.url}/login`);
});

test("failNext fails exactly the next matching requests, at the site and the provider, until heal", async ({
  page,
  faultProxy: proxy,
}) => {
  await page.goto(`${APP_URL}/`);
  proxy.failNext(/^\/robots\.txt/);
  expect(await page.evaluate(statusOf, "/robots.txt?first")).toBe(503);
  expect(await page.evaluate(statusOf, "/robots.txt?second")).toBe(200);
  expect(proxy.requests(/^\/robots\.txt/)).toEqual(["/robots.txt?first", "/robots.txt?second"]);

  proxy.failNext(/^\/favicon\.svg/, { times: 2, status: 500 });
  expect(await page.evaluate(statusOf, "/favicon.svg?1")).toBe(500);
  expect(await page.evaluate(statusOf, "/favicon.svg?2")).toBe(500);
  expect(await page.evaluate(statusOf, "/favicon.svg?3")).toBe(200);

  // The Auth Emulator, on another origin, is reached through the proxy too. (A reset is retried by
  // Chromium on its own, so it is made for as long as it lasts, not a number of times.)
  proxy.failNext(/^\/$/, { times: Number.POSITIVE_INFINITY, status: "reset" });
  expect(await page.evaluate(statusOf, `${EMULATOR_URL}/`)).toBe("failed");
  proxy.heal();
  expect(await page.evaluate(statusOf, `${EMULATOR_URL}/`)).toBe(200);
});

test("holdNext keeps the next matching request unanswered until it is released", async ({
  page,
  faultProxy: proxy,
}) => {
  await page.goto(`${APP_URL}/`);
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
  faultProxy: proxy,
  expectProblem,
}) => {
  const why = "the server goes dark while the page's own code may still be loading";
  expectProblem(APP_CODE_NOT_LOADED, why);
  for (const part of ["sign-in service", "database client", "background tasks"] as const) {
    expectProblem(loadDeferred(part), why);
  }
  await page.goto(`${proxy.url}/`);
  proxy.goDark();
  expect(await page.evaluate(statusOf, "/robots.txt")).toBe("failed");
  await expect(page.goto(`${proxy.url}/checkout`)).rejects.toThrow(/net::ERR_/);
  expect(proxy.requests(/^\/checkout/).length).toBeGreaterThan(0);
  proxy.goLight();
  // A fresh tab: the failed one is busy showing the browser's own error page.
  const again = await context.newPage();
  await again.goto(`${proxy.url}/checkout`);
  await expect(again.getByRole("heading", { level: 1 })).toBeVisible();
});

plain("each request goes upstream on a connection of its own, while the client keeps its one", async () => {
  const upstream: number[] = [];
  const site = http.createServer((_, response) => response.end("ok"));
  site.on("connection", (socket) => upstream.push(socket.remotePort ?? 0));
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const proxy = await startFaultProxy({ target: `http://127.0.0.1:${(site.address() as AddressInfo).port}` });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const client = new Set<number>();
  for (const n of [1, 2, 3]) {
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get(`${proxy.url}/${n}`, { agent }, (response) => {
          client.add(response.socket.localPort ?? 0);
          let text = "";
          response.on("data", (chunk) => (text += chunk)).on("end", () => resolve(text));
        })
        .on("error", reject);
    });
    expect(body).toBe("ok");
  }
  agent.destroy();
  await proxy.close();
  site.close();
  expect(upstream).toHaveLength(3);
  expect(client.size).toBe(1);
});
