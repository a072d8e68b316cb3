// Browsing, in every engine: each page with its header and title, the not-found page, the banner
// turning with scripts off, the rows of cards at a wide and a phone-sized viewport, and a card
// whose picture is still on its way.
import { expect, test } from "./journey";
import type { Shop } from "./shop";

const HEADER = { role: "banner" } as const;
const inHeader = <T extends object>(target: T) => ({ ...target, within: HEADER });

/** The header is on the page, greeting a guest. Its parts in each state: header.test.tsx. */
async function expectHeader(shop: Shop) {
  await expect.poll(() => shop.count(inHeader({ text: "Hello Guest" }))).toBe(1);
}

test("each page, with its header, and moving between them by the header's links", async ({ shop }) => {
  await shop.goto("/");
  await expectHeader(shop);
  await expect.poll(() => shop.count({ role: "article", within: { role: "main" } })).toBe(12);

  await shop.click(inHeader({ role: "link", name: "Basket, 0 items" }));
  await expect.poll(() => shop.path()).toBe("/checkout");
  await expect.poll(() => shop.count({ role: "heading", name: "Your shopping Basket" })).toBe(1);
  await expect.poll(() => shop.count({ text: /^Your basket is empty\./ })).toBe(1);
  await expectHeader(shop);

  await shop.click(inHeader({ role: "link", name: "Sign In" }));
  await expect.poll(() => shop.path()).toBe("/login");
  await expect.poll(() => shop.count({ role: "heading", name: "Sign in" })).toBe(1);
  await expect.poll(() => shop.count({ label: "E-mail" })).toBe(1);
  await expect.poll(() => shop.count({ label: "Password" })).toBe(1);
  await expect.poll(() => shop.count({ role: "button", name: "Create your Bazaar Account" })).toBe(1);
  // The sign-in page has the logo, not the header.
  await expect.poll(() => shop.count(HEADER)).toBe(0);
  await shop.click({ role: "link", name: "Bazaar home" });
  await expect.poll(() => shop.path()).toBe("/");

  // Each page loaded on its own, too: prerendered with its own title, then hydrated.
  for (const [path, heading, title] of [
    ["/checkout", "Your shopping Basket", "Your basket – Bazaar"],
    ["/login", "Sign in", "Sign in – Bazaar"],
  ] as const) {
    await shop.goto(path);
    await expect.poll(() => shop.count({ role: "heading", name: heading })).toBe(1);
    await shop.waitForHydration();
    await expect.poll(() => shop.evaluate(() => document.title)).toBe(title);
  }
});

