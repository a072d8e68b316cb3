import { build, type Plugin, type Rolldown } from "vite";

/**
 * `import text from "./file.ts?inline-script"` gives the file as the text of one classic script for
 * a page's <head> (before-paint/inline-loader.ts): Vite builds it as a library, one minified ES2022
 * function that runs at once, its imports bundled in. The same source gives the same text in every
 * build, so the same hash in the pages' policy. The unit tests import it the same way, so they run
 * the very script the pages carry.
 */
export function inlineScript(): Plugin {
  const query = "?inline-script";
  return {
    name: "bazaar:inline-script",
    async load(id) {
      if (!id.endsWith(query)) return null;
      const entry = id.slice(0, -query.length);
      this.addWatchFile(entry);
      const result = await build({
        configFile: false,
        logLevel: "warn",
        build: {
          write: false,
          emptyOutDir: false,
          copyPublicDir: false,
          target: "es2022",
          minify: true,
          lib: { entry, formats: ["iife"], name: "inlineScript" },
        },
      });
      // A library build gives one output per format: here, the one.
      const code = (result as Rolldown.RolldownOutput[])[0]?.output[0].code;
      if (!code) throw new Error(`${entry} built to no script.`);
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
