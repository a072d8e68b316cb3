/**
 * When a page's pictures paint, as the page marks them: the contract between the components that
 * mark a picture and the build and inline loader that act on the mark. It imports nothing, since
 * the inline loader bundles what it imports.
 */

/**
 * The picture the build writes into the page as a data: URL, so it paints with the first frame: the
 * one the page asks for first, by the platform's own mark (fetchpriority="high"), its largest paint.
 */
export const WITH_FIRST_FRAME = { attribute: "fetchpriority", value: "high" } as const;

/** A picture the inline loader asks for only once the first frame is painted, so it never delays that frame. */
export const AFTER_FIRST_FRAME = "data-after-paint";
