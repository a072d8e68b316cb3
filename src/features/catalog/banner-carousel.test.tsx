import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

  it("has no indicators, thumbnails or status text: one button and the slides", () => {
    render(<BannerCarousel />);
    expect(within(carousel()).getAllByRole("button")).toHaveLength(1);
    expect(within(carousel()).queryByRole("tab", { hidden: true })).toBeNull();
    expect(carousel().textContent).toBe("");
  });

  it("announces slides politely only while stopped", () => {
    render(<BannerCarousel />);
    expect(track()?.getAttribute("aria-live")).toBe("off");
    fireEvent.click(toggle());
    expect(track()?.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(toggle());
    expect(track()?.getAttribute("aria-live")).toBe("off");
  });
});
