import { useState } from "react";

/**
 * A press that takes its control away (Sign Out, Try again) hands the focus to the control that
 * replaces it: that control's `ref={take}` takes it in the very commit that shows it, whenever
 * React makes that commit, if the focus went with the old control.
 */
export interface FocusHandOff {
  /** Runs the press's action; if it fails, its control stays, with the focus, and the failure is the caller's to tell. */
  pressAway(action: () => Promise<unknown>): Promise<void>;
  take(control: HTMLElement | null): void;
}

export function useFocusHandOff(): FocusHandOff {
  const [handOff] = useState(() => {
    let given = false;
    return {
      async pressAway(action: () => Promise<unknown>) {
        given = true;
        try {
          await action();
        } catch (error) {
          given = false;
          throw error;
        }
      },
      take(control: HTMLElement | null) {
        if (!control || !given) return;
        given = false;
        // A focused control that leaves the page leaves the focus on the body (a page always has one).
        if (document.activeElement === document.body) control.focus();
      },
    };
  });
  return handOff;
}
