/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv } from "vite";
import { readFirebaseSettings } from "./src/shared/config/firebase-config.ts";

export default defineConfig(({ mode }) => {
  // Fails the build, naming what is missing, when the Firebase configuration is partial.
  readFirebaseSettings(loadEnv(mode, process.cwd(), "VITE_"));
  return {
    plugins: [react()],
    server: { host: "127.0.0.1", port: Number(process.env.PORT ?? 5173), strictPort: true },
    build: {
      // Every image is a file of this origin: no data: URLs for the Content-Security-Policy to allow.
      assetsInlineLimit: 0,
      // One small stylesheet (about 3 KB gzip) for every page: the prerendered sign-in page then
      // paints from one CSS request instead of two.
      cssCodeSplit: false,
      manifest: true,
      target: "es2022",
    },
    test: {
      environment: "happy-dom",
      include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{js,mjs,ts}"],
      setupFiles: ["src/test/setup.ts"],
      restoreMocks: true,
    },
  };
});
