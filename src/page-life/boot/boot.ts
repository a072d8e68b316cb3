/** The page's script, fetched after the first frame: it hydrates the app, then replays held presses. */

import type { EarlyPresses } from "../../code-loading/early-presses";
import { nextTask } from "../../shared/lib/next-task";
import { controlNow } from "./control-now";

// Vite's dev server serves this file from a plain script tag, with no loader: there, presses made
// before hydration are not held, and a load failure is only logged.
const earlyPresses: EarlyPresses = window.bazaarEarlyPresses ?? {
  held: [],
  stop() {},
  fail() {},
  wait: () => () => {},
  dropped() {},
};

/** The app and React DOM, side by side: each runs in its own task, so none holds the thread long. */
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
      [main, reactDom] = await loadApp(); // a dropped connection is often back; only Chromium refetches
    } catch (error) {
      // The loader's notice tells the shopper; if their own leaving ended the load, at their next press.
      console.warn("The storefront's code could not be loaded.", error);
      earlyPresses.fail();
      return;
    }
  }
  await nextTask();
  let ready: Promise<void>;
  try {
    ready = main.start(reactDom);
  } catch (error) {
    console.error("The page could not start.", error);
    earlyPresses.fail(); // else the loader would hold the shopper's presses, silently, for ever
    return;
  }
  try {
    await ready;
  } catch {
    earlyPresses.fail(); // main.tsx has logged the error; the notice tells the shopper
    return;
  }
  // The app's sign that the page is interactive (start()'s promise), for tests and tools: <html data-hydrated>.
  document.documentElement.dataset.hydrated = "true";
  earlyPresses.stop(); // the held presses lose their busy look as they are pressed again, in order
  // React renders a press in a microtask, which the browser runs between two real presses: so each
  // held one is rendered before the next reads the state (two on a toggle toggle it twice). No
  // shopper's press comes between them: a press is a task of its own. A press whose control a render
  // replaced goes to the control that took its place; one with none left is named to the shopper.
  const dropped: HTMLElement[] = [];
  for (const press of earlyPresses.held.splice(0)) {
    const control = controlNow(press);
    if (control) control.click();
    else dropped.push(press);
    await Promise.resolve();
  }
  if (dropped.length) earlyPresses.dropped(dropped);
}

void startApp();
