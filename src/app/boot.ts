/**
 * The page's script. The prerendered HTML and CSS paint the page on their own; the build's inline
 * loader (inline-loader.ts) fetches this file only once that first frame is on screen, and holds any
 * button pressed meanwhile (an early 'Add to Basket', or 'Sign In'). This takes those presses over
 * and presses them again once the page has hydrated: nothing the visitor did is lost.
 */
import type { EarlyPresses } from "./inline-loader";
import "./boot.css";

// Vite's dev server serves this file from a plain script tag, with no loader: there, presses made
// before hydration are not held, and a load failure is only logged.
const early: EarlyPresses = window.bazaarEarlyPresses ?? { held: [], stop() {}, fail() {} };

/**
 * The app and React DOM (most of the bytes), fetched side by side: each runs in its own task as it
 * arrives, and React starts a task after both, so none of the three holds the main thread long.
 */
function loadApp(): Promise<[typeof import("./main"), typeof import("react-dom/client")]> {
  return Promise.all([import("./main"), import("react-dom/client")]);
}

async function startApp(): Promise<void> {
  let main: typeof import("./main");
  let reactDom: typeof import("react-dom/client");
  try {
    [main, reactDom] = await loadApp();
  } catch {
    try {
      [main, reactDom] = await loadApp(); // one more try: a dropped connection is often back at once
    } catch (error) {
      // The shopper is told by the loader's notice; the log is for developers, and a warning
      // only: leaving the page mid-load cancels these fetches too (Firefox), which is no error at all.
      console.warn("The storefront's code could not be loaded.", error);
      early.fail();
      return;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  main.start(reactDom);
  await main.hydrated;
  // The app's one sign that the page is interactive, for tests and tools: <html data-hydrated>.
  document.documentElement.dataset.hydrated = "true";
  early.stop();
  for (const button of early.held.splice(0)) {
    if (button.isConnected) button.click();
  }
}

void startApp();
