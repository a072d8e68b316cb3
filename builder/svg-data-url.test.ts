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
});
