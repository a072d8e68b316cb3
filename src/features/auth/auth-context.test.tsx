import { renderHook } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { useAuthActions, useSession, useUser } from "./auth-context";

it("names the provider a part that reads the shopper must be inside", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  for (const hook of [useUser, useSession, useAuthActions] as (() => unknown)[])
    expect(() => renderHook(hook)).toThrow("This component must be rendered inside <AuthProvider>.");
});
