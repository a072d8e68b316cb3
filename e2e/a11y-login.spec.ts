import { expectNoAxeViolations, expectVisibleFocus, openSettled, PASSWORD } from "./a11y-support";
import { createAccount, expect, test, uniqueEmail } from "./fixtures";
import { PROVIDER } from "./test-servers";

test.describe("sign-in form", () => {
  test("has visible labels tied to its inputs", async ({ page }) => {
    await openSettled(page, "/login");
    for (const [label, type] of [
      ["E-mail", "text"],
      ["Password", "password"],
    ] as const) {
      const visibleLabel = page.locator("label", { hasText: label });
      await expect(visibleLabel).toBeVisible();
      const input = page.getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute("type", type);
      await expect(input).toHaveAttribute("id", (await visibleLabel.getAttribute("for")) ?? "");
      await expect(input).toHaveAccessibleName(label);
      // Pressing the label puts the cursor in its field.
      await visibleLabel.click();
      await expect(input).toBeFocused();
    }
  });
});

test.describe("'Forgot your password?'", () => {
  test("follows the password field in the Tab order, shows its focus, and works with Enter", async ({
    page,
  }) => {
    const email = uniqueEmail("a11y-reset");
    await createAccount(email, PASSWORD);
    await openSettled(page, "/login");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").focus();
    await page.keyboard.press("Tab");
    const forgot = page.getByRole("button", { name: "Forgot your password?" });
    await expect(forgot).toBeFocused();
    await expectVisibleFocus(page, "Tab from the password field");
    await page.keyboard.press("Enter");
    const sent = page.getByRole("status").filter({ hasText: email });
    await expect(sent).toBeVisible(PROVIDER);
    await expect(forgot).toBeFocused();
    await expectNoAxeViolations(page, "/login after a reset link was sent");
  });
});
