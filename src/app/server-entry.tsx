// The prerenderer: scripts/build.mjs renders each page of pages.ts with it.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app";
import type { PageMeta } from "./page-head";

// Prerendering never signs anyone in: the page is painted as a guest, as hydration expects.
const noProvider = () => Promise.reject(new Error("No identity provider while prerendering."));

/** One page's HTML, lazy parts resolved, and apart its <title>, which its share card must name. */
export async function renderPage(page: PageMeta): Promise<{ title: string; body: string }> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={page.path}>
        <App loadAuth={noProvider} />
      </StaticRouter>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  // Hoisted tags come first: React's own image preloads, then the title.
  const [, title, markup] = html.match(/^(?:<link [^>]*>)*(<title>([^<]*)<\/title>)/) ?? [];
  const renderedTitle = markup === undefined ? undefined : unescapeText(markup);
  if (!title || renderedTitle !== page.title) {
    throw new Error(`${page.path} rendered the title ${JSON.stringify(renderedTitle)}, not "${page.title}".`);
  }
  return { title, body: html.replace(title, "") };
}

/** The text React wrote as HTML: it escapes &, <, >, " and ' (as &#x27;). */
export function unescapeText(markup: string): string {
  return markup.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ESCAPED[name] ?? "");
}
const ESCAPED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };

/** The page's description, canonical address and share card, for its <head>. */
export { pageHead } from "./page-head";
