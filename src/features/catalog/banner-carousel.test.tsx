import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PauseIcon, PlayIcon } from "../../shared/ui/icons";
import { BannerCarousel } from "./banner-carousel";
import { bannerSlides } from "./banner-slides";

// The markup and the announcement rule. The rotation is CSS, which happy-dom does not run:
// turning, which slide reaches assistive technology, holding on hover or focus, 'Stop'/'Start' and
// reduced motion are tested in the browser (e2e/carousel.spec.ts, e2e/journeys/browse.spec.ts).

const carousel = () => screen.getByRole("region", { name: "Featured offers" });
/** Every slide, those hidden from assistive technology too. */
const slides = () => within(carousel()).getAllByRole("group", { hidden: true });
const toggle = () => within(carousel()).getByRole("button");
const track = () => slides()[0]?.parentElement;

describe("Banner carousel", () => {
  // The pattern's markup, every slide's; which one slide reaches assistive technology as the banner
  // turns is the browser's to prove (e2e/carousel.spec.ts).
  it("follows the WAI-ARIA carousel pattern: a labelled carousel, its pause button first, three slides", () => {
    render(<BannerCarousel />);
    expect(carousel().getAttribute("aria-roledescription")).toBe("carousel");
    expect(carousel().querySelector("button, [role='group']")).toBe(toggle());
    expect(toggle().getAttribute("aria-label")).toBe("Stop banner rotation");
    expect(slides().map((slide) => slide.getAttribute("aria-roledescription"))).toEqual([
      "slide",
      "slide",
      "slide",
    ]);
    expect(slides().map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(
      slides().map((slide) => within(slide).getByRole("img", { hidden: true }).getAttribute("alt")),
    ).toEqual(bannerSlides.map((slide) => slide.alt));
  });

  it("hides no slide in the prerendered page, where no rotation is known", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(<BannerCarousel />);
    const prerendered = within(page).getAllByRole("group", { hidden: true });
    expect(prerendered.map((slide) => slide.getAttribute("aria-hidden"))).toEqual([null, null, null]);
  });

  it("leaves the first slide alone to assistive technology while no rotation runs", () => {
    render(<BannerCarousel />);
    expect(slides().map((slide) => slide.getAttribute("aria-hidden"))).toEqual([null, "true", "true"]);
  });

  it("has no indicators, thumbnails or status text: one button and the slides", () => {
    render(<BannerCarousel />);
    expect(within(carousel()).getAllByRole("button")).toHaveLength(1);
    expect(within(carousel()).queryByRole("tab", { hidden: true })).toBeNull();
    expect(carousel().textContent).toBe("");
  });

  it("draws its button's icon: pause while it turns, play while it is stopped", () => {
    /** What an icon draws, as it draws it on its own. */
    const drawn = (icon: ReactElement) => render(icon).container.querySelector("svg")?.innerHTML;
    const pauseBars = drawn(<PauseIcon size={18} />);
    const playTriangle = drawn(<PlayIcon size={18} />);
    cleanup();
    render(<BannerCarousel />);
    const drawing = () => toggle().querySelector("svg[aria-hidden='true']")?.innerHTML;
    expect(drawing()).toBe(pauseBars);
    fireEvent.click(toggle());
    expect(drawing()).toBe(playTriangle);
  });

  it("announces slides politely only while stopped", () => {
    render(<BannerCarousel />);
    expect(track()?.getAttribute("aria-live")).toBe("off");
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-label")).toBe("Start banner rotation");
    expect(track()?.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(toggle());
    expect(track()?.getAttribute("aria-live")).toBe("off");
  });

  // The stylesheet turns the slides by these marks (banner-carousel.css): none until the visitor
  // chooses, so that reduced motion decides; then the visitor's choice, over reduced motion.
  it("marks the visitor's own Stop or Start for the stylesheet, and nothing before they choose", () => {
    render(<BannerCarousel />);
    const marks = () => [carousel().hasAttribute("data-paused"), carousel().hasAttribute("data-playing")];
    expect(marks()).toEqual([false, false]);
    fireEvent.click(toggle());
    expect(marks()).toEqual([true, false]);
    fireEvent.click(toggle());
    expect(marks()).toEqual([false, true]);
  });

  // The contract with the build, which paints the first picture with the first frame, and the
  // inline loader, which asks for the others once that frame is painted (shared/ui/paint-order.ts).
  it("asks for the first slide's picture with the first frame, and the others after it", () => {
    render(<BannerCarousel />);
    const pictures = slides().map((slide) => within(slide).getByRole("img", { hidden: true }));
    const order = pictures.map((picture) => ({
      priority: picture.getAttribute("fetchpriority"),
      decoding: picture.getAttribute("decoding"),
      loading: picture.getAttribute("loading"),
      afterPaint: picture.hasAttribute("data-after-paint"),
    }));
    const later = { priority: "low", decoding: "async", loading: "lazy", afterPaint: true };
    expect(order).toEqual([
      { priority: "high", decoding: "sync", loading: null, afterPaint: false },
      later,
      later,
    ]);
  });
});
