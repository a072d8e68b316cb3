// A file of its own: the sign-in page's code, once loaded, stays for the rest of a file's tests.
import { screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";

// The sign-in page's code comes only when the test lets it.
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive: () => arrive(), arrived };
});
vi.mock("./login-page", async (importOriginal) => {
  await code.arrived;
  return importOriginal();
});

it("keeps the page on screen while Sign In fetches the sign-in page's code, then opens it", async () => {
  const { user, pathname } = renderApp({ path: "/" });
  await user.click(screen.getByRole("link", { name: "Sign In" }));
  // No empty stand-in while the code comes: the page the shopper pressed on stays.
  screen.getByRole("heading", { name: "Featured products" });
  code.arrive();
  await screen.findByRole("heading", { name: "Sign in" });
  expect(pathname()).toBe("/login");
});
