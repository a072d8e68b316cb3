// Code altered on its way (a compromised cache or server) never runs, in every engine: each page's
// import map gives every script chunk its hash, under its own address and each retry address, and
// the browser refuses other bytes. The alteration is made at the server (e2e/fault-proxy.ts).
import { startFaultProxy } from "../fault-proxy";
import { expect, test } from "./journey";

const LOGIN_PAGE_CODE = /^\/assets\/login-page-[^/?]+\.js/;
const ALTERED = "globalThis.__bazaarAlteredRan = true;";
/**
 * What an engine may report: the refusal (Chromium and Firefox name the integrity check; WebKit says
 * nothing the page can see), and the worker's script answering 503 (Chromium).
 */
const EXPECTED_REPORT =
  /integrity'? attribute|bad HTTP response code \(503\) was received when fetching the script/;

test("the sign-in page's code, altered on its way, is refused and never runs: the page fetches it afresh, and the basket is kept", async ({
  shop,
}) => {
  const proxy = await startFaultProxy();
  try {
    // No offline worker here: it would fetch the sign-in page's code ahead of the page (its own
    // copy is checked by the same hashes; e2e/offline.spec.ts covers the worker).
    proxy.failNext(/^\/sw\.js/, { times: Number.POSITIVE_INFINITY });
    await shop.goto(`${proxy.url}/`);
    await shop.click({ role: "button", name: "Add to Basket", within: { role: "main" }, nth: 0 });
    await expect.poll(() => shop.texts({ role: "link", name: "Basket, 1 item" })).toEqual(["1"]);

    proxy.alterNext(LOGIN_PAGE_CODE, ALTERED);
    await shop.click({ role: "link", name: "Sign In", within: { role: "banner" } });
    await expect.poll(() => shop.count({ label: "E-mail" })).toBe(1);

    expect(await shop.evaluate(() => "__bazaarAlteredRan" in globalThis)).toBe(false);
    const [first, second, ...more] = proxy.requests(LOGIN_PAGE_CODE);
    expect(second).toBe(`${first}?retry=1`);
    expect(more).toEqual([]);
    // Still the same page, not a reload: the basket is as the shopper left it.
    await shop.click({ role: "link", name: "Bazaar home" });
    await expect.poll(() => shop.texts({ role: "link", name: "Basket, 1 item" })).toEqual(["1"]);
    expect((await shop.problems()).filter((problem) => !EXPECTED_REPORT.test(problem))).toEqual([]);
    await shop.forgetProblems();
  } finally {
    await proxy.close();
  }
});
