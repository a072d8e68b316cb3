import { fireEvent, render, screen } from "@testing-library/react";
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

function renderRow() {
  render(
    <ScrollRow label="Departments" className="departments">
      <a href="/deals">Deals</a>
    </ScrollRow>,
  );
  return screen.getByRole("region", { name: "Departments" });
}

describe("a row that scrolls sideways", () => {
  it("is a named region the keyboard can reach, with the class it was given", () => {
    const row = renderRow();
    expect(row.tabIndex).toBe(0);
    expect(row.classList).toContain("departments");
    expect(row.classList).toContain("scroll-row");
  });

  it("fades no edge when it all fits", () => {
    const row = renderRow();
    expect(fades(row)).toEqual({ before: false, after: false });
  });

  it("fades the edge with more beyond it, as the shopper scrolls", () => {
    const row = renderRow();
    layOut(row, { width: 600, shown: 300, left: 0 });
    fireEvent.scroll(row);
    expect(fades(row)).toEqual({ before: false, after: true });
    layOut(row, { width: 600, shown: 300, left: 150 });
    fireEvent.scroll(row);
    expect(fades(row)).toEqual({ before: true, after: true });
    layOut(row, { width: 600, shown: 300, left: 300 });
    fireEvent.scroll(row);
    expect(fades(row)).toEqual({ before: true, after: false });
  });

  it("counts a pixel's rounding as the edge, and a right-to-left scroll by its size", () => {
    const row = renderRow();
    layOut(row, { width: 600, shown: 300, left: 1 });
    fireEvent.scroll(row);
    expect(fades(row)).toEqual({ before: false, after: true });
    layOut(row, { width: 600, shown: 300, left: 299 });
    fireEvent.scroll(row);
    expect(fades(row)).toEqual({ before: true, after: false });
    layOut(row, { width: 600, shown: 300, left: -2 });
    fireEvent.scroll(row);
    expect(fades(row)).toEqual({ before: true, after: true });
    layOut(row, { width: 600, shown: 300, left: 298 });
    fireEvent.scroll(row);
    expect(fades(row)).toEqual({ before: true, after: true });
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
});
