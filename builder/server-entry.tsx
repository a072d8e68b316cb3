// The prerenderer: the build (build-site.ts) renders each page of the list with it.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "../src/app/app";
import { PAGE_VIEWS } from "../src/app/page-views";
import type { PageMeta } from "./page-head.ts";

// Prerendering never signs anyone in: the page is painted as a guest, as hydration expects.
const noProvider = () => Promise.reject(new Error("No identity provider while prerendering."));

/**
 * One page's HTML, lazy parts resolved: React's hoisted tags (its image preloads, the <title>)
 * first, then the page. The build parses it (page-html.ts's `composePage`) and moves the title to <head>.
 */
export async function renderPage(page: PageMeta): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={page.path}>
        <App loadAuth={noProvider} />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The module of the page's on-demand component, which its HTML preloads, since it hydrates with it. */
export function onDemandModule(page: PageMeta): string {
  const { component } = PAGE_VIEWS[page.name];
  return "module" in component ? component.module : "";
}

/** The pages to prerender, and each one's description, canonical address and share card. */
export { PRERENDERED_PAGES, pageHead } from "./page-head.ts";
