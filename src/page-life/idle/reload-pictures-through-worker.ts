/**
 * The pictures loaded again through the worker, held for the page's life: a picture nobody holds
 * leaves the browser's memory cache at the next garbage collection.
 */
let held: HTMLImageElement[] = [];

/**
 * Loads each picture the page has already drawn once more, and holds it. Every engine keeps a page's
 * pictures apart for each worker that controls the page (e2e/journeys/pictures-once.spec.ts). So
 * once the offline worker takes over a page that opened without it, a picture shown again is fetched
 * and parsed again inside the press that shows it: the checkout's lines after the home page's cards,
 * 35–44 ms of a first basket press on a phone in Chromium (docs/decisions/first-checkout-press.md).
 * Run once the worker controls the page and the page is idle. While these loads are under way
 * Firefox keeps the page out of its back/forward cache (docs/product.md). Returns the pictures it holds.
 */
export function reloadPicturesThroughWorker(): readonly HTMLImageElement[] {
  const drawn = Array.from(document.querySelectorAll("img"))
    .filter((image) => image.naturalWidth > 0) // drawn: not waiting, lazy, nor failed
    .map((image) => image.currentSrc);
  held = [...new Set(drawn)].map((source) => {
    const image = new Image();
    image.src = source;
    return image;
  });
  return held;
}
