import { describe, expect, it } from "vitest";
import { svgDataUrl } from "./svg-data-url.ts";

/** The picture a browser reads from the URL: its payload decoded, parsed as SVG (XML). */
function pictureOf(url: string): Document {
  const prefix = "data:image/svg+xml,";
  expect(url.startsWith(prefix)).toBe(true);
  const svg = decodeURIComponent(url.slice(prefix.length));
  const parsed = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(parsed.querySelector("parsererror")).toBeNull();
  return parsed;
}

describe("the first banner's data: URL", () => {
  it("keeps an attribute that quotes inside its value, as an editor's export has it", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
      <text x="1" y="5" font-family="'Segoe UI', sans-serif">Deals</text>
    </svg>`;
    const text = pictureOf(svgDataUrl(svg)).querySelector("text");
    expect(text?.getAttribute("font-family")).toBe("'Segoe UI', sans-serif");
    expect(text?.textContent).toBe("Deals");
  });

  it("keeps the quotes of the picture's words, and escapes what a URL may not hold", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><title>"Deals" &amp; 100% #1 it's</title></svg>`;
    const url = svgDataUrl(svg);
    expect(url).not.toMatch(/[\s"#<>]|%(?![0-9A-F]{2})/);
    expect(pictureOf(url).querySelector("title")?.textContent).toBe(`"Deals" & 100% #1 it's`);
  });

  it("writes an attribute without quotes inside in single quotes, as short as before", () => {
    expect(svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg" fill="#fff"/>')).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20fill='%23fff'/%3E",
    );
  });

  it("puts an editor's file on one line: each line break and its indents one space, none at either end", () => {
    const svg = `
      <svg xmlns="http://www.w3.org/2000/svg"
           viewBox="0 0 10 10">
        <rect width="10"	
              height="10"/>
      </svg>
    `;
    expect(svgDataUrl(svg)).toBe(
      "data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%2010%2010'%3E" +
        "%20%3Crect%20width='10'%20height='10'/%3E%20%3C/svg%3E",
    );
    // Attributes that had only a line break between them stay apart for the browser.
    expect(pictureOf(svgDataUrl(svg)).querySelector("rect")?.getAttribute("height")).toBe("10");
  });
});
