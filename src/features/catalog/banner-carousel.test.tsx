import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BannerCarousel } from "./banner-carousel";
import { bannerSlides } from "./banner-slides";

// embla runs in happy-dom (every size is 0, but it still selects the next snap), so the
// rotation itself is tested here with fake timers, not only the markup. fireEvent rather than
// user-event: Testing Library's async wrapper waits on a real setTimeout that fake timers hold.

async function renderCarousel() {
  render(<BannerCarousel />);
  await wait(0);
}

const carousel = () => screen.getByRole("region", { name: "Featured offers" });
const slides = () =>
  within(carousel())
    .getAllByRole("group", { hidden: true })
    .filter((group) => group.getAttribute("aria-roledescription") === "slide");
const shownSlide = () => slides().findIndex((slide) => slide.getAttribute("aria-hidden") === "false");
const toggle = () => within(carousel()).getByRole("button");
const track = () => slides()[0]?.parentElement;

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function preferReducedMotion() {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, "matchMedia").mockImplementation((query) => {
    const list = matchMedia(query);
    if (query.includes("prefers-reduced-motion: reduce"))
      Object.defineProperty(list, "matches", { value: true });
    return list;
  });
}

describe("Banner carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("follows the WAI-ARIA carousel pattern: a labelled carousel of three slides", async () => {
    await renderCarousel();
    expect(carousel().getAttribute("aria-roledescription")).toBe("carousel");
    expect(slides()).toHaveLength(3);
    expect(slides().map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    // Only the selected slide reaches assistive technology and the keyboard.
    expect(slides().map((slide) => slide.getAttribute("aria-hidden"))).toEqual(["false", "true", "true"]);
    expect(slides().map((slide) => slide.hasAttribute("inert"))).toEqual([false, true, true]);
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual([bannerSlides[0].alt]);
  });

  it("has no indicators, thumbnails or status text: one button and the slides", async () => {
    await renderCarousel();
    expect(within(carousel()).getAllByRole("button")).toHaveLength(1);
    expect(within(carousel()).queryByRole("tab", { hidden: true })).toBeNull();
    expect(carousel().textContent).toBe("");
  });

  it("rotates every five seconds and loops back to the first slide", async () => {
    await renderCarousel();
    expect(track()?.getAttribute("aria-live")).toBe("off");
    await wait(4900);
    expect(shownSlide()).toBe(0);
    await wait(200);
    expect(shownSlide()).toBe(1);
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual([bannerSlides[1].alt]);
    await wait(5000);
    expect(shownSlide()).toBe(2);
    await wait(5000);
    expect(shownSlide()).toBe(0);
  });

  it("toggles its button between 'Stop banner rotation' and 'Start banner rotation'", async () => {
    await renderCarousel();
    expect(toggle().getAttribute("aria-label")).toBe("Stop banner rotation");
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-label")).toBe("Start banner rotation");
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-label")).toBe("Stop banner rotation");
  });

  it("stays on its slide once stopped, and announces slides politely while stopped", async () => {
    await renderCarousel();
    fireEvent.click(toggle());
    expect(track()?.getAttribute("aria-live")).toBe("polite");
    await wait(15000);
    expect(shownSlide()).toBe(0);
    fireEvent.click(toggle());
    await wait(5100);
    expect(shownSlide()).toBe(1);
  });

  it("holds rotation while the pointer is over it", async () => {
    await renderCarousel();
    fireEvent.mouseEnter(carousel());
    await wait(12000);
    expect(shownSlide()).toBe(0);
    expect(toggle().getAttribute("aria-label")).toBe("Stop banner rotation");
    fireEvent.mouseLeave(carousel());
    await wait(5100);
    expect(shownSlide()).toBe(1);
  });

  it("holds rotation while focus is inside", async () => {
    await renderCarousel();
    act(() => toggle().focus());
    expect(document.activeElement).toBe(toggle());
    await wait(12000);
    expect(shownSlide()).toBe(0);
    act(() => toggle().blur());
    expect(carousel().contains(document.activeElement)).toBe(false);
    await wait(5100);
    expect(shownSlide()).toBe(1);
  });

  it("starts stopped when the visitor prefers reduced motion, and rotates once asked", async () => {
    preferReducedMotion();
    await renderCarousel();
    expect(toggle().getAttribute("aria-label")).toBe("Start banner rotation");
    await wait(12000);
    expect(shownSlide()).toBe(0);
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-label")).toBe("Stop banner rotation");
    await wait(5100);
    expect(shownSlide()).toBe(1);
  });
});
