import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { findProduct } from "../catalog";
import { BASKET_RECORD_VERSION, basketRecordOf, linesOfRecord, MAX_RECORD_LENGTH } from "./basket-record";
import { restoreBasket } from "./restore-basket";

const KETTLE = "90829332";
const TELEVISION = "90829333";
const record = (lines: unknown, v: unknown = BASKET_RECORD_VERSION) => JSON.stringify({ v, lines });

describe("the basket's record", () => {
  it("keeps each line's id and its product's id, in order, and nothing else", () => {
    const kettle = findProduct(KETTLE);
    const television = findProduct(TELEVISION);
    if (!kettle || !television) throw new Error("The catalogue has lost the kettle or the television.");
    const text = basketRecordOf([
      { ...kettle, lineId: "line-1" },
      { ...television, lineId: "line-2" },
      { ...kettle, lineId: "line-7" },
    ]);
    expect(text).not.toContain(kettle.title);
    expect(text).not.toContain(String(kettle.price));
    expect(linesOfRecord(text)).toEqual([
      { lineId: "line-1", productId: KETTLE },
      { lineId: "line-2", productId: TELEVISION },
      { lineId: "line-7", productId: KETTLE },
    ]);
  });

  it("restores a 200-line basket, within the largest record read", () => {
    const lines = Array.from({ length: 200 }, (_, at) => ({ lineId: `line-${at + 1}`, id: KETTLE }));
    const text = basketRecordOf(lines);
    expect(text.length).toBeLessThan(MAX_RECORD_LENGTH);
    expect(restoreBasket(linesOfRecord(text), findProduct)).toHaveLength(200);
  });

  it.each([
    ["no record", null],
    ["a record that is not JSON", "{lines: [["],
    ["a record in another format", record([["line-1", KETTLE]], 2)],
    ["a record with no version", JSON.stringify({ lines: [["line-1", KETTLE]] })],
    ["a record whose lines are not a list", record({ 0: ["line-1", KETTLE] })],
    ["a line of three", record([["line-1", KETTLE, 5]])],
    ["a line whose id is a number", record([[1, KETTLE]])],
    ["a line with an empty id", record([["", KETTLE]])],
    ["an id past its length", record([["line-1", "9".repeat(65)]])],
    [
      "two lines with one line id",
      record([
        ["line-1", KETTLE],
        ["line-1", TELEVISION],
      ]),
    ],
    ["a record over 100 kB", record([["line-1", KETTLE]]).padEnd(MAX_RECORD_LENGTH + 1, " ")],
  ])("reads %s as no lines", (_, text) => {
    expect(linesOfRecord(text)).toEqual([]);
  });

  it("drops a line whose product the catalogue no longer has, with a warning, and keeps the rest", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const basket = restoreBasket(
      [
        { lineId: "line-1", productId: KETTLE },
        { lineId: "line-2", productId: "gone-from-the-shop" },
      ],
      findProduct,
    );
    expect(basket.map(({ lineId, id }) => [lineId, id])).toEqual([["line-1", KETTLE]]);
    expect(warn).toHaveBeenCalledWith(
      "The basket's product gone-from-the-shop is no longer in the shop, so it was left out.",
    );
  });

  // Whatever a tab's storage holds, edited by hand or by another deploy, reading it never throws,
  // and what comes back is the catalogue's products at the catalogue's prices.
  it("makes of any text only the catalogue's products, as the catalogue sells them", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const anyId = fc.oneof(fc.constantFrom(KETTLE, TELEVISION, "line-1"), fc.string());
    const recordLike = fc
      .array(fc.oneof(fc.tuple(anyId, anyId), fc.anything()), { maxLength: 20 })
      .map((lines) => record(lines));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), recordLike), (text) => {
        const basket = restoreBasket(linesOfRecord(text), findProduct);
        for (const line of basket) expect(line).toEqual({ ...findProduct(line.id), lineId: line.lineId });
        expect(new Set(basket.map(({ lineId }) => lineId)).size).toBe(basket.length);
      }),
      { numRuns: 500 },
    );
  });
});
