/** Where the browser tests' own storefront and emulator listen: apart from a developer's `npm start`. */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 9199);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`;
/** The build the tests' storefront serves: the one `npm test` made, or one of its own. */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? `dist-e2e-${APP_PORT}`;
/** A wait that includes fetching the identity provider's code and a round trip to it, on a busy machine. */
export const PROVIDER = { timeout: 20_000 };
