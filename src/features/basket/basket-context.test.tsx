import { renderHook } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { useBasket, useBasketActions } from "./basket-context";

it("names the provider a part that reads the basket must be inside", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  for (const hook of [useBasket, useBasketActions] as (() => unknown)[])
    expect(() => renderHook(hook)).toThrow("This component must be rendered inside <BasketProvider>.");
});
