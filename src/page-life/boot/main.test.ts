import { expect, it, vi } from "vitest";

// Nothing is loaded once idle in this test.
vi.mock("../../shared/lib/when-idle", () => ({ whenIdle: () => () => {} }));

it("does nothing when imported, and starts only when asked: where the page has no root, it says so", async () => {
  document.body.innerHTML = "";
  const main = await import("./main");
  expect(globalThis.__bazaarImportChunk, "the chunk importer, installed on import").toBeUndefined();

  const reactDom = { createRoot: vi.fn(), hydrateRoot: vi.fn() };
  expect(() => main.start(reactDom as never)).toThrow("The page has no #root element to render into.");
  expect(reactDom.createRoot).not.toHaveBeenCalled();
});