test("an unknown address shows the header, a page-not-found heading and a way home", async ({ shop }) => {
  shop.expectProblem(/^answer 404 for \S+\/no-such-page$/, "the unknown address this test opens");
  await shop.goto("/no-such-page");
  await expectHeader(shop);
  await expect.poll(() => shop.count({ role: "heading", level: 1, name: /couldn't find that page/ })).toBe(1);
  await expect.poll(() => shop.evaluate(() => document.title)).toBe("Page not found – Bazaar");
  await expect.poll(() => shop.count({ role: "article" })).toBe(0);
  await shop.click({ role: "link", name: /home/i, within: { role: "main" } });
  await expect.poll(() => shop.path()).toBe("/");
  await expect.poll(() => shop.count({ role: "article", within: { role: "main" } })).toBe(12);
});

/**
 * Which slide (1 to 3) stands in place, unmoved by the rotation, or 0 while none does (a turn is
 * under way). Read from the computed style: WebKit's boxes do not follow a compositor animation.
 */
function slideInView() {
  const slides = [...document.querySelectorAll("[aria-roledescription='slide']")];
  return 1 + slides.findIndex((slide) => Math.abs(new DOMMatrix(getComputedStyle(slide).transform).m41) < 1);
}

test("the banner turns with scripts turned off", async ({ shop }) => {
  await shop.openWithoutScripts("/");
  await expect.poll(() => shop.evaluate(slideInView)).toBe(1);
  // Real time: a turn is due within 5 s, and nothing of ours may move the clock.
  await expect.poll(() => shop.evaluate(slideInView), { timeout: 15_000 }).toBe(2);
  // Without the script that follows the turns, assistive technology meets the three slides in order.
  const slides = { role: "group", within: { role: "region", name: "Featured offers" } };
  for (const name of ["1 of 3", "2 of 3", "3 of 3"]) expect(await shop.count({ ...slides, name })).toBe(1);
  // No script ran: not the inline loader (which sets bazaarEarlyPresses), so not the app.
  expect(await shop.evaluate(() => "bazaarEarlyPresses" in window)).toBe(false);
  expect(await shop.hydrated()).toBe(false);
});

/** The cards' rows, top to bottom: how many cards each holds and how wide it spans. */
function cardRows() {
  const boxes = [...document.querySelectorAll("main article")].map((card) => card.getBoundingClientRect());
  const rows: DOMRect[][] = [];
  for (const box of boxes) {
    const row = rows.find((candidate) => Math.abs((candidate[0]?.top ?? 0) - box.top) < 2);
    if (row) row.push(box);
    else rows.push([box]);
  }
  rows.sort((a, b) => (a[0]?.top ?? 0) - (b[0]?.top ?? 0));
  return {
    viewport: window.innerWidth,
    counts: rows.map((row) => row.length),
    spans: rows.map((row) => Math.max(...row.map((b) => b.right)) - Math.min(...row.map((b) => b.left))),
  };
}

test("12 cards in rows of 2, 3, 3, 1 and 3 at 1500 px wide, and one column on a phone", async ({ shop }) => {
  await shop.resize(1500, 900);
  await shop.goto("/");
  await expect.poll(() => shop.count({ role: "article", within: { role: "main" } })).toBe(12);
  const wide = await shop.evaluate(cardRows);
  expect(wide.viewport).toBe(1500);
  expect(wide.counts).toEqual([2, 3, 3, 1, 3]);
  // Every row spans the same width: a row of one card is as wide as a row of three.
  for (const span of wide.spans) expect(Math.abs(span - (wide.spans[0] ?? 0))).toBeLessThan(2);

  await shop.resize(390, 844);
  await expect.poll(async () => (await shop.evaluate(cardRows)).counts).toEqual(Array(12).fill(1));
  const phone = await shop.evaluate(cardRows);
  // A window may not go as narrow as a phone (shop.narrowestViewport): say how narrow it went.
  test
    .info()
    .annotations.push({ type: "phone viewport", description: `${phone.viewport} px in ${shop.engine}` });
  expect(phone.viewport).toBeGreaterThanOrEqual(390);
  expect(phone.viewport).toBeLessThanOrEqual(Math.max(390, shop.narrowestViewport));
});

test("every image, the lazy ones too, and the metrics reporter load under the CSP", async ({ shop }) => {
  // ?vitals loads the metrics reporter too; the fixture fails on any CSP violation.
  await shop.goto("/?vitals");
  await expect.poll(() => shop.count({ role: "article", within: { role: "main" } })).toBe(12);
  await shop.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect
    .poll(() =>
      shop.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0)),
    )
    .toBe(true);
  expect(await shop.evaluate(() => document.images.length)).toBeGreaterThanOrEqual(12);
});

/** A product's picture (the banners' are theirs, not a card's). */
const PRODUCT_PICTURE = /^\/assets\/(?!banner-)[\w-]+\.svg$/;

test.describe("a card whose picture is still on its way", () => {
  // No offline worker: its precache fetches the pictures too, and the one held must be the page's.
  test.use({ offlineWorker: false });

  test("shows an empty box while it comes, no alt text: beside its heading the picture is decorative", async ({
    shop,
    faultProxy: proxy,
  }) => {
    const release = proxy.holdNext(PRODUCT_PICTURE);
    await shop.goto(`${proxy.url}/`);
    await expect.poll(() => shop.count({ role: "article", within: { role: "main" } })).toBe(12);
    await expect.poll(() => proxy.requests(PRODUCT_PICTURE).length).toBeGreaterThan(0);
    const held = proxy.requests(PRODUCT_PICTURE)[0] as string;
    const pending = await shop.evaluate((path) => {
      const images = [...document.querySelectorAll<HTMLImageElement>("main article img")];
      const image = images.find((candidate) => new URL(candidate.src).pathname === path);
      const box = image?.getBoundingClientRect();
      return (
        image && box && { alt: image.alt, complete: image.complete, width: box.width, height: box.height }
      );
    }, held);
    expect(pending?.complete, `${held} is held back`).toBe(false);
    // Nothing for an engine to paint in the box (Firefox paints a pending image's alt), nor for a
    // screen reader to say a third time; the box stands at its size, so nothing moves when it comes.
    expect(pending?.alt).toBe("");
    expect(pending?.width).toBeGreaterThan(0);
    expect(pending?.height).toBeGreaterThan(0);
    expect(
      await shop.count({ role: "img", name: /./, within: { role: "article", within: { role: "main" } } }),
    ).toBe(12);

    release();
    await expect
      .poll(() =>
        shop.evaluate((path) => {
          const image = [...document.images].find((candidate) => new URL(candidate.src).pathname === path);
          return Boolean(image?.complete && image.naturalWidth > 0);
        }, held),
      )
      .toBe(true);
  });
});

test("markup slipped into a page runs no script: the CSP refuses an inline script without its hash, and a script tag of the site's own", async ({
  shop,
  faultProxy: proxy,
}) => {
  // The first visit comes through the proxy; WebKit once asked twice, so two answers carry it.
  proxy.injectNext(
    /^\/checkout$/,
    '<script>window.__slippedIn = true;</script><script src="/sw.js?slipped-in"></script>',
    { times: 2 },
  );
  await shop.goto(`${proxy.url}/checkout`);
  await expect
    .poll(() => shop.count({ role: "heading", name: "Your shopping Basket", within: { role: "main" } }))
    .toBe(1);
  expect(proxy.requests(/^\/checkout$/).length).toBeLessThanOrEqual(2);
  // The markup is in the page…
  expect(await shop.evaluate(() => document.querySelectorAll('script[src$="slipped-in"]').length)).toBe(1);
  // …and neither script ran.
  expect(await shop.evaluate(() => (window as { __slippedIn?: boolean }).__slippedIn ?? false)).toBe(false);
  // 'strict-dynamic' ignores 'self': a script tag the page's own code did not add is never fetched.
  expect(proxy.requests(/slipped-in/)).toEqual([]);
  // The engine's report too, where the driver listens from the first byte.
  if (shop.reportsFromFirstByte) {
    await expect
      .poll(async () => (await shop.problems()).join("\n"))
      .toMatch(/Content[ -]Security[ -]Policy|CSP/i);
  }
  await shop.forgetProblems();
});

test("Trusted Types are enforced: page code cannot set a script's text or name a policy of its own; a console error is seen", async ({
  shop,
}) => {
  await shop.goto("/");
  await expect.poll(() => shop.count({ role: "article", within: { role: "main" } })).toBe(12);
  const tried = await shop.evaluate(async () => {
    // Wait for the three CSP reports (WebKit's come late), so none lands after they are forgotten.
    const reported: string[] = [];
    const allReported = new Promise<void>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => {
        if (reported.push(event.effectiveDirective) === 3) resolve();
      }),
    );
    const refused = (attempt: () => unknown) => {
      try {
        attempt();
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    };
    const script = document.createElement("script");
    const factory = (window as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } })
      .trustedTypes;
    const result = {
      scriptText: refused(() => {
        script.textContent = "window.__injectedRan = true;";
        document.body.append(script);
      }),
      // The CSP's trusted-types names the storefront's two policies, once each.
      newPolicy: refused(() => factory?.createPolicy("not-the-storefronts", {})),
      loaderPolicyAgain: refused(() => factory?.createPolicy("bazaar-boot", {})),
      ran: (window as { __injectedRan?: boolean }).__injectedRan ?? false,
    };
    await allReported;
    console.error("a console error, on purpose");
    return { ...result, reported: reported.sort() };
  });
  expect(tried).toEqual({
    scriptText: true,
    newPolicy: true,
    loaderPolicyAgain: true,
    ran: false,
    reported: ["require-trusted-types-for", "trusted-types", "trusted-types"],
  });
  await expect.poll(async () => (await shop.problems()).join("\n")).toContain("a console error, on purpose");
  await shop.forgetProblems();
});

