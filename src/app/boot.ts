/**
 * The page's only script tag. The prerendered HTML and CSS paint the page on their own; the app
 * itself is fetched once that first frame is on screen, so no script stands between the visitor
 * and the first paint. A button pressed before the app is ready (an early 'Add to Basket', or
 * 'Sign In') is held and pressed again once the page has hydrated: nothing the visitor did is lost.
 */
const held: HTMLButtonElement[] = [];

function holdEarlyPress(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (!button) return;
  // Also stops a form's native submission, which would put typed values in the address bar.
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(button);
}

document.addEventListener("click", holdEarlyPress, true);

function startApp(): void {
  void import("./main").then(async ({ hydrated }) => {
    await hydrated;
    document.removeEventListener("click", holdEarlyPress, true);
    for (const button of held.splice(0)) {
      if (button.isConnected) button.click();
    }
  });
}

// A frame, then a task: the browser paints the prerendered page before the app's code is fetched.
requestAnimationFrame(() => setTimeout(startApp, 0));
