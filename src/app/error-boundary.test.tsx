import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

function Broken(): never {
  throw new Error("render failed");
}

function BreaksOnPress() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("render failed after a press");
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Break
    </button>
  );
}

/** React reports caught render errors on console.error; keep the output clean and check it. */
function silenceConsoleError() {
  return vi.spyOn(console, "error").mockImplementation(() => {});
}

describe("ErrorBoundary", () => {
  it("renders its children when nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>All is well</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All is well")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a message with a link home instead of a blank page when a child throws", () => {
    silenceConsoleError();
    const { container } = render(
      <ErrorBoundary>
        <p>Before the failure</p>
        <Broken />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Sorry, this part of the page could not be shown.");
    const home = screen.getByRole("link", { name: "Go to the Bazaar home page" });
    expect(home.getAttribute("href")).toBe("/");
    expect(alert.contains(home)).toBe(true);
    expect(screen.queryByText("Before the failure")).toBeNull();
    expect(container.textContent).not.toBe("");
  });

  it("catches an error thrown after an update, not only on first render", () => {
    silenceConsoleError();
    render(
      <ErrorBoundary>
        <BreaksOnPress />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Break" }));
    expect(screen.getByText(/could not be shown/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Break" })).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it("keeps the failure to its own area: a sibling area still renders", () => {
    silenceConsoleError();
    render(
      <>
        <ErrorBoundary>
          <p>Header still here</p>
        </ErrorBoundary>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText("Header still here")).toBeTruthy();
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });
});
