import { createAccount, expect, fillCredentials, recordDialogs, test, uniqueEmail } from "./fixtures";
import { EMULATOR_URL } from "./test-servers";

// These faults are made with Playwright's request routing, which cannot see a request that the
// offline worker answers from its cache: the worker is kept out (e2e/offline.spec.ts covers it).
test.use({ serviceWorkers: "block" });

const PASSWORD = "loading-pass-1";

test("when the provider's code fails to load at first, a later sign-in still updates the header", async ({
  page,
}) => {
  const email = uniqueEmail("retry");
  await createAccount(email, PASSWORD);
  let attempts = 0;
  await page.route(/\/assets\/firebase-auth-adapter-[^/]+\.js$/, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort("internetdisconnected");
    else await route.continue();
  });
  const failedLoad = page.waitForEvent("console", (message) =>
    message.text().includes("could not be loaded"),
  );
  await page.goto("/login");
  await failedLoad;

  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/", { timeout: 20_000 });
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible({ timeout: 20_000 });
  expect(attempts).toBe(2);
});

test("a sign-in that answers after the shopper has left the page does not pull them back home", async ({
  page,
}) => {
  const email = uniqueEmail("leave");
  await createAccount(email, PASSWORD);
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(`${EMULATOR_URL}/**/accounts:signInWithPassword*`, async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto("/login");
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Signing in…" })).toBeVisible();

  await page.getByRole("link", { name: "Bazaar home" }).click();
  await page.getByRole("link", { name: /^Basket/ }).click();
  await expect(page).toHaveURL("/checkout");
  answer();
  await expect(page.getByRole("banner").getByText(`Hello ${email}`)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL("/checkout");
});

// The app's own chunk and React DOM's, which boot.ts fetches side by side.
for (const chunk of ["main", "client"]) {
  test(`if the app's code (${chunk}) cannot be fetched, the page says so and offers a reload`, async ({
    page,
  }) => {
    const dialogs = recordDialogs(page);
    await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), (route) =>
      route.abort("internetdisconnected"),
    );
    await page.goto("/");
    await expect(page.getByRole("alert")).toContainText("could not load");
    await expect(page.getByRole("button", { name: "Reload the page" })).toBeVisible();
    // The prerendered page is still there to read.
    await expect(page.getByRole("article")).toHaveCount(12);
    expect(dialogs).toEqual([]);
  });
}
