import type { Page } from "@playwright/test";
import { expect, type FaultProxy, test } from "./fault-proxy";
import { createAccount, uniqueEmail } from "./fixtures";
import { PROVIDER } from "./test-servers";

// The app's code, held back at the fault proxy, so the test acts on the prerendered page before it is interactive.
const APP_CODE = /^\/assets\/main-[^/]+\.js$/;

/** Opens `path` with the app's code held at the proxy, once the page has asked for it; returns its release. */
async function openWithCodeHeld(page: Page, proxy: FaultProxy, path: string): Promise<() => void> {
  const release = proxy.holdNext(APP_CODE);
  await page.goto(path);
  await expect.poll(() => proxy.requests(APP_CODE)).toHaveLength(1);
  return release;
}

test("a press on 'Add to Basket' before the page is interactive is not lost", async ({
  page,
  faultProxy: proxy,
}) => {
  const release = await openWithCodeHeld(page, proxy, "/");

  await page.getByRole("button", { name: "Add to Basket" }).first().click();
  await page.getByRole("button", { name: "Add to Basket" }).nth(1).click();
  await expect(page.getByRole("link", { name: "Basket, 0 items" })).toBeVisible();

  release();
  await expect(page.getByRole("link", { name: "Basket, 2 items" })).toBeVisible();
  await expect(page).toHaveURL("/");
});

test("typing and pressing Sign In before the page is interactive signs in, with no password in the address", async ({
  page,
  faultProxy: proxy,
}) => {
  const email = uniqueEmail("early");
  await createAccount(email, "early-pass-1");
  // Every address the page asks for, so that a native form submission cannot slip by unseen.
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  const release = await openWithCodeHeld(page, proxy, "/login");

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("early-pass-1");
  await page.getByRole("button", { name: "Sign In" }).click();

  release();
  await expect(page).toHaveURL("/", PROVIDER);
  await expect(page.getByText(`Hello ${email}`)).toBeVisible(PROVIDER);
  expect(addresses.filter((address) => address.includes("early-pass-1"))).toEqual([]);
});

test("a held press looks busy at once, moving nothing, in forced colours and under reduced motion too", async ({
  page,
  faultProxy: proxy,
}) => {
  await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
  const release = await openWithCodeHeld(page, proxy, "/");
  const add = page.getByRole("button", { name: "Add to Basket" }).first();
  const before = await add.boundingBox();

  await add.click();
  await expect(add).toHaveAttribute("aria-busy", "true");
  const look = () =>
    add.evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        moving: style.animationName !== "none",
      };
    });
  expect(await look()).toEqual({ outline: "dashed 3px", moving: false });
  expect(await add.boundingBox()).toEqual(before);
  await page.emulateMedia({ forcedColors: "none", reducedMotion: "no-preference" });
  expect(await look()).toEqual({ outline: "dashed 3px", moving: true });

  release();
  await expect(page.getByRole("link", { name: "Basket, 1 item" })).toBeVisible();
  await expect(add).not.toHaveAttribute("aria-busy");
});

test("two presses on the banner's Stop before the page is interactive toggle it twice: it ends as it began", async ({
  page,
  faultProxy: proxy,
}) => {
  const release = await openWithCodeHeld(page, proxy, "/");
  const banner = page.getByRole("region", { name: "Featured offers" });
  const stop = banner.getByRole("button", { name: "Stop banner rotation" });
  await stop.click();
  await stop.click();

  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Stopped, then started again: the shopper's last word was to play.
  await expect(banner.getByRole("button", { name: "Stop banner rotation" })).not.toHaveAttribute("aria-busy");
  await expect(banner).toHaveAttribute("data-playing", "");
  await expect(banner.getByRole("button", { name: "Start banner rotation" })).toHaveCount(0);
});
