import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import { FakeAuth } from "../test/fake-auth";
import { App } from "./app";

// The sign that the page is interactive, which main.tsx's `start()` returns: boot.ts then marks
// <html data-hydrated> and replays the presses it held. It must come once the page, one loaded on
// demand too, is on the screen.
it("tells the page's root once the page on demand is shown, and only then", async () => {
  const auth = new FakeAuth();
  const onReady = vi.fn();
  render(
    <MemoryRouter initialEntries={["/login"]}>
      <App loadAuth={auth.load} onReady={onReady} />
    </MemoryRouter>,
  );
  expect(onReady).not.toHaveBeenCalled();
  await screen.findByRole("heading", { name: "Sign in" });
  await vi.waitFor(() => expect(onReady).toHaveBeenCalledOnce());
});
