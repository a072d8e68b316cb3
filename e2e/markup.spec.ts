// The W3C Nu Html Checker (vnu) finds no error and no warning in the pages: as Hosting serves them
// (the prerendered HTML, before any script), and as the shopper's browser holds them once the app
// has hydrated and been used. One run of the checker per test (Java takes seconds to start).
import type { Page } from "@playwright/test";
import { checkMarkup, markupMessages } from "../scripts/vnu.mjs";
import { addProducts, openSettled } from "./a11y-support";
import { expect, test } from "./fixtures";

type Checked = { name: string; html: string };

// A run of the checker takes 2 to 5 s on a busy two-core machine, the hydrated walk 10 to 20 s.
test.describe.configure({ timeout: 60_000 });

/** Fails listing every error and warning, each under its document's name, so a failure says what to fix. */
async function expectValidMarkup(documents: Checked[]): Promise<void> {
  const reports = await checkMarkup(documents);
  expect(reports.map((report) => report.name)).toEqual(documents.map((document) => document.name));
  const messages = markupMessages(reports);
  expect(messages.length, `the Nu Html Checker's messages:\n${messages.join("\n")}\n`).toBe(0);
}

/** The page as the browser holds it now, serialized as a document. */
async function currentDocument(page: Page, name: string): Promise<Checked> {
  return { name, html: await page.evaluate(() => `<!doctype html>${document.documentElement.outerHTML}`) };
}

test("each prerendered page, as served, has no markup error or warning", async ({ request }) => {
  const pages = [
    { path: "/", status: 200 },
    { path: "/checkout", status: 200 },
    { path: "/login", status: 200 },
    { path: "/no-such-page", status: 404 }, // the not-found page
  ];
  const documents: Checked[] = [];
  for (const { path, status } of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
    documents.push({ name: `${path} as served`, html: await response.text() });
  }
  await expectValidMarkup(documents);
});

test("each page, hydrated and in use, has no markup error or warning", async ({ page }) => {
  // Home with items in the basket, then the basket and the sign-in page reached through the
  // header's links, so the basket is still full (a page load would empty it).
  await openSettled(page, "/");
  await addProducts(page, [0, 7, 3]);
  const documents = [await currentDocument(page, "/ hydrated, 3 items in the basket")];

  await page.getByRole("link", { name: "Basket, 3 items" }).click();
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(3);
  await expect(page.getByText("Subtotal (3 items)")).toBeVisible();
  documents.push(await currentDocument(page, "/checkout hydrated, 3 items"));

  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  documents.push(await currentDocument(page, "/login hydrated"));

  await openSettled(page, "/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, we couldn't find that page");
  documents.push(await currentDocument(page, "the not-found page hydrated"));

  await expectValidMarkup(documents);
});
