import { expect } from "@playwright/test";
import { DEMO, expectAccessible, expectNoSidewaysScroll, signInApi, switchUser, useSession, test } from "./fixtures";

test("the seller and admin screens fit a phone", async ({ page, request }) => {
  const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
  await useSession(page, seller);

  await page.goto("/seller/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Seller Dashboard" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Total Sales" })).toContainText("$");
  // The sales chart and its screen-reader table fit too.
  await expect(page.getByRole("img", { name: /^Revenue and orders per day, last 30 days/ })).toBeVisible();
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expectNoSidewaysScroll(page);

  // On a phone the product and order tables turn into cards with their actions in view.
  await page.getByRole("tab", { name: "My Products" }).click();
  const product = page.getByRole("list", { name: "Products" }).getByRole("listitem").first();
  await expect(product).toBeVisible();
  await expect(product.getByRole("button", { name: /^Delete / })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Add Product" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add New Product" });
  await expect(dialog.getByLabel(/^Product Name(?! in )/)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/seller/orders");
  const order = page.getByRole("list", { name: "Orders" }).getByRole("listitem").first();
  await expect(order.getByRole("button", { name: /^View details of order / })).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
  await switchUser(page, admin);
  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Categories" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Delete" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
