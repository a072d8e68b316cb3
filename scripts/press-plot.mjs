// @ts-check
// The press bench's picture of its comparisons: a forest plot, a row a kind, its difference's median
// and interval against what decides it. Vega-Lite writes the chart and Vega draws it to SVG in Node,
// with no DOM. bench-press.mjs writes it beside its table.
import { parse, View } from "vega";
import { compile } from "vega-lite";

/** @import { TopLevelSpec } from "vega-lite" */
/** @import { KindResult } from "./press-report.mjs" */

const ms = (/** @type {number} */ value) => `${Math.round(value * 10) / 10}`;

/**
 * A kind's row: its difference and what it is held to. With a base, its threshold band, ± the
 * threshold around 0: an interval wholly inside it is the same, one wholly beyond it is slower or
 * faster, one across its edge is unresolved. Without one, the goal: the margin over the floor, met
 * when the whole interval is below it.
 * @param {KindResult} result
 * @param {boolean} withBase
 */
function rowOf({ kind, against, threshold, margin, comparison, interval }, withBase) {
  // With a base, the interval the verdict rests on (the family's, with --familywise); without one,
  // the 95% interval the goal rests on, as the table's goal column reads it.
  const { low, high } = withBase ? interval : comparison.diff;
  const difference = withBase ? kind : `${kind} − ${against}`;
  return {
    kind,
    median: comparison.diff.median,
    low,
    high,
    shown: `${difference}: ${ms(comparison.diff.median)} ms, ${ms(low)} to ${ms(high)}`,
    ...(withBase && threshold !== undefined
      ? {
          bandLow: -threshold,
          bandHigh: threshold,
          band: `${kind}: the same within ±${threshold} ms`,
        }
      : {}),
    ...(!withBase && margin !== undefined
      ? { margin, goal: `${kind}: the goal, at most ${margin} ms over ${against}` }
      : {}),
  };
}

/** Text made safe inside an XML element. @param {string} text */
const escapeXml = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * A run's comparisons as a forest plot, an SVG document: a row a kind, a dot at its difference's
 * median and a line over its interval, in ms, against a rule at 0; with a base, each kind's
 * threshold as a band; without one, each goal's margin as a tick. A kind described only shows its
 * line alone.
 * @param {KindResult[]} results
 * @param {{ withBase: boolean }} options
 * @returns {Promise<string>}
 */
export async function pressPlot(results, { withBase }) {
  const rows = results.map((result) => rowOf(result, withBase));
  const familywise = withBase && results.some(({ interval, comparison }) => interval !== comparison.diff);
  const title = `Each kind of press: ${withBase ? "the change minus the base" : "the build minus its floor"}`;
  // Without a base, which floor each kind is compared with: the y axis names the kinds alone.
  const floors = [...new Set(results.map(({ against }) => against))].map(
    (against) =>
      `Minus ${against}: ${results
        .filter((result) => result.against === against)
        .map(({ kind }) => kind)
        .join(", ")}.`,
  );
  // Short lines: without a canvas, Vega guesses text wider than it is, and sizes the picture by it.
  const subtitle = [
    `Dot: the median difference; line: its ${familywise ? "family's " : ""}95% interval.`,
    "In ms from the press to the end of the frame that shows its result.",
    ...(withBase
      ? [
          "Shaded: ± the threshold around 0. A line wholly inside is the same;",
          "wholly outside, slower or faster; across an edge, unresolved.",
        ]
      : ["Red tick: the goal, the floor + the margin, met when the whole line is left of it.", ...floors]),
  ];
  const y = /** @type {const} */ ({ field: "kind", type: "nominal", sort: null, title: null });
  /** @type {TopLevelSpec} */
  const spec = {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    title: { text: title, subtitle },
    description: [`${title}.`, ...subtitle, ...rows.map(({ shown }) => `${shown}.`)].join(" "),
    width: 640,
    height: { step: 30 },
    data: { values: rows },
    layer: [
      {
        transform: [{ filter: "isValid(datum.bandLow)" }],
        mark: { type: "bar", color: "#dcdcdc", height: { band: 0.7 } },
        encoding: {
          x: { field: "bandLow", type: "quantitative" },
          x2: { field: "bandHigh" },
          y,
          description: { field: "band" },
        },
      },
      {
        // One rule for the whole chart, not one a row: a datum of its own.
        data: { values: [{ zero: 0 }] },
        mark: { type: "rule", color: "#555", strokeDash: [4, 3] },
        encoding: {
          x: { field: "zero", type: "quantitative" },
          description: { value: withBase ? "0 ms: no difference" : "0 ms: the floor" },
        },
      },
      {
        transform: [{ filter: "isValid(datum.margin)" }],
        mark: { type: "tick", color: "#b30000", thickness: 3, size: 24 },
        encoding: { x: { field: "margin", type: "quantitative" }, y, description: { field: "goal" } },
      },
      {
        mark: { type: "rule", color: "#1f4e79", strokeWidth: 2 },
        encoding: {
          x: {
            field: "low",
            type: "quantitative",
            title: withBase ? "change − base (ms)" : "build − floor (ms)",
          },
          x2: { field: "high" },
          y,
          description: { field: "shown" },
        },
      },
      {
        mark: { type: "point", filled: true, color: "#1f4e79", size: 70, opacity: 1 },
        encoding: { x: { field: "median", type: "quantitative" }, y, description: { field: "shown" } },
      },
    ],
    // No limits on the text, which Vega would cut by its guess of the width.
    config: {
      font: "sans-serif",
      title: { fontSize: 16, subtitleFontSize: 13, subtitleColor: "#333", anchor: "start", limit: 0 },
      axis: { labelFontSize: 13, titleFontSize: 13, labelLimit: 0 },
    },
  };
  const view = new View(parse(compile(spec).spec), { renderer: "none" });
  const svg = await view.toSVG();
  const description = view.description();
  view.finalize();
  // Vega gives the description to the element a view is shown in, and a file has none: the SVG's
  // own title and desc name and describe the chart to a screen reader.
  return svg.replace(
    /^<svg[^>]*>/,
    (open) => `${open}<title>${escapeXml(title)}</title><desc>${escapeXml(description)}</desc>`,
  );
}
