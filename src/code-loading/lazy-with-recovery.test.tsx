import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ChunkGoneError, ChunkLoadError } from "./chunk-importer";
import { lazyWithRecovery, type UnavailableProps } from "./lazy-with-recovery";

function Unavailable({ onRetry, updated }: UnavailableProps) {
  return (
    <p role="alert">
      {updated ? "The shop has been updated." : "Could not load."}{" "}
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      ) : (
        "Reload the page."
      )}
    </p>
  );
}

const Page = () => <h1>The page</h1>;

/** A load that fails `failures` times, then gives the page. */
function loadFailing(failures: number) {
  let failed = 0;
  return vi.fn(() => (failed++ < failures ? Promise.reject(new Error("offline")) : Promise.resolve(Page)));
}

function Shell({ Lazy }: { Lazy: React.ComponentType }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((value) => !value)}>
        Toggle
      </button>
      <Suspense fallback={<p>Loading…</p>}>{shown && <Lazy />}</Suspense>
    </>
  );
}

describe("lazyWithRecovery", () => {
  it("shows the page once it has loaded, loading it once, and says when it has", async () => {
    const load = loadFailing(0);
    const Lazy = lazyWithRecovery(load, Unavailable);
    expect(Lazy.isLoaded()).toBe(false);
    render(<Shell Lazy={Lazy} />);
    await screen.findByRole("heading", { name: "The page" });
    expect(Lazy.isLoaded()).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    await screen.findByRole("heading", { name: "The page" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("fetches the code ahead of the page when asked, once, and shows the page without waiting", async () => {
    const load = loadFailing(0);
    const Lazy = lazyWithRecovery(load, Unavailable);
    await Promise.all([Lazy.load(), Lazy.load()]);
    expect(Lazy.isLoaded()).toBe(true);
    render(<Shell Lazy={Lazy} />);
    await screen.findByRole("heading", { name: "The page" });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("settles an early fetch that failed, and shows the notice, whose Try again loads anew", async () => {
    const load = loadFailing(1);
    const Lazy = lazyWithRecovery(load, Unavailable);
    await Lazy.load();
    expect(Lazy.isLoaded()).toBe(false);
    render(<Shell Lazy={Lazy} />);
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "The page" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the notice in the page's place when loading fails, and the page after Try again", async () => {
    const load = loadFailing(1);
    const Lazy = lazyWithRecovery(load, Unavailable);
    render(<Shell Lazy={Lazy} />);
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "The page" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("offers no try once the chunk's retry addresses are spent, on this visit or the next", async () => {
    const load = vi.fn(() => Promise.reject(new ChunkLoadError(2, new TypeError("offline"), true)));
    const Lazy = lazyWithRecovery(load, Unavailable);
    render(<Shell Lazy={Lazy} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load. Reload the page.");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    await Lazy.load(); // a press that asks for the page again
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load. Reload the page.");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again when a press asks for the page again after a failure, and not before", async () => {
    const load = loadFailing(1);
    const Lazy = lazyWithRecovery(load, Unavailable);
    render(<Shell Lazy={Lazy} />);
    await screen.findByRole("alert");
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load.");
    expect(load).toHaveBeenCalledTimes(1); // shown again, as Back shows it, with its Try again
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    await Lazy.load();
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    await screen.findByRole("heading", { name: "The page" });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("offers Try again after a chunk's failure while it has retry addresses left", async () => {
    const load = vi.fn(() => Promise.reject(new ChunkLoadError(1, new TypeError("offline"))));
    render(<Shell Lazy={lazyWithRecovery(load, Unavailable)} />);
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load. Try again");
  });

  it("says the shop was updated, offering only a reload, when the server says the page's code is gone", async () => {
    const load = vi.fn(() => Promise.reject(new ChunkLoadError(1, new ChunkGoneError("404"))));
    render(<Shell Lazy={lazyWithRecovery(load, Unavailable)} />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The shop has been updated. Reload the page.",
    );
  });

  it("tries again when a press asks for the page again after Try again failed too", async () => {
    const load = loadFailing(2);
    const Lazy = lazyWithRecovery(load, Unavailable);
    render(<Shell Lazy={Lazy} />);
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    await screen.findByRole("button", { name: "Try again" });
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    await Lazy.load();
    await userEvent.click(screen.getByRole("button", { name: "Toggle" }));
    await screen.findByRole("heading", { name: "The page" });
    expect(load).toHaveBeenCalledTimes(3);
  });
});
