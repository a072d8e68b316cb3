// A failed fetch of lazily loaded code never strands the shopper, in every engine. The fault is made
// at the server (a proxy in front of Hosting answers 503), so each engine feels the same thing;
// browsers remember a failed module fetch for the life of the document, so the app must fetch
// afresh on the shopper's next action.
import { startFaultProxy } from "../fault-proxy";
import { createAccount, uniqueEmail } from "../fixtures";
import { expect, test } from "./journey";

const PASSWORD = "recovery-pass-1";
const SIGN_IN_CODE = /^\/assets\/firebase-[^/?]+\.js/;
/** Includes fetching the provider's code again and a round trip to it, on a busy machine. */
const PROVIDER = { timeout: 20_000 };

test("the sign-in code answers 503 at first: Sign In still signs the shopper in and the header greets them", async ({
  shop,
}) => {
  const proxy = await startFaultProxy();
  try {
    const email = uniqueEmail("recover");
    await createAccount(email, PASSWORD);
    proxy.failNext(SIGN_IN_CODE, { status: 503 });

    await shop.goto(`${proxy.url}/login`);
    // The page asks for the sign-in code once it is idle: that first request is answered 503.
    await expect.poll(() => proxy.requests(SIGN_IN_CODE).length, PROVIDER).toBeGreaterThanOrEqual(1);

    await shop.fill({ label: "E-mail" }, email);
    await shop.fill({ label: "Password" }, PASSWORD);
    await shop.click({ role: "button", name: "Sign In" });
    await expect.poll(() => shop.path(), PROVIDER).toBe("/");
    await expect
      .poll(() => shop.count({ text: `Hello ${email}`, within: { role: "banner" } }), PROVIDER)
      .toBe(1);
    await expect
      .poll(() => shop.count({ role: "button", name: "Sign Out", within: { role: "banner" } }))
      .toBe(1);
    // The code was fetched again, and no technical text was ever shown.
    expect(proxy.requests(SIGN_IN_CODE).length).toBeGreaterThanOrEqual(2);
    expect((await shop.texts({ role: "alert" })).join("\n")).not.toMatch(/module|import|fetch/i);
  } finally {
    await proxy.close();
  }
});

// boot.ts, which the inline loader fetches once the first frame is painted: without it the page
// cannot work, so the loader says so on the page.
const BOOT = /^\/assets\/index-[^/?]+\.js/;

test("boot.ts answers 503: the page says its buttons will not work, and its reload brings a working page", async ({
  shop,
}) => {
  const proxy = await startFaultProxy();
  try {
    proxy.failNext(BOOT, { status: 503 });
    await shop.goto(`${proxy.url}/`);
    await expect
      .poll(() => shop.texts({ role: "alert" }))
      .toEqual([
        expect.stringMatching(
          /^Part of this page could not load, so its buttons will not work\.\s+Reload the page$/,
        ),
      ]);
    // The prerendered page is still there to read.
    expect(await shop.count({ role: "article", within: { role: "main" } })).toBe(12);

    const before = await shop.evaluate(() => performance.timeOrigin);
    await shop.click({ role: "button", name: "Reload the page" });
    // The press loads the page afresh: wait for the new document (a look at the old one while it
    // unloads fails, in WebKit with 'Callback was not called before the unload event').
    await expect.poll(() => shop.evaluate(() => performance.timeOrigin).catch(() => before)).not.toBe(before);
    await expect.poll(() => shop.count({ role: "alert" })).toBe(0);
    await shop.click({ role: "button", name: "Add to Basket", within: { role: "main" }, nth: 0 });
    await expect.poll(() => shop.texts({ role: "link", name: "Basket, 1 item" })).toEqual(["1"]);
    expect(proxy.requests(BOOT)).toHaveLength(2);
  } finally {
    await proxy.close();
  }
});
