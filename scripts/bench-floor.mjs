// @ts-check
// The text-only floor page (bench-floor.html) that `npm run bench` and `npm run bench:press` measure
// the storefront against. It is served to the benches alone: no build puts it in the site, so it is
// never deployed nor precached by the worker. The benches' storefront (storefront.mjs) adds it to the
// build it serves, with a policy of its own as every page has.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { withPagePolicy } from "../builder/page-policy.ts";
import { root } from "./emulators.mjs";

/**
 * Writes the floor page into the build in `outDir`, where Hosting serves it at /floor.
 * @param {string} outDir
 */
export async function addFloorPage(outDir) {
  const html = await readFile(new URL("./bench-floor.html", import.meta.url), "utf8");
  // It runs no script, so it connects nowhere: its policy names no provider.
  const page = withPagePolicy(html, { connectTo: [], name: "bench-floor.html" });
  await writeFile(path.resolve(root, outDir, "floor.html"), page);
}
