/** '/checkout/' and '/checkout.html' are the page prerendered as '/checkout'; '/index.html' is '/'. */
export function normalizePath(pathname: string): string {
  const path = pathname.replace(/(\/index)?\.html$/, "").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

export function isPrerenderedFor(prerendered: string | undefined, pathname: string): boolean {
  return prerendered !== undefined && normalizePath(prerendered) === normalizePath(pathname);
}
