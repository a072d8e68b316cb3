import { useState } from "react";

/**
 * Focus handed from a control that a press takes away (Sign Out, Try again) to the control that
 * replaces it. The press calls `give()`; the new control's `ref={take}` takes the focus in the very
 * commit that shows it, whenever React makes that commit, if the focus went with the old control.
 * A press that fails calls `cancel()`: its control stays, with the focus.
 */
export interface FocusHandOff {
  give(): void;
  cancel(): void;
  take(control: HTMLElement | null): void;
}

export function useFocusHandOff(): FocusHandOff {
  const [handOff] = useState(() => {
    let given = false;
    return {
      give() {
        given = true;
      },
      cancel() {
        given = false;
      },
      take(control: HTMLElement | null) {
        if (!control || !given) return;
        given = false;
        if (document.activeElement === document.body || document.activeElement === null) control.focus();
      },
    };
  });
  return handOff;
}
