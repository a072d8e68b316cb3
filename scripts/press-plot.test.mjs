// @ts-check
// @vitest-environment node
// The press bench's picture: from a run's comparisons, an SVG that names each kind and draws what
// each is held to. The bench draws it in Node, with no DOM, and so does this test; happy-dom only
// reads the result.
import { Window } from "happy-dom";
import { afterAll, describe, expect, it } from "vitest";
import { pressPlot } from "./press-plot.mjs";
import { compareKinds } from "./press-report.mjs";
import { seededRandom } from "./press-stats.mjs";

/** @import { Kind, Press } from "./press-page.mjs" */
/** @import { Load } from "./press-report.mjs" */

/** Each kind's figure in a load, in ms: the change's adds 10 ms slower than the base's. */
const FIGURES = /** @type {const} */ ({
  "first-add": 30,
  add: 20,
  banner: 22,
  "first-basket-link": 120,
  "basket-link": 50,
  remove: 24,
  "remove-200": 40,
  "first-sign-in": 200,
  floor: 10,
  "page-change": 60,
});

/**
 * `rounds` loads of `arm`, each with a press of every kind a little apart from round to round.
 * @param {"base" | "change"} arm
 * @param {number} rounds
 * @returns {Load[]}
 */
const loadsOf = (arm, rounds) =>
  Array.from({ length: rounds }, (_, round) => ({
    arm,
    round,
    presses: Object.entries(FIGURES).map(([kind, ms]) => {
      const paintedMs = ms + (round % 3) + (arm === "change" && kind === "add" ? 10 : 0);
      /** @type {Press} */
      const press = {
        kind: /** @type {Kind} */ (kind),
        label: kind,
        paintedMs,
        handledMs: 0,
        frameMs: 0,
        eventMs: 16,
        under: true,
      };
      return press;
    }),
  }));

const window = new Window();
afterAll(() => window.happyDOM.close());

/**
 * The plot of these loads' comparisons, parsed as an SVG document.
 * @param {Load[]} loads
 * @param {boolean} withBase
 */
async function plotOf(loads, withBase) {
  const results = compareKinds(loads, { random: seededRandom(1), withBase });
  const svg = await pressPlot(results, { withBase });
  const document = new window.DOMParser().parseFromString(svg, "image/svg+xml");
  /** What a screen reader is told of each mark of a kind, as Vega names the kind ("bar", "tick"…). */
  const marks = (/** @type {string} */ role) =>
    [...document.querySelectorAll(`[aria-roledescription="${role}"]`)].map((mark) =>
      mark.getAttribute("aria-label"),
    );
  /** Each line of text the picture shows: a text of several lines has a tspan each. */
  const texts = [...document.querySelectorAll("text")].flatMap((text) => {
    const lines = [...text.querySelectorAll("tspan")];
    return (lines.length ? lines : [text]).map((line) => line.textContent);
  });
  return { results, document, marks, texts };
}

describe("pressPlot", () => {
  it("against a base, draws every kind's interval and each threshold's band around 0, and no goal", async () => {
    const loads = [...loadsOf("base", 6), ...loadsOf("change", 6)];
    const { results, document, marks, texts } = await plotOf(loads, true);
    expect(document.querySelector("parsererror")).toBeNull();
    expect(document.documentElement.namespaceURI).toBe("http://www.w3.org/2000/svg");
    expect(document.querySelector("svg > title")?.textContent).toBe(
      "Each kind of press: the change minus the base",
    );
    const desc = document.querySelector("svg > desc")?.textContent;
    for (const { kind } of results) {
      expect(texts).toContain(kind);
      expect(desc).toContain(`${kind}: `);
    }
    // Each kind's dot and line, labelled with its difference; one rule at 0 for them all.
    const named = (/** @type {(string | null)[]} */ labels) => labels.map((label) => label?.split(":")[0]);
    expect(named(marks("point"))).toEqual(results.map(({ kind }) => kind));
    expect(named(marks("rule mark"))).toEqual(["0 ms", ...results.map(({ kind }) => kind)]);
    expect(marks("rule mark")[0]).toBe("0 ms: no difference");
    expect(marks("point").find((label) => label?.startsWith("add:"))).toMatch(/^add: 10 ms, /);
    // A band for each kind held to a threshold, saying which: the kinds described only have none.
    expect(marks("bar")).toEqual([
      "first-add: the same within ±8 ms",
      "add: the same within ±2 ms",
      "banner: the same within ±4 ms",
      "first-basket-link: the same within ±12 ms",
      "basket-link: the same within ±8 ms",
      "remove: the same within ±3 ms",
      "first-sign-in: the same within ±12 ms",
    ]);
    expect(marks("tick")).toEqual([]);
  });

  it("alone, draws each kind against its floor with a tick at its goal's margin, and no band", async () => {
    const { results, document, marks, texts } = await plotOf(loadsOf("change", 6), false);
    expect(document.querySelector("parsererror")).toBeNull();
    expect(results.map(({ kind }) => kind)).not.toContain("floor");
    for (const { kind } of results) expect(texts).toContain(kind);
    expect(texts).toContain("Minus page-change: first-basket-link, basket-link, first-sign-in.");
    // A tick at each goal's margin, saying which: the 200-line removal has none.
    expect(marks("tick")).toEqual([
      "first-add: the goal, at most 33 ms over floor",
      "add: the goal, at most 17 ms over floor",
      "banner: the goal, at most 17 ms over floor",
      "first-basket-link: the goal, at most 33 ms over page-change",
      "basket-link: the goal, at most 33 ms over page-change",
      "remove: the goal, at most 17 ms over floor",
      "first-sign-in: the goal, at most 33 ms over page-change",
    ]);
    expect(marks("bar")).toEqual([]);
    expect(marks("point").find((label) => label?.startsWith("first-sign-in"))).toMatch(
      /^first-sign-in − page-change: 140 ms, /,
    );
  });
});
