import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ProductImage } from "./product-image";

/** The picture's load, as the browser left it before the page's code ran. */
function loadedBeforeHydration({ complete, naturalWidth }: { complete: boolean; naturalWidth: number }) {
  vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(complete);
  vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(naturalWidth);
}

describe("a product's picture", () => {
  // Still loading when the page's code runs, unless a test says otherwise.
  beforeEach(() => loadedBeforeHydration({ complete: false, naturalWidth: 0 }));

  it("shows the picture, square and sized before it loads, with its name", () => {
    render(<ProductImage src="/kettle.png" alt="Blue kettle" />);
    const picture = screen.getByRole("img", { name: "Blue kettle" });
    expect(picture.tagName).toBe("IMG");
    expect(picture.getAttribute("src")).toBe("/kettle.png");
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["400", "400"]);
  });

  // The placeholder's look is its class's, which happy-dom does not paint.
  it("turns into a placeholder with the same name, never a broken picture, when it fails", () => {
    render(<ProductImage src="/gone.png" alt="Blue kettle" />);
    fireEvent.error(screen.getByRole("img", { name: "Blue kettle" }));
    const placeholder = screen.getByRole("img", { name: "Blue kettle" });
    expect(placeholder.tagName).not.toBe("IMG");
  });

  it("turns a decorative picture that fails into a placeholder a screen reader skips", () => {
    const { container } = render(<ProductImage src="/gone.png" alt="" />);
    const picture = container.querySelector("img");
    if (!picture) throw new Error("No picture was shown.");
    fireEvent.error(picture);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
    // Still in the page where the picture was, so nothing moves, but hidden from a screen reader.
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows the placeholder for a picture that failed before the page's code ran", () => {
    loadedBeforeHydration({ complete: true, naturalWidth: 0 });
    render(<ProductImage src="/gone.png" alt="Blue kettle" />);
    expect(screen.getByRole("img", { name: "Blue kettle" }).tagName).not.toBe("IMG");
  });

  it("keeps a picture that loaded, or is still loading, before the page's code ran", () => {
    loadedBeforeHydration({ complete: true, naturalWidth: 400 });
    const { unmount } = render(<ProductImage src="/kettle.png" alt="Blue kettle" />);
    expect(screen.getByRole("img", { name: "Blue kettle" }).tagName).toBe("IMG");
    unmount();
    loadedBeforeHydration({ complete: false, naturalWidth: 0 });
    render(<ProductImage src="/kettle.png" alt="Blue kettle" />);
    expect(screen.getByRole("img", { name: "Blue kettle" }).tagName).toBe("IMG");
  });
});
