// @ts-check
// The storefront's pages, for the tools Node runs (the benches, the grades, the size budgets,
// Lighthouse CI), read from src/pages/all-pages.ts before any build. A page module names its
// React component, which Node cannot load alone (TSX, CSS imports), so Vite loads the list, as it
// does for the prerender; only the plain facts come out. `node scripts/page-list.mjs` prints them
// as JSON, for a tool that must read them synchronously (lighthouserc.cjs).
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

/**
 * A page, as the tools see it: its name in the list, the file the build writes it to, and the
 * facts of its module (src/pages/page.ts), without its component.
 * @typedef {{ name: string, path: string, file: string, title: string, description: string, precached: boolean, fallback: boolean, htmlBudget?: string }} ListedPage
 */

const root = fileURLToPath(new URL("..", import.meta.url));

/** @type {Promise<ListedPage[]> | undefined} */
let listed;

/**
 * Every page of the list, in the order of their names. Read once in a process: the press bench and
 * its page driver both ask, and each read starts a Vite server.
 * @returns {Promise<ListedPage[]>}
 */
export function loadPages() {
  listed ??= readPages();
  return listed;
}

/** @returns {Promise<ListedPage[]>} */
async function readPages() {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { pageFile } = await server.ssrLoadModule("/src/pages/page.ts");
    const pages = await server.ssrLoadModule("/src/pages/all-pages.ts");
    return Object.entries(pages).map(([name, page]) => ({
      name,
      path: page.path,
      file: pageFile(page.path),
      title: page.title,
      description: page.description,
      precached: page.precached,
      fallback: page.fallback === true,
      ...(page.htmlBudget ? { htmlBudget: page.htmlBudget } : {}),
    }));
  } finally {
    await server.close();
  }
}

/**
 * The page of `pages` named `name` in the list; a tool that asks for a page the list has not fails.
 * @param {ListedPage[]} pages
 * @param {string} name
 */
export function pageNamed(pages, name) {
  const page = pages.find((listed) => listed.name === name);
  if (!page) throw new Error(`src/pages/all-pages.ts names no page '${name}'.`);
  return page;
}

if (import.meta.main) console.log(JSON.stringify(await loadPages()));
