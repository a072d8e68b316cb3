import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { providerOrigins } from "../shared/config/firebase-config";
import { firebaseSettings } from "../shared/config/firebase-settings";
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

export { SESSION_HINT_SCRIPT } from "../features/auth";
export { RETRY_ADDRESSES } from "../shared/lib/chunk-importer";
export { PRERENDERED_PAGES } from "./app";
export { BOOT_LOADER_SCRIPT } from "./boot-loader";
export { pageHead } from "./page-head";

/** Where this build's pages connect besides their own origin: its provider (scripts/page-policy.mjs). */
export const PROVIDER_ORIGINS = providerOrigins(firebaseSettings);
