import { describe, expect, it } from "vitest";
import { say } from "./live-region";

/** How many times the region's words were written: each write is heard again. */
function countWrites(region: HTMLElement) {
  const writes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => writes.push(...records));
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return () => {
    writes.push(...observer.takeRecords());
    observer.disconnect();
    return writes.length;
  };
}

describe("say", () => {
  it("puts the message in the region, and the same message again is not said twice", () => {
    const region = document.createElement("p");
    say(region, "2 items in your basket");
    expect(region.textContent).toBe("2 items in your basket");
    const writes = countWrites(region);
    say(region, "2 items in your basket");
    expect(writes()).toBe(0);
  });

  it("says nothing, and breaks nothing, when the region is not on the page", () => {
    expect(() => say(null, "2 items in your basket")).not.toThrow();
  });
});
