/**
 * The notices at the foot of the screen, one above another in one box laid over the page, so nothing
 * moves when one comes. The page keeps room for the box, by its height, below its last line and
 * below the element with focus (WCAG 2.4.12). The inline loader and the app's idle code each bundle
 * this module: they share the box, found in the page, and whichever writes to it fits the page to it.
 * It imports nothing: the inline loader bundles it into its text. The box's look: shared/styles/waiting.css.
 */

const FOOT = "foot-notices";
/** The box's height while it shows something, set on <html>; the stylesheet keeps room by it. */
const HEIGHT = "--foot-notices-height";

function theFoot(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.${FOOT}`);
}

/** Whether the foot, while it shows something, lies over part of `element`. */
function covers(foot: HTMLElement, element: Element): boolean {
  const [stop, cover] = [element.getBoundingClientRect(), foot.getBoundingClientRect()];
  return stop.bottom > cover.top && stop.top < cover.bottom;
}

/**
 * The page's room for the foot, by its height. Call it when the foot's size may have changed while
 * its words have not (the window's width, a stylesheet): nothing scrolls.
 */
export function keepRoomForFoot(): boolean {
  const foot = theFoot();
  const root = document.documentElement.style;
  if (!foot?.textContent) {
    root.removeProperty(HEIGHT);
    return false;
  }
  root.setProperty(HEIGHT, `${foot.offsetHeight}px`);
  return true;
}

/**
 * The page's room for the foot, and the element with focus moved clear of it, by the scroll
 * padding that room sets. Call it after a notice's words change: a notice that comes may cover it.
 */
export function fitFoot(): void {
  if (!keepRoomForFoot()) return;
  // Not the body: "nearest" would take a page taller than the window back to its top.
  const focused = document.activeElement;
  if (focused && focused !== document.body) focused.scrollIntoView({ block: "nearest" });
}

/**
 * The scroll padding keeps a stop clear of the foot only where the browser scrolls to focus: Firefox
 * leaves a stop that is partly in view where it is, even half under it. From this call on, a stop
 * the keyboard focuses under the foot is scrolled clear. Keyboard focus only: a press focuses on
 * its way down, and a scroll then would move its target from under the pointer before it comes up,
 * and lose the press. The app calls it once idle: the inline loader, in every page's <head>, does
 * without it.
 */
export function keepKeyboardFocusClearOfFoot(): void {
  document.addEventListener("focusin", (event) => {
    const foot = theFoot();
    if (!foot?.textContent || !(event.target instanceof Element)) return;
    if (event.target.matches(":focus-visible") && covers(foot, event.target)) {
      event.target.scrollIntoView({ block: "nearest" });
    }
  });
}

/**
 * A notice in the foot, empty until `setFootNotice` fills it: `attributes` make it a live region,
 * which must be on the page before its words come for them to be heard.
 */
export function addFootNotice(className: string, attributes: Record<string, string>): HTMLElement {
  let foot = theFoot();
  if (!foot) {
    foot = document.createElement("div");
    foot.className = FOOT;
    document.body.append(foot);
    window.addEventListener("resize", keepRoomForFoot);
  }
  const notice = document.createElement("p");
  notice.className = `foot-notice ${className}`;
  for (const [name, value] of Object.entries(attributes)) notice.setAttribute(name, value);
  foot.append(notice);
  return notice;
}

/** Shows `content` in the notice (or, with none, empties it), and fits the page to the foot. */
export function setFootNotice(notice: HTMLElement, ...content: (string | Node)[]): void {
  notice.replaceChildren(...content);
  fitFoot();
}

/** Takes the notice away, and fits the page to the foot. */
export function removeFootNotice(notice: HTMLElement): void {
  notice.remove();
  fitFoot();
}
