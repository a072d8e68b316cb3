#!/usr/bin/env node
// @ts-check
// `npm run build`: the storefront's production build (src/delivery/build/build-site.mjs says what
// it makes) into BUILD_OUT_DIR (dist). `--deploy` is what `firebase deploy` runs first
// (firebase.json's predeploy): a build into the folder that deploys, for the project it deploys to,
// or a refusal that says what to set.
import { buildSite } from "../src/delivery/build/build-site.mjs";

await buildSite({ deploy: process.argv.includes("--deploy") }).catch((error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
