import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { unescapeText } from "./server-entry";

describe("unescapeText", () => {
  it("gives back a title as React escaped it, & and ' included", () => {
    const title = `Your basket & the shopper's list <"2">`;
    const markup = renderToStaticMarkup(<title>{title}</title>).replace(/^<title>|<\/title>$/g, "");
    expect(markup).not.toBe(title);
    expect(unescapeText(markup)).toBe(title);
  });
});
