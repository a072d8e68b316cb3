import { afterEach, describe, expect, it, vi } from "vitest";

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

describe("a page the browser threw away, with the basket's hint's lines", () => {
  const KETTLE = { lineId: "line-1", productId: "90829332" };
  /** React DOM's two ways in; `render` is what the root createRoot makes was asked to render. */
  const reactDom = () => {
    const render = vi.fn();
    return { createRoot: vi.fn(() => ({ render })), hydrateRoot: vi.fn(), render };
  };
  /** The app element handed to React: the basket it starts with. */
  const basketOf = (app: unknown) =>
    (
      app as { props: { children: { props: { children: { props: { basket: { lineId: string }[] } } } } } }
    ).props.children.props.children.props.basket.map(({ lineId }) => lineId);

  afterEach(() => {
    delete window.bazaarRestoredLines;
  });

  it("hydrates the prerendered page, starting with the lines, where the hint drew all of them", async () => {
    document.body.innerHTML = '<div id="root" data-prerendered="/"></div>';
    window.bazaarRestoredLines = [KETTLE];
    const dom = reactDom();
    void (await import("./main")).start(dom as never);
    await vi.waitFor(() => expect(dom.hydrateRoot).toHaveBeenCalledOnce());
    expect(dom.createRoot).not.toHaveBeenCalled();
    expect(basketOf(dom.hydrateRoot.mock.calls[0]?.[1])).toEqual(["line-1"]);
  });

  it("renders it afresh where the hint hid what it could not draw, /checkout's lines", async () => {
    document.body.innerHTML =
      '<div id="root" data-prerendered="/checkout"><div data-basket-stale></div></div>';
    window.bazaarRestoredLines = [KETTLE];
    const dom = reactDom();
    void (await import("./main")).start(dom as never);
    expect(dom.hydrateRoot).not.toHaveBeenCalled();
    expect(dom.createRoot).toHaveBeenCalledOnce();
    expect(
      document.querySelector("[data-basket-stale]"),
      "React empties the root as it commits",
    ).not.toBeNull();
  });

  it("renders it afresh where the catalogue has lost a recorded product, whose line the hint counted", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    document.body.innerHTML = '<div id="root" data-prerendered="/"></div>';
    window.bazaarRestoredLines = [KETTLE, { lineId: "line-2", productId: "no-longer-sold" }];
    const dom = reactDom();
    void (await import("./main")).start(dom as never);
    expect(dom.hydrateRoot).not.toHaveBeenCalled();
    expect(basketOf(dom.render.mock.calls[0]?.[0])).toEqual(["line-1"]);
  });
});
