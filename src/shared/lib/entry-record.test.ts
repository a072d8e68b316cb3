import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readEntryRecord, writeEntryRecord } from "./entry-record";

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, "");
});
afterEach(() => {
  Reflect.deleteProperty(document, "wasDiscarded");
  vi.restoreAllMocks();
});

/** Moves to a new history entry, as a link does: its state is the router's alone. */
const newEntry = (key: string) => history.pushState({ key, idx: 1 }, "");

describe("a record for each history entry", () => {
  it("is read back on the entry it was written on, and the router's state stays", () => {
    newEntry("a");
    writeEntryRecord("basket", "three lines");
    expect(readEntryRecord("basket")).toBe("three lines");
    expect(history.state).toMatchObject({ key: "a", idx: 1 });
  });

  it("is kept under the router's key on an entry the router made, with no change of its state", () => {
    newEntry("router-key");
    // As the page goes (pagehide), browsers ignore a change of the history state.
    const replaceState = vi.spyOn(history, "replaceState").mockImplementation(() => {});
    writeEntryRecord("basket", "lines as the page went");
    expect(replaceState).not.toHaveBeenCalled();
    expect(readEntryRecord("basket")).toBe("lines as the page went");
    expect(sessionStorage.getItem("bazaar:entry:router-key:basket")).toBe("lines as the page went");
  });

  it("is none on an entry that wrote none, and each entry keeps its own", () => {
    writeEntryRecord("basket", "on the first page");
    const first = history.state;
    newEntry("b");
    expect(readEntryRecord("basket")).toBeNull();
    writeEntryRecord("basket", "on the second page");
    history.replaceState(first, "");
    expect(readEntryRecord("basket")).toBe("on the first page");
  });

  it("keeps the 50 entries written last", () => {
    const states = Array.from({ length: 51 }, (_, at) => {
      newEntry(`entry-${at}`);
      writeEntryRecord("basket", `page ${at}`);
      return history.state;
    });
    history.replaceState(states[0], "");
    expect(readEntryRecord("basket")).toBeNull();
    history.replaceState(states[1], "");
    expect(readEntryRecord("basket")).toBe("page 1");
  });

  it("is found again by a discarded tab's page, which Chromium loads with no history state", () => {
    newEntry("first");
    writeEntryRecord("basket", "on the first page");
    newEntry("second");
    writeEntryRecord("basket", "on the second page");
    newEntry("shown last");
    writeEntryRecord("basket", "as the tab was hidden");
    history.replaceState(null, "");
    expect(readEntryRecord("basket")).toBeNull();

    Object.defineProperty(document, "wasDiscarded", { value: true, configurable: true });
    expect(readEntryRecord("basket")).toBe("as the tab was hidden");
    // The entry has its name back: a later write, and Back to it, find the same record.
    expect(history.state).toEqual({ bazaarEntry: "shown last" });
  });

  it("takes no empty or non-text key for the entry's id, and names the entry itself", () => {
    for (const key of ["", 7]) {
      history.replaceState({ key }, "");
      expect(readEntryRecord("basket")).toBeNull();
      writeEntryRecord("basket", "lines");
      expect(history.state).toMatchObject({ key, bazaarEntry: expect.any(String) });
      expect(readEntryRecord("basket")).toBe("lines");
    }
  });

  it("lists an entry once however often it writes, and mends a list that is not one", () => {
    sessionStorage.setItem("bazaar:entries", '{"not":"a list"}');
    newEntry("a");
    writeEntryRecord("basket", "one line");
    writeEntryRecord("basket", "two lines");
    expect(JSON.parse(sessionStorage.getItem("bazaar:entries") ?? "")).toEqual(["a"]);
    sessionStorage.setItem("bazaar:entries", '["a", 3]');
    history.replaceState(null, "");
    Object.defineProperty(document, "wasDiscarded", { value: true, configurable: true });
    expect(readEntryRecord("basket")).toBe("two lines");
  });

  it("keeps nothing, and throws nothing, when storage is full", () => {
    vi.spyOn(sessionStorage, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(() => writeEntryRecord("basket", "lines")).not.toThrow();
    vi.restoreAllMocks();
    expect(readEntryRecord("basket")).toBeNull();
  });

  it("reads none, and throws nothing, when storage is blocked", () => {
    writeEntryRecord("basket", "lines");
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied for this document.", "SecurityError");
    });
    expect(readEntryRecord("basket")).toBeNull();
    expect(() => writeEntryRecord("basket", "more lines")).not.toThrow();
  });
});
