/**
 * The prerenderer: scripts/build.mjs renders each page pages.ts lists with this, on the build
 * machine, and fills in its head.
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "./app";

// Prerendering never signs anyone in: the page is painted as a guest, as hydration expects.
const noProvider = () => Promise.reject(new Error("No identity provider while prerendering."));

/** The HTML of one page, with every lazy part (the sign-in page) resolved. */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App loadAuth={noProvider} />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The page's description, canonical address and share card, for its <head>. */
export { pageHead } from "./page-head";
