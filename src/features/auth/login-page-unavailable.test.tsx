import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { LoginPageUnavailable } from "./login-page-unavailable";

afterEach(() => {
  vi.restoreAllMocks();
});

it("offers 'Try again' while a try can work, and it tries", async () => {
  const onRetry = vi.fn();
  render(<LoginPageUnavailable onRetry={onRetry} />, { wrapper: MemoryRouter });
  expect(screen.getByRole("alert").textContent).toBe(
    "The sign-in page could not be loaded. Check your connection, then try again.",
  );
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(onRetry).toHaveBeenCalledOnce();
});

it("offers Reload, and says so, once no try can work", async () => {
  const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
  render(<LoginPageUnavailable />, { wrapper: MemoryRouter });
  expect(screen.getByRole("alert").textContent).toBe(
    "The sign-in page could not be loaded. Check your connection, then reload the page.",
  );
  expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Reload" }));
  expect(reload).toHaveBeenCalledOnce();
});

it("says the shop was updated, not the connection, when a deploy replaced the page's code; Reload gets it", async () => {
  const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
  render(<LoginPageUnavailable updated />, { wrapper: MemoryRouter });
  expect(screen.getByRole("alert").textContent).toBe(
    "The shop has been updated since this page opened. Reload the page to sign in.",
  );
  await userEvent.click(screen.getByRole("button", { name: "Reload" }));
  expect(reload).toHaveBeenCalledOnce();
});
