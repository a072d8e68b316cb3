// Plain JavaScript so that both the browser bundle and the local server (scripts/) use it.

/**
 * The clean URL Firebase Hosting answers for a path (cleanUrls, trailingSlash: false):
 * '/checkout/' and '/checkout.html' are '/checkout'; '/index.html' is '/'.
 * @param {string} pathname
 * @returns {string}
 */
export function cleanPath(pathname) {
  const path = pathname.replace(/(\/index)?\.html$/, "").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}
