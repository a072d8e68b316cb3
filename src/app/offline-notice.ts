import stylesheet from "./offline-notice.css?url";

const OFFLINE_NOTICE =
  "You are offline. The shop and your basket still work; signing in waits for the connection.";

/**
 * A small notice at the foot of the screen while the browser is offline, gone once the connection
 * is back. It is its own polite live region, there from the start and empty while online, so a
 * screen reader hears the sentence once each time it appears, and nothing when it goes.
 * Plain DOM in the background tasks' chunk: it costs the first paint and the first tap nothing.
 */
export function watchConnection(): void {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = stylesheet;
  document.head.append(link);

  const notice = document.createElement("p");
  notice.className = "offline-notice";
  notice.setAttribute("aria-live", "polite");
  document.body.append(notice);

  const update = () => {
    const message = navigator.onLine ? "" : OFFLINE_NOTICE;
    if (notice.textContent !== message) notice.textContent = message;
  };
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
  // A frame later: a live region must be in the page before its text changes to be heard.
  requestAnimationFrame(update);
}
