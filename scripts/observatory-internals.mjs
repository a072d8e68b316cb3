// @ts-check
// The two parts of the Observatory that its main entry (which exports only `scan`) does not give,
// and the grades need to project production's score from local results (docs/security.md):
// - its score table (`getScoreModifier`), to score a result the local scan could not give, such as
//   HSTS, which production Hosting sets and the emulator does not;
// - its integrity test (`subresourceIntegrityTest`), to read / as production serves it, over HTTPS,
//   where same-origin scripts count.
// They are files inside the package, which any release may move: each is loaded here alone, and a
// release that moves one fails with words that say which, and where to look, not a module error.

const PACKAGE = "@mdn/mdn-http-observatory";
const INTERNALS = {
  getScoreModifier: "src/grader/grader.js",
  subresourceIntegrityTest: "src/analyzer/tests/subresource-integrity.js",
};

/**
 * Loads `name` from its file in the Observatory.
 * @param {keyof typeof INTERNALS} name
 * @returns {Promise<Function>}
 */
async function internal(name) {
  const file = `${PACKAGE}/${INTERNALS[name]}`;
  const module = await import(file).catch(() => ({}));
  if (typeof module[name] !== "function") {
    throw new Error(
      `The Observatory no longer has ${name} in ${INTERNALS[name]}: the grades project production's score with it. ` +
        `Find where this release of ${PACKAGE} keeps it, and change scripts/observatory-internals.mjs.`,
    );
  }
  return module[name];
}

/** @type {(result: string | undefined) => number} */
export const getScoreModifier = /** @type {any} */ (await internal("getScoreModifier"));
/** @type {(requests: unknown) => { result: string }} */
export const subresourceIntegrityTest = /** @type {any} */ (await internal("subresourceIntegrityTest"));
