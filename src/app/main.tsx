import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot, type RootOptions } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { loadFirebaseAuth } from "../features/auth";
import { App } from "./app";
import { startDatabaseWhenIdle } from "./start-database";
import { reportWebVitalsWhenAsked } from "./web-vitals";
import "../shared/styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render into.");

let markHydrated: () => void = () => {};
/** Resolves once the page is interactive: hydrated (or rendered), its lazy page included. */
export const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

const options: RootOptions = {
  // The error boundary shows a message; this is the one place the error is logged. The page is
  // then as ready as it will be, so presses held by boot.ts are released, not kept forever.
  onCaughtError: (error, info) => {
    console.error("Part of the page failed to render.", error, info.componentStack);
    markHydrated();
  },
};

const app = (
  <StrictMode>
    <BrowserRouter>
      <App loadAuth={loadFirebaseAuth} onReady={markHydrated} />
    </BrowserRouter>
  </StrictMode>
);

function startReact(root: HTMLElement): void {
  // Hosting answers every address with the page prerendered for it (404.html for unknown ones, and
  // routes match case-sensitively as Hosting does), so prerendered HTML is always this route's.
  if (root.dataset.prerendered) {
    // As a transition, hydration yields to the browser between components instead of holding the
    // main thread in one long task; the prerendered page stays visible and usable meanwhile.
    startTransition(() => {
      hydrateRoot(root, app, options);
    });
  } else {
    root.replaceChildren();
    createRoot(root, options).render(app);
  }
}

// Running this chunk's code is one task and starting React the next: the browser may handle a tap
// between the two, and neither is long enough to block one (Lighthouse's Total Blocking Time).
setTimeout(() => startReact(container), 0);

startDatabaseWhenIdle();
reportWebVitalsWhenAsked();