test("a popup's reports, and a page's reports from before it replaced itself, are seen", async ({ shop }) => {
  await shop.goto("/");
  await expect.poll(() => shop.count({ role: "article", within: { role: "main" } })).toBe(12);
  // A document the page replaces by itself: what it said before is read from the next one.
  const before = await shop.evaluate(() => performance.timeOrigin);
  await shop.evaluate(() => {
    console.warn("said before the page reloaded itself");
    setTimeout(() => location.reload());
  });
  await expect.poll(() => shop.evaluate(() => performance.timeOrigin).catch(() => before)).not.toBe(before);
  await expect.poll(() => shop.count({ role: "article", within: { role: "main" } })).toBe(12);
  await expect
    .poll(async () => (await shop.problems()).join("\n"))
    .toContain("said before the page reloaded itself");
  // Hydrated first: a link added to the prerendered page before then is a mismatch React undoes.
  await shop.waitForHydration();
  // A popup at an unknown address, opened by a press (a popup blocker lets that through): its 404 is seen.
  await shop.evaluate(() => {
    const link = Object.assign(document.createElement("a"), {
      href: "/no-such-popup-page",
      target: "_blank",
    });
    link.textContent = "Open a popup";
    document.querySelector("main")?.prepend(link);
  });
  await shop.click({ role: "link", name: "Open a popup" });
  await expect
    .poll(async () => (await shop.problems()).join("\n"))
    .toMatch(/answer 404 for \S+\/no-such-popup-page/);
  await shop.forgetProblems();
});
