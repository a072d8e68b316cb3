/**
 * The page's only script tag. The prerendered HTML and CSS paint the page on their own; the app
 * itself is fetched once that first frame is on screen, so no script stands between the visitor
 * and the first paint. A button pressed before the app is ready (an early 'Add to Basket', or
 * 'Sign In') is held and pressed again once the page has hydrated: nothing the visitor did is lost.
 */
import "./boot.css";

const held: HTMLButtonElement[] = [];

function holdEarlyPress(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button) return;
  // Also stops a form's native submission, which would put typed values in the address bar.
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(button);
}

function stopHolding(): void {
  document.removeEventListener("click", holdEarlyPress, true);
}

/** Said out loud and on screen when the app's code cannot be fetched (say, the connection dropped). */
function showLoadFailure(): void {
  const notice = document.createElement("p");
  notice.className = "boot-failure";
  notice.setAttribute("role", "alert");
  notice.textContent = "Part of this page could not load, so its buttons will not work. ";
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "button";
  reload.textContent = "Reload the page";
  reload.addEventListener("click", () => window.location.reload());
  notice.append(reload);
  document.body.prepend(notice);
}

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
      stopHolding();
      held.length = 0;
      console.error("The storefront's code could not be loaded.", error);
      showLoadFailure();
      return;
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  main.start(reactDom);
  await main.hydrated;
  stopHolding();
  for (const button of held.splice(0)) {
    if (button.isConnected) button.click();
  }
}

document.addEventListener("click", holdEarlyPress, true);
// A frame, then a task: the browser paints the prerendered page before the app's code is fetched.
requestAnimationFrame(() => setTimeout(() => void startApp(), 0));
