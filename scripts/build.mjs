#!/usr/bin/env node
// @ts-check
// `npm run build`: the storefront's production build (builder/build-site.ts says what it makes)
// into BUILD_OUT_DIR (dist). `--deploy` is what `firebase deploy` runs first (firebase.json's
// predeploy): a build into the folder that deploys, for the project it deploys to, or a refusal
// that says what to set.
import { nodeRefused } from "./node-version.mjs";

const refused = nodeRefused();
if (refused) {
  console.error(refused);
  process.exit(1);
}
// Imported only now: the build is TypeScript, which a Node this refuses may not run at all.
const { buildSite } = await import("../builder/build-site.ts");

await buildSite({ deploy: process.argv.includes("--deploy") }).catch((error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
