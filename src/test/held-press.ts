import { vi } from "vitest";
import type { EarlyPresses } from "../code-loading/early-presses";

/**
 * A page whose 'Add to Basket' (after `markup`) was pressed and held by the inline loader before
 * boot.ts came: the hand-over boot.ts finds, with spies for what it does with it.
 */
export function pageWithHeldPress(markup = "") {
  document.body.innerHTML = `${markup}<button type="button">Add to Basket</button>`;
  const pressed = document.querySelector("button") as HTMLButtonElement;
  const presses: EarlyPresses = {
    held: [pressed],
    stop: vi.fn(),
    fail: vi.fn(),
    wait: vi.fn(),
    dropped: vi.fn(),
  };
  window.bazaarEarlyPresses = presses;
  const onPress = vi.fn();
  pressed.addEventListener("click", onPress);
  return { presses, onPress };
}
