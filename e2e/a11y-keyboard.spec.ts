import type { Page } from "@playwright/test";
import {
  expectVisibleFocus,
  type focusedElement,
  openSettled,
  PASSWORD,
  PROVIDER_WAIT,
} from "./a11y-support";
import { expect, test, uniqueEmail } from "./fixtures";

type Focused = NonNullable<Awaited<ReturnType<typeof focusedElement>>>;

/**
 * Presses Tab (or Shift+Tab) until the focused element is the one wanted, checking at every
 * stop that focus is on something and visibly so. Fails if it takes more than `limit` presses.
 */
async function tabTo(
  page: Page,
  wanted: (focused: Focused) => boolean,
  { backwards = false, limit = 40 } = {},
): Promise<Focused> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const focused = await expectVisibleFocus(
      page,
      `${presses} presses of ${backwards ? "Shift+Tab" : "Tab"}`,
    );
    if (focused && wanted(focused)) return focused;
  }
  throw new Error(`No wanted element within ${limit} presses`);
}

const named = (text: string) => (focused: Focused) => focused.text === text;

/** After a route change focus is on the new page's main region, visibly, and the title is the page's. */
async function expectLandedOn(page: Page, path: string, title: string) {
  await expect(page).toHaveURL(path, PROVIDER_WAIT);
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole("main")).toBeFocused();
  await expectVisibleFocus(page, `arriving on ${path}`);
}

test("the whole journey works with the keyboard alone, focus always visible", async ({ page }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("keyboard");
  await openSettled(page, "/");

  // The first Tab reaches the skip link; Enter takes focus to the main region.
  const skip = await tabTo(page, () => true, { limit: 1 });
  expect(skip.text).toBe("Skip to main content");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await expectVisibleFocus(page, "the skip link");

  // From the main region the next stops are the banner's pause button, then the product cards.
  const toggle = await tabTo(page, () => true, { limit: 1 });
  expect(toggle.text).toBe("Stop banner rotation");
  await tabTo(page, named("Add to Basket"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
  await tabTo(page, named("Add to Basket"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "Basket, 2 items" })).toBeVisible();

  // Back up to the header's basket link and open the basket.
  await tabTo(page, (focused) => focused.text === "Basket, 2 items", { backwards: true });
  await page.keyboard.press("Enter");
  await expectLandedOn(page, "/checkout", "Your basket – Bazaar");
  const lines = page.getByRole("main").getByRole("article");
  await expect(lines).toHaveCount(2);
  const secondTitle = await lines.nth(1).getByRole("heading").textContent();

  // Removing the first line puts focus on the line that took its place.
  await tabTo(page, named("Remove from Basket"));
  await page.keyboard.press("Enter");
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toBeFocused();
  await expect(lines.first()).toHaveAccessibleName(secondTitle ?? "");
  await expectVisibleFocus(page, "removing a basket line");

  // Removing the last line puts focus on the empty-basket message.
  await tabTo(page, named("Remove from Basket"));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your basket is empty.")).toBeFocused();
  await expectVisibleFocus(page, "removing the last basket line");

  // To the sign-in page through the header's Sign In link.
  await tabTo(page, named("Sign In"), { backwards: true });
  await page.keyboard.press("Enter");
  await expectLandedOn(page, "/login", "Sign in – Bazaar");

  // Register: type into the labelled fields, then press the register button.
  const emailField = await tabTo(page, (focused) => focused.id === "login-email");
  expect(emailField.tag).toBe("input");
  await page.keyboard.type(email);
  await tabTo(page, (focused) => focused.id === "login-password", { limit: 1 });
  await page.keyboard.type(PASSWORD);
  await tabTo(page, named("Create your Bazaar Account"));
  await page.keyboard.press("Enter");
  await expectLandedOn(page, "/", "Bazaar");
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible();

  // Sign out from the header; focus moves to the Sign In link that replaces the button.
  await tabTo(page, named("Sign Out"), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("banner").getByText("Hello Guest")).toBeVisible(PROVIDER_WAIT);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeFocused();
  await expectVisibleFocus(page, "signing out");
});

test("removing a line from the middle of the basket puts focus on the line after it", async ({ page }) => {
  await openSettled(page, "/");
  // Three different products: headphones, smartwatch, kettle.
  for (const position of [0, 2, 3]) {
    await page.getByRole("button", { name: "Add to Basket" }).nth(position).focus();
    await page.keyboard.press("Enter");
  }
  await page.getByRole("link", { name: "Basket, 3 items" }).focus();
  await page.keyboard.press("Enter");
  await expectLandedOn(page, "/checkout", "Your basket – Bazaar");
  const lines = page.getByRole("main").getByRole("article");
  await expect(lines).toHaveCount(3);
  const lastTitle = (await lines.nth(2).getByRole("heading").textContent()) ?? "";

  await tabTo(page, named("Remove from Basket"));
  await tabTo(page, named("Remove from Basket"));
  await page.keyboard.press("Enter");
  await expect(lines).toHaveCount(2);
  await expect(page.locator(":focus")).toHaveAccessibleName(lastTitle);
  await expectVisibleFocus(page, "removing the middle line");
});
