/** Shared steps for the accessibility browser tests (e2e/a11y-*.spec.ts). */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { login } from "../src/pages/all-pages";
import {
  createAccount,
  type ExpectProblem,
  expect,
  fillCredentials,
  recordDialogs,
  uniqueEmail,
} from "./fixtures";
import { waitForHydration } from "./hydration";
import { focusedInPage } from "./journeys/shop";
import { notFound, providerRefusal } from "./problems";
import { PROVIDER } from "./test-servers";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag2aaa", "wcag21a", "wcag21aa", "wcag22aa"];
export const PASSWORD = "secret-pass-1";
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** The narrowest width WCAG's reflow asks for (1.4.10), and a small phone's. */
export const SMALL_PHONE = { width: 320, height: 640 };

/** Fails where the page is wider than its viewport: the shopper would scroll sideways to read it. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(
    widths.scroll,
    `page ${widths.scroll} px wide in a ${widths.client} px viewport`,
  ).toBeLessThanOrEqual(widths.client);
}

/**
 * Waits until the page is hydrated, the deferred Firebase chunk has arrived, and its header greets:
 * every page has the store's header but the sign-in page, which has none (`PAGE_VIEWS` in
 * src/app/page-views.tsx).
 */
export async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/firebase-")),
  );
  const header = page.getByRole("banner");
  if (new URL(page.url()).pathname === login.path) await expect(header).toHaveCount(0);
  else await expect(header.getByText(/^Hello /)).toBeVisible(PROVIDER);
}

export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/** Zero axe violations for WCAG 2.0–2.2 A and AA (target-size among them) and 2.0 AAA (7:1 contrast), or for the `rules` named. */
export async function expectNoAxeViolations(page: Page, label: string, rules?: string[]): Promise<void> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules ? axe.withRules(rules) : axe.withTags(WCAG_TAGS)).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(" ")}: ${node.failureSummary}`).join("\n"),
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** A fresh account, signed in through the sign-in page; ends on / with the greeting settled. */
async function signInAsNewCustomer(page: Page): Promise<string> {
  const email = uniqueEmail("a11y");
  await createAccount(email, PASSWORD);
  await openSettled(page, "/login");
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/", PROVIDER);
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();
  return email;
}

/** Presses Sign In with a password the provider rejects; returns the alert's text. */
async function failSignIn(page: Page, expectProblem: ExpectProblem): Promise<string> {
  expectProblem(providerRefusal("signInWithPassword"), "the wrong password this state is reached by");
  const dialogs = recordDialogs(page);
  await openSettled(page, "/login");
  await fillCredentials(page, uniqueEmail("nobody"), "wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect.poll(() => dialogs.length, PROVIDER).toBe(1);
  await expect(page.getByRole("alert")).not.toBeEmpty();
  return dialogs[0] ?? "";
}

/** Adds the cards at these positions (0-based) to a basket of `before` items; waits for the count. */
export async function addProducts(page: Page, positions: readonly number[], before = 0): Promise<string[]> {
  const cards = page.getByRole("main").getByRole("article");
  const titles: string[] = [];
  for (const position of positions) {
    const card = cards.nth(position);
    titles.push((await card.getByRole("heading").textContent()) ?? "");
    await card.getByRole("button", { name: "Add to Basket" }).click();
  }
  const count = before + positions.length;
  await expect(
    page.getByRole("link", { name: `Basket, ${count} item${count === 1 ? "" : "s"}` }),
  ).toBeVisible();
  return titles;
}

/** Fails unless something other than the page body has focus and shows an outline or shadow. */
export async function expectVisibleFocus(page: Page, step: string) {
  const focused = await page.evaluate(focusedInPage);
  expect(focused, `focus after ${step}`).not.toBeNull();
  expect(focused?.visible, `visible focus after ${step} on ${JSON.stringify(focused)}`).toBe(true);
}

/** Reaches a state, naming the problems it causes. */
export type Reach = (page: Page, expectProblem: ExpectProblem) => Promise<unknown>;

/** Every screen and state, reached as a visitor would reach it. */
export const STATES: Record<string, Reach> = {
  "home page as a guest": async (page) => {
    await openSettled(page, "/");
    await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible();
  },
  "home page signed in": signInAsNewCustomer,
  "empty basket": async (page) => {
    await openSettled(page, "/checkout");
    await expect(page.getByText("Your basket is empty.")).toBeVisible();
  },
  "basket with three items, two of them the same product": async (page) => {
    await openSettled(page, "/");
    await addProducts(page, [0, 7, 3]); // cards 0 and 7 are the same headphones
    await page.getByRole("link", { name: "Basket, 3 items" }).click();
    await expect(page.getByRole("heading", { name: "Your shopping Basket" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
    await expect(page.getByText("Subtotal (3 items)")).toBeVisible();
  },
  "sign-in page": (page) => openSettled(page, "/login"),
  "sign-in page after a failed sign-in": failSignIn,
  "not-found page": async (page, expectProblem) => {
    expectProblem(notFound("/no-such-page"), "the unknown address this state is");
    await openSettled(page, "/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we couldn't find that page");
  },
};
