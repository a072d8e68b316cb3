import { failSignIn, openSettled } from "./a11y-support";
import { expect, test } from "./fixtures";

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

  test("after a failed sign-in the alert's text stays on the page in an alert region", async ({ page }) => {
    const message = await failSignIn(page);
    expect(message).not.toBe("");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(message);
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL("/login");
  });
});
