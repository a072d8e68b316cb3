/**
 * An SVG file as a data: URL for an <img> of the page (the first banner, finding its way into the
 * HTML). An attribute's double quotes become single ones where its value has none, which a URL
 * needs no escape for; every other double quote is percent-escaped, so an editor's export with
 * `font-family="'Segoe UI'"` stays the same picture. Line breaks and their indents collapse.
 */
export function svgDataUrl(svg: string): string {
  const oneLine = svg.trim().replace(/\s*\n\s*/g, " ");
  const singleQuoted = oneLine.replace(/<[^>]*>/g, (tag) => tag.replace(/"([^"']*)"/g, "'$1'"));
  return `data:image/svg+xml,${singleQuoted.replace(/[%#<>&" ]/g, encodeURIComponent)}`;
}
