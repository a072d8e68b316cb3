import type { Page } from "@playwright/test";
import { createAccount, expect, test, uniqueEmail } from "./fixtures";
import { PROVIDER } from "./test-servers";

/**
 * Holds back the app's code (the main chunk) until `release()`, so the test can act on the
 * prerendered page before it is interactive, as a shopper on a slow connection would.
 */
async function holdAppCode(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, wasRequested: () => requested };
}

test("a press on 'Add to Basket' before the page is interactive is not lost", async ({ page }) => {
  const app = await holdAppCode(page);
  await page.goto("/");
  await expect.poll(app.wasRequested).toBe(true);

  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await page.getByRole("button", { name: "Add to Basket" }).nth(1).click();
  await expect(page.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();

  app.release();
  await expect(page.getByRole("link", { name: "Basket, 2 items" })).toBeVisible();
  await expect(page).toHaveURL("/");
});

test("typing and pressing Sign In before the page is interactive signs in, with no password in the address", async ({
  page,
}) => {
  const email = uniqueEmail("early");
  await createAccount(email, "early-pass-1");
  const app = await holdAppCode(page);
  // Every address the page asks for, so that a native form submission cannot slip by unseen.
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  await page.goto("/login");
  await expect.poll(app.wasRequested).toBe(true);

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("early-pass-1");
  await page.getByRole("button", { name: "Sign In" }).click();

  app.release();
  await expect(page).toHaveURL("/", PROVIDER);
  await expect(page.getByText(`Hello ${email}`)).toBeVisible(PROVIDER);
  expect(addresses.filter((address) => address.includes("early-pass-1"))).toEqual([]);
});
