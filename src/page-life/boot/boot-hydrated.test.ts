import { expect, it, vi } from "vitest";
import { pageWithHeldPress } from "../../test/held-press";

// The app's chunk loads and starts: the page is hydrated once start()'s promise settles.
vi.mock("./main", () => ({ start: () => Promise.resolve() }));

it("marks the page hydrated, then replays each held press once, in order, naming to the shopper one whose control is gone", async () => {
  const { presses, onPress } = pageWithHeldPress('<button type="button">Stop banner rotation</button>');
  const [stop, add] = [...document.querySelectorAll("button")] as HTMLButtonElement[];
  if (!stop || !add) throw new Error("The page lacks its buttons.");
  const gone = document.createElement("button");
  const order: string[] = [];
  stop.addEventListener("click", () => order.push("stop"));
  add.addEventListener("click", () => order.push("add"));
  gone.addEventListener("click", () => order.push("gone"));
  presses.held.splice(0, Infinity, stop, gone, add);

  await import("./boot");

  // The app's modules load first, which takes over a second on a loaded machine: past waitFor's default.
  await vi.waitFor(() => expect(onPress).toHaveBeenCalledOnce(), { timeout: 10_000 });
  expect(document.documentElement.dataset.hydrated).toBe("true");
  expect(presses.stop).toHaveBeenCalledOnce();
  expect(presses.fail).not.toHaveBeenCalled();
  expect(order).toEqual(["stop", "add"]);
  expect(presses.held, "each press is replayed once").toEqual([]);
  expect(presses.dropped).toHaveBeenCalledExactlyOnceWith([gone]);
});
