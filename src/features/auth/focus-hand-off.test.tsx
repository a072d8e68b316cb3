import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useFocusHandOff } from "./focus-hand-off";

/** A control on the page, as the one that replaces a pressed one. */
function control(name: string) {
  const button = document.createElement("button");
  button.textContent = name;
  document.body.append(button);
  return button;
}

afterEach(() => document.body.replaceChildren());

describe("handing the focus from a control a press takes away", () => {
  it("gives it to the control that shows next, once, if the focus fell with the old one", async () => {
    const { result } = renderHook(() => useFocusHandOff());
    await act(() => result.current.pressAway(() => Promise.resolve()));
    // React calls the old control's ref with null as it goes, then the new one's.
    result.current.take(null);
    const signIn = control("Sign In");
    result.current.take(signIn);
    expect(document.activeElement).toBe(signIn);
    signIn.blur();
    result.current.take(control("Sign In, again"));
    expect(document.activeElement, "one press hands the focus once").toBe(document.body);
  });

  it("moves no focus when a control shows without a press, as on the page's load", () => {
    const { result } = renderHook(() => useFocusHandOff());
    result.current.take(control("Sign In"));
    expect(document.activeElement).toBe(document.body);
  });

  it("leaves the focus where the shopper has moved it meanwhile", async () => {
    const { result } = renderHook(() => useFocusHandOff());
    await act(() => result.current.pressAway(() => Promise.resolve()));
    const search = control("Search");
    search.focus();
    result.current.take(control("Sign In"));
    expect(document.activeElement).toBe(search);
  });

  it("hands no focus on after a failed action, and gives its caller the failure to tell", async () => {
    const { result } = renderHook(() => useFocusHandOff());
    const failure = new Error("No connection.");
    await act(() => expect(result.current.pressAway(() => Promise.reject(failure))).rejects.toBe(failure));
    result.current.take(control("Sign In"));
    expect(document.activeElement).toBe(document.body);
  });
});
