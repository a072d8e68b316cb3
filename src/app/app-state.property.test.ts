// The application state as a state machine, checked against a model: random sequences of add, remove (of an
// item that is there and of one that is not) and set user must leave the same basket lines and session
// as a plain list would, never touch the previous state, and warn exactly when a missing id is
// removed. The basket's total is `sumPrices` (shared/lib/money.ts), checked on its own in
// money.property.test.ts.
import assert from "node:assert/strict";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Session } from "../features/auth";
import type { BasketLine } from "../features/basket";
import { type AppAction, type AppState, appReducer, initialAppState } from "./app-state";

const RUNS = 1_000;
/** Few ids, so that duplicates in the basket and removals of present ids are common. */
const IDS = ["a", "b", "c", "d", "e"] as const;

type Step =
  | { kind: "add"; id: string; cents: number }
  | { kind: "remove-present"; pick: number }
  | { kind: "remove-absent"; id: string }
  | { kind: "set-user"; session: Session };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("add" as const),
      id: fc.constantFrom(...IDS),
      cents: fc.integer({ min: 0, max: 200_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("remove-present" as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("remove-absent" as const),
      // Ids never added; a remove-present on an empty basket is a removal of an absent id, too.
      id: fc.oneof(
        fc.constant(""),
        fc.string().map((text) => `missing-${text}`),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("set-user" as const),
      // Mostly the provider's answers: a new plain object each time, as the auth adapter makes
      // (fast-check's records have no prototype), with few accounts, so that the same one is often
      // set again. Now and then the page's own 'not yet' or 'cannot answer'.
      session: fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .option(
              fc.record({
                uid: fc.constantFrom("u1", "u2"),
                email: fc.constantFrom(null, "a@b.co", "c@d.co"),
              }),
            )
            .map((user): Session => ({ status: "answered", user: user && { ...user } })),
        },
        { weight: 1, arbitrary: fc.constantFrom<Session>({ status: "awaiting" }, { status: "unanswered" }) },
      ),
    }),
  },
);

interface Model {
  basket: { id: string; lineId: string }[];
  session: Session;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

describe("the application state against a model (property-based)", () => {
  afterEach(() => vi.restoreAllMocks());

  it(`agrees with a plain list over ${RUNS} random action sequences`, () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const seen = {
      add: 0,
      "remove-present": 0,
      "remove-absent": 0,
      "set-user": 0,
      "same user": 0,
    };
    let lineCounter = 0;

    fc.assert(
      fc.property(fc.array(stepArbitrary, { minLength: 1, maxLength: 50, size: "max" }), (steps) => {
        let state: AppState = deepFreeze(structuredClone(initialAppState));
        const model: Model = { basket: [], session: { status: "awaiting" } };

        for (const step of steps) {
          let action: AppAction;
          let warns = false;
          /** true: a new state object; false: the very same one. */
          let changes = true;
          switch (step.kind) {
            case "add": {
              lineCounter += 1;
              const item: BasketLine = {
                id: step.id,
                lineId: `line-${lineCounter}`,
                title: `Product ${step.id}`,
                image: `/${step.id}.svg`,
                price: step.cents / 100,
                rating: 3,
              };
              action = { type: "add-to-basket", line: item };
              model.basket.push({ id: step.id, lineId: item.lineId });
              break;
            }
            case "remove-present":
            case "remove-absent": {
              const id =
                step.kind === "remove-absent"
                  ? step.id
                  : (model.basket[step.pick % Math.max(model.basket.length, 1)]?.id ??
                    IDS[step.pick % IDS.length]);
              action = { type: "remove-from-basket", id: id as string };
              const index = model.basket.findIndex((line) => line.id === id);
              if (index === -1) {
                warns = true;
                changes = false;
                seen["remove-absent"] += 1;
              } else {
                model.basket.splice(index, 1);
                seen["remove-present"] += 1;
              }
              break;
            }
            case "set-user": {
              action = { type: "set-user", session: step.session };
              const same = JSON.stringify(step.session) === JSON.stringify(model.session);
              changes = !same;
              if (same) seen["same user"] += 1;
              model.session = step.session;
              break;
            }
          }
          if (step.kind === "add" || step.kind === "set-user") seen[step.kind] += 1;

          const before = structuredClone(state);
          const warnsBefore = warn.mock.calls.length;
          // Frozen: any write to the previous state or to the action throws (modules are strict).
          deepFreeze(action);
          const next = appReducer(state, action);

          // node:assert rather than expect(): tens of thousands of steps must stay fast.
          assert.deepStrictEqual(state, before, "the previous state was changed");
          assert.equal(warn.mock.calls.length - warnsBefore, warns ? 1 : 0, "console.warn calls");
          if (warns && action.type === "remove-from-basket") {
            assert.ok(
              String(warn.mock.calls.at(-1)?.[0]).includes(`(id: ${action.id})`),
              "warning names the id",
            );
          }
          if (changes) assert.notEqual(next, state, "a change returns a new state");
          else assert.equal(next, state, "no change returns the same state object");

          assert.deepStrictEqual(
            next.basket.map((line) => `${line.id}/${line.lineId}`),
            model.basket.map((line) => `${line.id}/${line.lineId}`),
            "basket lines",
          );
          assert.deepStrictEqual(next.session, model.session, "session");

          state = deepFreeze(next);
        }
      }),
      { numRuns: RUNS },
    );

    // Every kind of step was exercised many times, not just generated.
    // (The same user again is rarer: a tenth of RUNS.)
    for (const [kind, count] of Object.entries(seen))
      expect(count, kind).toBeGreaterThan(kind === "same user" ? RUNS / 10 : RUNS);
  }, 30_000);
});
