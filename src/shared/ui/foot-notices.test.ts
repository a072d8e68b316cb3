import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addFootNotice, keepKeyboardFocusClearOfFoot, removeFootNotice, setFootNotice } from "./foot-notices";

/** The room the page keeps for the foot, as the stylesheet reads it. */
const room = () => document.documentElement.style.getPropertyValue("--foot-notices-height");

/** The box the notices share gives `height` px as its laid-out height. */
function measureFootAs(notice: HTMLElement, height: number) {
  const foot = notice.parentElement;
  if (!foot) throw new Error("The notice is not in the foot.");
  Object.defineProperty(foot, "offsetHeight", { configurable: true, value: height });
  return foot;
}

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.style.removeProperty("--foot-notices-height");
});

describe("the notices at the foot", () => {
  it("puts each notice, a live region, in one box at the end of the page", () => {
    const offline = addFootNotice("offline-notice", { role: "status" });
    const failed = addFootNotice("load-notice", { role: "alert" });
    expect(offline.getAttribute("role")).toBe("status");
    expect(failed.getAttribute("role")).toBe("alert");
    expect(offline.parentElement).toBe(failed.parentElement);
    expect(document.body.lastElementChild).toBe(offline.parentElement);
    expect([...(offline.parentElement?.children ?? [])]).toEqual([offline, failed]);
    // The caller's class carries what happy-dom cannot show: waiting.css lets the load notice take
    // presses, for its Reload button, where the foot lets them through to the page beneath.
    expect(failed.classList).toContain("load-notice");
  });

  it("keeps room for the box while it has words, by its height, and none once it is empty", () => {
    const notice = addFootNotice("offline-notice", { role: "status" });
    measureFootAs(notice, 48);
    expect(room()).toBe("");
    setFootNotice(notice, "You are offline.");
    expect(notice.textContent).toBe("You are offline.");
    expect(room()).toBe("48px");
    setFootNotice(notice);
    expect(notice.textContent).toBe("");
    expect(room()).toBe("");
  });

  it("keeps the room for the notices that stay when one is taken away", () => {
    const offline = addFootNotice("offline-notice", { role: "status" });
    const failed = addFootNotice("load-notice", { role: "alert" });
    setFootNotice(offline, "You are offline.");
    setFootNotice(failed, "The page could not load.");
    measureFootAs(offline, 30);
    removeFootNotice(failed);
    expect(failed.isConnected).toBe(false);
    expect(room()).toBe("30px");
    removeFootNotice(offline);
    expect(room()).toBe("");
  });

  it("fits the room again when the window's size changes the box's", () => {
    const notice = addFootNotice("offline-notice", { role: "status" });
    const foot = measureFootAs(notice, 48);
    setFootNotice(notice, "You are offline.");
    Object.defineProperty(foot, "offsetHeight", { configurable: true, value: 96 });
    window.dispatchEvent(new Event("resize"));
    expect(room()).toBe("96px");
  });

  it("moves the control with focus clear of a notice that comes, but never scrolls the page to its top", () => {
    const button = document.createElement("button");
    document.body.append(button);
    const scrolled = vi.spyOn(button, "scrollIntoView");
    const bodyScrolled = vi.spyOn(document.body, "scrollIntoView");
    const notice = addFootNotice("offline-notice", { role: "status" });
    setFootNotice(notice, "You are offline.");
    expect(bodyScrolled).not.toHaveBeenCalled();
    button.focus();
    setFootNotice(notice, "You are offline. Your basket is kept.");
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest" });
    scrolled.mockClear();
    setFootNotice(notice);
    expect(scrolled, "an empty foot covers nothing").not.toHaveBeenCalled();
  });
});

describe("keyboard focus and the foot", () => {
  /** A control whose box lies from `top` to `top + 40` px, focused by the keyboard or not. */
  function controlAt(top: number, byKeyboard: boolean) {
    const button = document.createElement("button");
    document.body.prepend(button);
    vi.spyOn(button, "getBoundingClientRect").mockReturnValue(new DOMRect(0, top, 100, 40));
    const matches = button.matches.bind(button);
    vi.spyOn(button, "matches").mockImplementation((selector) =>
      selector === ":focus-visible" ? byKeyboard : matches(selector),
    );
    return { button, scrolled: vi.spyOn(button, "scrollIntoView") };
  }

  function footAt(top: number) {
    const notice = addFootNotice("offline-notice", { role: "status" });
    setFootNotice(notice, "You are offline.");
    const foot = notice.parentElement as HTMLElement;
    vi.spyOn(foot, "getBoundingClientRect").mockReturnValue(new DOMRect(0, top, 400, 60));
    return notice;
  }

  // Called in each test, not once for the file, so that each test runs it; its listener goes after.
  beforeEach(() => {
    const listen = vi.spyOn(document, "addEventListener");
    keepKeyboardFocusClearOfFoot();
    const added = [...listen.mock.calls];
    listen.mockRestore();
    return () => {
      for (const [type, listener] of added) document.removeEventListener(type, listener);
    };
  });

  it("scrolls a control the keyboard focuses under the foot clear of it", () => {
    footAt(700);
    const { button, scrolled } = controlAt(720, true);
    button.focus();
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest" });
  });

  it("leaves a control alone when it is clear of the foot, pressed, or the foot is empty", () => {
    const notice = footAt(700);
    const above = controlAt(600, true);
    above.button.focus();
    expect(above.scrolled).not.toHaveBeenCalled();
    const pressed = controlAt(720, false);
    pressed.button.focus();
    expect(pressed.scrolled, "a scroll would move it from under the pointer").not.toHaveBeenCalled();
    setFootNotice(notice);
    const underEmpty = controlAt(720, true);
    underEmpty.button.focus();
    expect(underEmpty.scrolled).not.toHaveBeenCalled();
  });

  it("leaves a control alone whose edge only touches the foot's, above or below it", () => {
    footAt(700);
    const touchingTop = controlAt(660, true);
    touchingTop.button.focus();
    expect(touchingTop.scrolled).not.toHaveBeenCalled();
    const touchingBottom = controlAt(760, true);
    touchingBottom.button.focus();
    expect(touchingBottom.scrolled).not.toHaveBeenCalled();
  });

  it("lets the keyboard focus a control while no notice has ever come", () => {
    const { button, scrolled } = controlAt(720, true);
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
