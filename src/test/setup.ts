import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";

// A console warning or error fails the test, unless the test names it by spying on that method
// itself (vi.spyOn(console, "warn").mockImplementation…), which replaces the recording below.
let said: string[] = [];
beforeEach(() => {
  said = [];
  for (const method of ["warn", "error"] as const) {
    const original = console[method];
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      said.push(`console.${method}: ${args.map(String).join(" ")}`);
      original(...args);
    });
  }
});

afterEach(() => {
  cleanup();
  expect(said, "console warnings and errors the test did not name").toEqual([]);
});
