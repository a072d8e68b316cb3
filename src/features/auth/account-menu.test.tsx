import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSyncExternalStore } from "react";
import { MemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import { AccountMenu } from "./account-menu";
import type { User } from "./user";

// The user changes only when the test says, so sign-out can settle before the guest's menu shows:
// an order the auth session does not make today, and the menu must not depend on.
let user: User | null = { uid: "u1", email: "a@b.co" };
const listeners = new Set<() => void>();
const setUser = (next: User | null) => {
  user = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

vi.mock("./auth-context", () => ({
  useUser: () => useSyncExternalStore(subscribe, () => user),
  useAuth: () => ({ signOut: () => Promise.resolve() }),
}));

it("gives the Sign In link the focus the Sign Out button took with it, when sign-out settles first", async () => {
  render(
    <MemoryRouter>
      <AccountMenu />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));
  act(() => setUser(null));
  expect(document.activeElement).toBe(screen.getByRole("link", { name: "Sign In" }));
});
