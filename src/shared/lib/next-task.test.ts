import { expect, it } from "vitest";
import { nextTask } from "./next-task";

it("resolves a task later, after what the page had already queued", async () => {
  const order: string[] = [];
  setTimeout(() => order.push("queued before"), 0);
  await nextTask();
  order.push("after the wait");
  expect(order).toEqual(["queued before", "after the wait"]);
});
