// What the build (build-site.ts) writes into every page besides its markup, as this build of the
// app has it: bundled with the prerenderer, since Vite makes the two scripts' text.

import { RETRY_ADDRESSES } from "../src/code-loading/chunk-importer";
import { SESSION_HINT_SCRIPT } from "../src/features/auth";
import { BASKET_HINT_SCRIPT } from "../src/features/basket";
import INLINE_LOADER_SCRIPT from "../src/page-life/before-paint/inline-loader.ts?inline-script";
import { providerOrigins } from "../src/shared/config/firebase-config";
import { firebaseSettings } from "../src/shared/config/firebase-settings";

/** Where this build's pages connect besides their own origin: its provider (page-policy.ts, `connectTo`). */
export const PROVIDER_ORIGINS = providerOrigins(firebaseSettings);

/** Written into every page: its three <head> scripts (allowed by hash) and the import map's retries. */
export { BASKET_HINT_SCRIPT, INLINE_LOADER_SCRIPT, RETRY_ADDRESSES, SESSION_HINT_SCRIPT };
