import { defineConfig } from "vite";
import storefront from "./vite.config.ts";

// The storefront's own Vitest configuration, with its tests narrowed to the component and unit tests
// of src/ and the builder's: the scripts' (the Firestore emulator, the Nu checker, Biome) and e2e/'s
// guard no code a mutant changes, and would only slow every run.
export default defineConfig(async (env) => {
  const config = typeof storefront === "function" ? await storefront(env) : storefront;
  return {
    ...config,
    test: {
      ...config.test,
      include: ["src/**/*.test.{ts,tsx}", "builder/**/*.test.ts"],
      // Tells a test that the code it reads as text carries Stryker's instrumentation.
      env: { BAZAAR_MUTATION: "1" },
    },
  };
});
