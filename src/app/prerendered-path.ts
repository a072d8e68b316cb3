import { cleanPath } from "../shared/lib/clean-path.mjs";

export function isPrerenderedFor(prerendered: string | undefined, pathname: string): boolean {
  return prerendered !== undefined && cleanPath(prerendered) === cleanPath(pathname);
}
