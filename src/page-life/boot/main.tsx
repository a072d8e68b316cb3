import { StrictMode, startTransition } from "react";
import type * as ReactDOMClient from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "../../app/app";
import { prepareOnDemandPages } from "../../app/prepare-on-demand-pages";
import { installChunkImporter } from "../../code-loading/chunk-importer";
import { loadInBackground } from "../../code-loading/lazy-load";
import { loadFirebaseAuth } from "../../features/auth";
import { hintHidSomething, restoreBasket, restoredLines } from "../../features/basket";
import { findProduct } from "../../features/catalog";
import { whenIdle } from "../../shared/lib/when-idle";
import "../../shared/styles/global.css";

/**
 * Starts the app on the page; boot.ts calls it a task after this chunk and React DOM have run, and
 * nothing in this chunk runs before. Returns the page's one sign of being ready: it resolves once
 * the page is interactive (hydrated or rendered, its lazy page included, as the app's ReadySignal
 * says), and rejects when the app fails above its error boundary (a provider), where React shows
 * nothing of it. Throws when the page has no root to render into.
 */
export function start({ createRoot, hydrateRoot }: typeof ReactDOMClient): Promise<void> {
  // Before anything here can fetch a lazily loaded chunk (see chunk-importer.ts).
  installChunkImporter();
  const container = document.getElementById("root");
  if (!container) throw new Error("The page has no #root element to render into.");

  let markReady: () => void = () => {};
  let markFailed: (error: unknown) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  const options: ReactDOMClient.RootOptions = {
    // The error boundary shows a message; this is the one place the error is logged. The page is
    // then as ready as it will be, so presses held by boot.ts are released, not kept forever.
    onCaughtError: (error, info) => {
      console.error("Part of the page failed to render.", error, info.componentStack);
      markReady();
    },
    // Above the boundary React removes the whole app: boot.ts drops the presses and says so.
    onUncaughtError: (error, info) => {
      console.error("The page failed to render.", error, info.componentStack);
      markFailed(error);
    },
  };
  // A page the browser or the shop threw away starts with the basket it had (basket-hint.inline.ts).
  const lines = restoredLines();
  const basket = restoreBasket(lines, findProduct);
  const app = (
    <StrictMode>
      {/* A link's page renders in its press's own task, so it shows in the next frame, not in slices
          over several. The one page fetched on demand, /login, opts back in (`SignInMenu` in
          sign-in-menu.tsx). */}
      <BrowserRouter useTransitions={false}>
        <App loadAuth={loadFirebaseAuth} onReady={markReady} basket={basket} />
      </BrowserRouter>
    </StrictMode>
  );

  // Hosting answers every address with the page prerendered for it (404.html for unknown ones, and
  // routes match case-sensitively as Hosting does), so prerendered HTML is always this route's. With
  // a restored basket, it is as the app renders it only where the hint could draw all of it: the
  // header's count, unless the catalogue has lost one of its products since.
  const drawnAsRendered = basket.length === lines.length && !hintHidSomething();
  if (container.dataset.prerendered && drawnAsRendered) {
    // As a transition, hydration yields to the browser between components instead of holding the
    // main thread in one long task; the prerendered page stays visible and usable meanwhile.
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    // React empties the container as it commits its first render, so no frame shows it empty.
    createRoot(container, options).render(app);
  }

  // What the page needs only once idle, in a chunk of its own, tried again at the next press if it fails.
  whenIdle(() =>
    loadInBackground(
      () =>
        import("../idle/background-tasks").then(({ startBackgroundTasks }) =>
          startBackgroundTasks(ready, prepareOnDemandPages),
        ),
      "The background tasks",
    ),
  );
  // The metrics reporter is fetched only when the address asks for it.
  if (new URLSearchParams(window.location.search).has("vitals")) {
    loadInBackground(
      () => import("./web-vitals").then(({ logWebVitals }) => logWebVitals()),
      "The metrics reporter",
    );
  }
  return ready;
}
