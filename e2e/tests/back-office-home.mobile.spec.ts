/** The back office on a phone (docs/decisions/0053-the-back-office-of-its-own.md): a menu under its top bar. */
import { expect } from "@playwright/test";
import { DEMO, expectAccessible, expectNoSidewaysScroll, signInApi, test, useSession } from "./fixtures";

test("on a phone the owner's home fits, and its menu opens by keyboard and leads to the orders", async ({
  page,
  request,
}) => {
  const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
  await useSession(page, admin);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Last 30 days" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  const toggle = page.getByRole("button", { name: "Open the back-office menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  await expect(page.getByRole("button", { name: "Close the back-office menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press("Enter");
  await nav.getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(nav).toBeHidden();
  await expectNoSidewaysScroll(page);
});
