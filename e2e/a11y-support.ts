/** Shared steps for the accessibility browser tests (e2e/a11y-*.spec.ts). */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { createAccount, expect, recordDialogs, uniqueEmail } from "./fixtures";
import { waitForHydration } from "./hydration";
import { PROVIDER } from "./test-servers";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
export const PASSWORD = "secret-pass-1";
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Waits until the page is the one a visitor uses: the app has hydrated it (it says so, see
 * hydration.ts), the deferred identity provider (the Firebase chunk, loaded when the page is idle)
 * has arrived, and the header, where the page has one, shows its greeting. Conditions, not a
 * count of frames: on a busy machine the provider may answer many frames later.
 */
export async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => entry.name.includes("/assets/firebase-")),
  );
  const header = page.getByRole("banner");
  if ((await header.count()) > 0) await expect(header.getByText(/^Hello /)).toBeVisible(PROVIDER);
}

export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/**
 * Zero axe violations for WCAG 2.0, 2.1 and 2.2 A and AA (target-size, 2.5.8, among them), or for
 * the `rules` named; the message lists what failed.
 */
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
export async function signInAsNewCustomer(page: Page): Promise<string> {
  const email = uniqueEmail("a11y");
  await createAccount(email, PASSWORD);
  await openSettled(page, "/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/", PROVIDER);
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();
  return email;
}

/** Presses Sign In with a password the provider rejects; returns the alert's text. */
export async function failSignIn(page: Page): Promise<string> {
  const dialogs = recordDialogs(page);
  await openSettled(page, "/login");
  await page.getByLabel("E-mail").fill(uniqueEmail("nobody"));
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect.poll(() => dialogs.length, PROVIDER).toBe(1);
  await expect(page.getByRole("alert")).not.toBeEmpty();
  return dialogs[0] ?? "";
}

/**
 * Adds the products at these card positions (0-based, in page order) to a basket that holds
 * `before` items, and waits for the new count.
 */
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

/** The focused element, described for messages, with what makes its focus visible. */
export async function focusedElement(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== "none";
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      role: element.getAttribute("role"),
      className: typeof element.className === "string" ? element.className : "",
      text: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 80),
      visible: outline || shadow,
    };
  });
}

/** Fails unless something other than the page body has focus and shows an outline or shadow. */
export async function expectVisibleFocus(page: Page, step: string) {
  const focused = await focusedElement(page);
  expect(focused, `focus after ${step}`).not.toBeNull();
  expect(focused?.visible, `visible focus after ${step} on ${JSON.stringify(focused)}`).toBe(true);
  return focused;
}
