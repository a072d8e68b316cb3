import { addFootNotice, fitFoot, keepRoomForFoot } from "../../shared/ui/foot-notices";
import { LIVE_REGION, say } from "../../shared/ui/live-region";
import stylesheet from "./offline-notice.css?url";

const OFFLINE_NOTICE =
  "You are offline. The shop and your basket still work; signing in waits for the connection.";

/**
 * A notice in the page's foot while offline: a polite live region, there from the start and empty
 * while online, so a screen reader hears it once each time it appears, and nothing when it goes.
 */
export function watchConnection(): void {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = stylesheet;
  // Its look changes the foot's height.
  link.addEventListener("load", keepRoomForFoot);
  document.head.append(link);

  // Stryker disable next-line StringLiteral: a class name is the look, which happy-dom does not paint
  const notice = addFootNotice("offline-notice", LIVE_REGION);
  const update = () => {
    say(notice, navigator.onLine ? "" : OFFLINE_NOTICE);
    fitFoot();
  };
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
  // A frame later: a live region must be in the page before its text changes to be heard.
  requestAnimationFrame(update);
}
