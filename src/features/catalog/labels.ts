// What a shopper reads on the catalog's controls. Plain data, and the feature's second entry: the
// press bench (scripts/press-page.mjs) finds the banner and its button by the names written here.

/** The banner's accessible name. */
export const BANNER_LABEL = "Featured offers";

/** The name of the button that stops or starts the banner's rotation, by what it would do now. */
export const bannerToggleLabel = (paused: boolean) => `${paused ? "Start" : "Stop"} banner rotation`;
