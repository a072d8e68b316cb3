import { LIVE_REGION, say } from "../../shared/ui/live-region";
import stylesheet from "./offline-notice.css?url";

const OFFLINE_NOTICE =
  "You are offline. The shop and your basket still work; signing in waits for the connection.";

/**
 * A notice at the foot of the screen while offline: a polite live region, there from the start and
 * empty while online, so a screen reader hears it once each time it appears, and nothing when it goes.
 */
export function watchConnection(): void {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = stylesheet;
  document.head.append(link);

  const notice = document.createElement("p");
  notice.className = "offline-notice";
  for (const [name, value] of Object.entries(LIVE_REGION)) notice.setAttribute(name, value);
  document.body.append(notice);

  // Its stylesheet keeps focus clear of it by its height, which wraps with the screen and the text
  // size: measured in the frame after it changes (not by a ResizeObserver, whose notifications
  // WebKit reports as a loop when the window is resized meanwhile).
  const measure = () =>
    requestAnimationFrame(() => {
      const root = document.documentElement.style;
      if (notice.textContent) root.setProperty("--offline-notice-height", `${notice.offsetHeight}px`);
      else root.removeProperty("--offline-notice-height");
    });
  window.addEventListener("resize", measure);
  link.addEventListener("load", measure);

  const update = () => {
    say(notice, navigator.onLine ? "" : OFFLINE_NOTICE);
    measure();
  };
  // The scroll padding keeps a stop clear of the notice only where the browser scrolls to focus:
  // Firefox leaves a stop that is partly in view where it is, even half under the notice. Keyboard
  // focus only: a press focuses on its way down, and a scroll then would move its target from
  // under the pointer before it comes up, and lose the press.
  document.addEventListener("focusin", (event) => {
    if (!notice.textContent || !(event.target instanceof Element)) return;
    if (!event.target.matches(":focus-visible")) return;
    const [stop, cover] = [event.target.getBoundingClientRect(), notice.getBoundingClientRect()];
    if (stop.bottom > cover.top && stop.top < cover.bottom) event.target.scrollIntoView({ block: "nearest" });
  });
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
  // A frame later: a live region must be in the page before its text changes to be heard.
  requestAnimationFrame(update);
}
