import { expect, it } from "vitest";
import { awaitingSession, userOf } from "./session";

// What the reducer keeps of each status: app-state.property.test.ts.
it("gives no user until the provider has answered, nor when it cannot", () => {
  expect(userOf(awaitingSession)).toBeNull();
  expect(userOf({ status: "unanswered" })).toBeNull();
  expect(userOf({ status: "answered", user: null })).toBeNull();
  const user = { uid: "u1", email: "a@b.co" };
  expect(userOf({ status: "answered", user })).toBe(user);
});
