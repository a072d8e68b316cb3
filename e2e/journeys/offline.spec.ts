// The offline walk, in every engine: after one visit the offline worker controls the page; then the
// server goes dark (the proxy in front of Hosting stops answering, for the worker's fetches too),
// and every page still opens with its pictures, and the basket still adds, counts and removes.
import { startFaultProxy } from "../fault-proxy";
import { expect, test } from "./journey";
import type { Shop } from "./shop";

/** The worker's install fetches every page and script once, on a busy machine. */
const INSTALL = { timeout: 30_000 };
const MAIN = { role: "main" } as const;
const HEADPHONES = "Aurora Wireless Noise-Cancelling Over-Ear Headphones, 40-Hour Battery";
const card = (nth: number) => ({ role: "article", name: HEADPHONES, within: MAIN, nth });

/**
 * Whether the offline worker controls this page: only a worker that has installed (its precache
 * complete) and activated can claim it, so from then on every page opens without the network.
 * The state the page's worker objects report is no measure, in two engines:
 * - Firefox 153 makes the controller's object when the worker claims the page (while it is still
 *   'activating') and updates its state only through a registration object the page held at that
 *   moment; once the engine has collected the one `register()` returned, that object says
 *   'activating' for the rest of the page's life (the walk timed out on it 2 times in 10);
 * - WebKitGTK 2.50, when the page came in a process of its own (as Cross-Origin-Opener-Policy
 *   makes it from another origin), told the page's objects of no state
 *   change at all: a registration asked for afresh still said 'installing' 20 s after its worker
 *   had claimed the page (2 runs in 6), while the page was controlled and the next one opened
 *   offline.
 */
async function offlineWorker(shop: Shop): Promise<string> {
  return await shop.evaluate(() =>
    navigator.serviceWorker?.controller ? "controls the page" : "not controlling the page",
  );
}

/** How many of the page's pictures are drawn, once each is asked for (product pictures are lazy). */
async function picturesDrawn(shop: Shop): Promise<{ drawn: number; all: number }> {
  // Every engine's driver waits for the promise the page returns.
  return await shop.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    return {
      drawn: images.filter((image) => image.complete && image.naturalWidth > 0).length,
      all: images.length,
    };
  });
}

test("after one visit, with the server dark, every page opens with its pictures and the basket works", async ({
  shop,
}) => {
  const proxy = await startFaultProxy();
  try {
    await shop.goto(`${proxy.url}/`);
    await expect.poll(() => offlineWorker(shop), INSTALL).toBe("controls the page");
    expect(proxy.requests().length, "the first visit went through the proxy").toBeGreaterThan(0);

    proxy.goDark();
    for (const [path, heading] of [
      ["/checkout", "Your shopping Basket"],
      ["/login", "Sign in"],
      ["/", "Featured products"],
    ] as const) {
      await shop.goto(`${proxy.url}${path}`);
      await expect.poll(() => shop.count({ role: "heading", name: heading, level: 1 })).toBe(1);
      const pictures = await picturesDrawn(shop);
      expect(pictures.drawn, `pictures drawn on ${path}`).toBe(pictures.all);
    }
    // The home page: 12 cards, the banner's 3 pictures with them.
    await expect.poll(() => shop.count({ role: "article", within: MAIN })).toBe(12);
    const home = await picturesDrawn(shop);
    expect(home.all).toBeGreaterThanOrEqual(15);
    expect(home.drawn, "pictures drawn on / after the cards came").toBe(home.all);

    await shop.click({ role: "button", name: "Add to Basket", within: card(0) });
    await shop.click({ role: "button", name: "Add to Basket", within: card(-1) });
    await expect.poll(() => shop.texts({ role: "link", name: "Basket, 2 items" })).toEqual(["2"]);
    await shop.click({ role: "link", name: "Basket, 2 items" });
    await expect.poll(() => shop.path()).toBe("/checkout");
    await expect.poll(() => shop.texts({ text: /^Subtotal \(/ })).toEqual(["Subtotal (2 items): $399.98"]);
    await shop.click({ role: "button", name: "Remove from Basket", within: card(0) });
    await expect.poll(() => shop.texts({ text: /^Subtotal \(/ })).toEqual(["Subtotal (1 items): $199.99"]);
    await expect.poll(() => shop.texts({ role: "link", name: "Basket, 1 item" })).toEqual(["1"]);
  } finally {
    await proxy.close();
  }
});
