/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { inlineScript } from "./builder/inline-script-plugin.ts";
import { lazyChunks } from "./builder/lazy-chunks.ts";
import { readFirebaseSettings } from "./src/shared/config/firebase-config.ts";

/** Firebase and the app's code that alone uses it: the sign-in adapter and the database client. */
const FIREBASE =
  /[\\/]node_modules[\\/](?:@firebase|firebase|idb)[\\/]|[\\/]src[\\/].*[\\/]firebase-[\w-]+\.ts$/;

export default defineConfig(({ mode }) => {
  // Fails the build, naming what is missing, when the Firebase configuration is partial.
  readFirebaseSettings(loadEnv(mode, process.cwd(), "VITE_"));
  const lazy = lazyChunks();
  return {
    plugins: [react(), treeShakeReactRouter(), inlineScript(), lazy.plugins],
    server: { host: "127.0.0.1", port: Number(process.env.PORT ?? 5173), strictPort: true },
    build: {
      // Vite inlines no asset: each image stays a file of this origin, cached and precached on its
      // own. The one data: URL, the first banner's picture inside the HTML, is the build's choice
      // (`inlineFirstBanner` in builder/page-html.ts), and the policy's img-src allows it.
      assetsInlineLimit: 0,
      // One small stylesheet (about 3 KB gzip) for every page: the prerendered sign-in page then
      // paints from one CSS request instead of two.
      cssCodeSplit: false,
      manifest: true,
      // Every browser that runs this target preloads modules natively; old ones merely fetch later.
      // Lazily loaded chunks get no preload (builder/lazy-chunks.ts's `preloadDependencies`).
      modulePreload: { polyfill: false, resolveDependencies: lazy.preloadDependencies },
      rolldownOptions: {
        output: {
          // One chunk for all of Firebase (both parts load once the page is idle, so the page's
          // bytes do not grow): a lazily loaded chunk may only import what the page has loaded.
          codeSplitting: { groups: [{ name: "firebase", test: FIREBASE }] },
        },
      },
      target: "es2022",
    },
    test: {
      environment: "happy-dom",
      include: [
        "src/**/*.test.{ts,tsx}",
        "builder/**/*.test.ts",
        "scripts/**/*.test.{js,mjs,ts}",
        "e2e/**/*.test.ts",
      ],
      setupFiles: ["src/test/setup.ts"],
      // Off: the cache keys a module by its own file, and the inline loader's text (?inline-script)
      // bundles another file, whose changes it would miss: a run could test the loader of yesterday.
      fsModuleCache: false,
      restoreMocks: true,
      // A hang detector, not a speed limit: a test that loads the app, or asks the Firestore
      // emulator, took 5.1–6.6 s on this 2-core machine under other suites' load, past the 5 s default.
      testTimeout: 20_000,
      // Every core: Vitest's default leaves one for itself, which on a 2-core machine is one worker.
      maxWorkers: "100%",
    },
  };
});

/**
 * react-router's published modules label their components for React DevTools at module level
 * (`NavLink.displayName = "NavLink"`) and build them with `React.forwardRef`, which the bundler
 * cannot prove pure. Together they keep NavLink, Form, ScrollRestoration and what those use (about
 * 2 KB gzip) in every page, though the app renders none of them. This drops the labels and marks
 * the React factory calls pure, in react-router's code alone. Should react-router's output change
 * shape, nothing breaks: the code just grows back, and the size budget in `npm test` says so.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: "bazaar:tree-shake-react-router",
    apply: "build",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/ },
      handler: (code) => ({
        code: code
          .replace(/^\w+\.displayName = "[^"]*";$/gm, "")
          .replace(/= (React\$1\.(?:forwardRef|memo|createContext)\()/g, "= /* @__PURE__ */ $1"),
        map: null,
      }),
    },
  };
}
