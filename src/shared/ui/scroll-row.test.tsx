import { fireEvent, render, screen } from "@testing-library/react";
import { Activity } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScrollRow } from "./scroll-row";

/** Lays the row out as a browser would: `width` of content in a box `shown` wide, scrolled `left`. */
function layOut(row: HTMLElement, { width, shown, left }: { width: number; shown: number; left: number }) {
  Object.defineProperty(row, "scrollWidth", { configurable: true, value: width });
  Object.defineProperty(row, "clientWidth", { configurable: true, value: shown });
  Object.defineProperty(row, "scrollLeft", { configurable: true, value: left });
}

/** Which edges fade, as the stylesheet reads them: the ones with more beyond. */
function fades(row: HTMLElement) {
  return { before: row.hasAttribute("data-more-before"), after: row.hasAttribute("data-more-after") };
}

/** Counts the times the row measures its content, which a browser answers by laying the page out. */
function countMeasures(row: HTMLElement) {
  let measures = 0;
  Object.defineProperty(row, "scrollWidth", {
    configurable: true,
    get: () => {
      measures += 1;
      return 600;
    },
  });
  return () => measures;
}

const departments = (
  <ScrollRow label="Departments">
    <a href="/deals">Deals</a>
  </ScrollRow>
);

/** Lays the row out 600 px wide, 300 of it shown, scrolls it to `left`, and reads its fades. */
function fadesScrolledTo(row: HTMLElement, left: number) {
  layOut(row, { width: 600, shown: 300, left });
  fireEvent.scroll(row);
  return fades(row);
}

function renderRow() {
  render(departments);
  return screen.getByRole("region", { name: "Departments" });
}

describe("a row that scrolls sideways", () => {
  it("is a named region the keyboard can reach, and scroll", () => {
    const row = renderRow();
    expect(row.tabIndex).toBe(0);
    // The class carries the scrolling, which happy-dom cannot show: scroll-row.css lets the row
    // overflow sideways, for the keyboard to scroll, and draws its fades.
    expect(row.classList).toContain("scroll-row");
  });

  it("fades only its end in the prerendered page, before its code can measure it", () => {
    const page = document.createElement("div");
    page.innerHTML = renderToString(<ScrollRow label="Departments">Deals</ScrollRow>);
    expect(fades(page.firstElementChild as HTMLElement)).toEqual({ before: false, after: true });
  });

  it("fades no edge when it all fits", () => {
    const row = renderRow();
    expect(fades(row)).toEqual({ before: false, after: false });
  });

  it("fades the edge with more beyond it, as the shopper scrolls", () => {
    const row = renderRow();
    expect(fadesScrolledTo(row, 0)).toEqual({ before: false, after: true });
    expect(fadesScrolledTo(row, 150)).toEqual({ before: true, after: true });
    expect(fadesScrolledTo(row, 300)).toEqual({ before: true, after: false });
  });

  it("counts a pixel's rounding as the edge, and a right-to-left scroll by its size", () => {
    const row = renderRow();
    expect(fadesScrolledTo(row, 1)).toEqual({ before: false, after: true });
    expect(fadesScrolledTo(row, 299)).toEqual({ before: true, after: false });
    expect(fadesScrolledTo(row, -2)).toEqual({ before: true, after: true });
    expect(fadesScrolledTo(row, 298)).toEqual({ before: true, after: true });
  });

  it("fades again when the window's size changes what fits", () => {
    const row = renderRow();
    layOut(row, { width: 600, shown: 300, left: 0 });
    fireEvent(window, new Event("resize"));
    expect(fades(row)).toEqual({ before: false, after: true });
    layOut(row, { width: 600, shown: 600, left: 0 });
    fireEvent(window, new Event("resize"));
    expect(fades(row)).toEqual({ before: false, after: false });
  });

  it("stops measuring itself once it is gone, however the window changes", () => {
    const { unmount } = render(departments);
    const measures = countMeasures(screen.getByRole("region", { name: "Departments" }));
    fireEvent(window, new Event("resize"));
    expect(measures()).toBe(1);
    unmount();
    fireEvent(window, new Event("resize"));
    expect(measures()).toBe(1);
  });

  it("measures itself once a scroll after it was hidden and shown again", () => {
    const { rerender } = render(<Activity mode="visible">{departments}</Activity>);
    rerender(<Activity mode="hidden">{departments}</Activity>);
    rerender(<Activity mode="visible">{departments}</Activity>);
    const row = screen.getByRole("region", { name: "Departments" });
    const measures = countMeasures(row);
    fireEvent.scroll(row);
    expect(measures()).toBe(1);
  });
});
