import { expect } from "@playwright/test";
import { DEMO, expectAccessible, newCustomer, signInApi, switchUser, uniqueName, useSession, test } from "./fixtures";

const BACK_OFFICE = [
  "/seller/dashboard",
  "/seller/products",
  "/seller/orders",
  "/admin/products",
  "/admin/categories",
  "/admin/users",
  "/admin/mail",
  "/admin/settings",
  "/admin/pages",
  "/admin/newsletter",
];

test.describe("admin screens", () => {
  test("an admin adds, renames and deletes a category, and cannot delete one with products", async ({
    page,
    request,
  }) => {
    const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    await useSession(page, admin);
    // "Aaa" sorts first by name, so the new category is on page 1.
    const name = `Aaa ${uniqueName("cat")}`;
    const renamed = `${name} Renamed`;

    await page.goto("/admin/categories");
    await expect(page).toHaveTitle(/^Manage Categories \| /);
    await expect(page.getByRole("columnheader", { name: "Name" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add Category" }).click();
    const form = page.getByRole("dialog", { name: "Add Category" });
    await form.getByLabel("Category Name").fill("A");
    await form.getByRole("button", { name: "Add Category" }).click();
    await expect(form.getByText("Category name should have at least 2 characters")).toBeVisible();
    await form.getByLabel("Category Name").fill(name);
    await expect(form.getByText("Category name should have at least 2 characters")).toBeHidden();
    await form.getByRole("button", { name: "Add Category" }).click();
    await expect(page.getByText("Category added successfully")).toBeVisible();
    await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();

    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Category" });
    await expect(edit.getByLabel("Category Name")).toHaveValue(name);
    await edit.getByLabel("Category Name").fill(renamed);
    await edit.getByRole("button", { name: "Update Category" }).click();
    await expect(page.getByText("Category updated successfully")).toBeVisible();
    await expect(page.getByRole("cell", { name: renamed, exact: true })).toBeVisible();

    // A category that still has products stays, and the screen says why.
    await page.getByRole("button", { name: "Delete Electronics" }).click();
    let confirm = page.getByRole("dialog", { name: "Delete Category" });
    await expect(confirm.getByText("Are you sure you want to delete this category?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alert")).toContainText("Category still has products");
    await expect(page.getByRole("cell", { name: "Electronics", exact: true })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${renamed}` }).click();
    confirm = page.getByRole("dialog", { name: "Delete Category" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Category deleted successfully")).toBeVisible();
    await expect(page.getByRole("cell", { name: renamed, exact: true })).toHaveCount(0);
  });

  test("Manage Products lists every product with the admin's rights", async ({ page, request }) => {
    const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    await useSession(page, admin);
    await page.goto("/admin/products");
    await expect(page).toHaveTitle(/^Manage Products \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Manage Products" })).toBeVisible();
    await expect(page.getByText(/Admins can correct any product/)).toBeVisible();
    // Demo products belong to the sellers: the admin may correct and delete them.
    const row = page
      .getByRole("row")
      .filter({ hasText: `Seller: ${DEMO.seller1.shopName}` })
      .first();
    await expect(row.getByRole("button", { name: /^Edit / })).toBeEnabled();
    await expect(row.getByRole("button", { name: /^Delete / })).toBeEnabled();
    await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
    await expectAccessible(page);
  });

  test("an admin grants a new account the seller role and that account reaches the dashboard", async ({
    page,
    request,
  }) => {
    const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    const newcomer = await newCustomer(request, "vendor");
    await useSession(page, admin);

    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    // The admin's own admin role cannot be removed.
    await expect(page.getByRole("checkbox", { name: "Admin role for admin" })).toBeDisabled();
    await expectAccessible(page);

    await page.getByLabel("Search users").fill(newcomer.username);
    await page.getByRole("button", { name: "Search accounts" }).click();
    await expect(page.getByText(`1 account matching "${newcomer.username}"`)).toBeVisible();
    const sellerBox = page.getByRole("checkbox", { name: `Seller role for ${newcomer.username}` });
    await expect(sellerBox).not.toBeChecked();
    await sellerBox.check();
    await expect(page.getByText(`Roles of ${newcomer.username} updated successfully`)).toBeVisible();
    await expect(sellerBox).toBeChecked();

    // Signing in again picks up the new role.
    const promoted = await signInApi(request, newcomer.username, newcomer.password);
    expect(promoted.roles).toContain("ROLE_SELLER");
    await switchUser(page, promoted);
    await page.goto("/seller/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Seller Dashboard" })).toBeVisible();
    await page.getByRole("tab", { name: "My Products" }).click();
    await expect(page.getByText("You haven't created any products yet.")).toBeVisible();
    await page.getByRole("tab", { name: "Overview" }).click();
    await expect(page.getByText("No recent activity to display.")).toBeVisible();
  });

  test("an admin writes the About page in Markdown and a shopper reads it from the footer", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    await useSession(page, admin);
    await page.goto("/");
    await page.getByRole("button", { name: /admin/ }).first().click();
    await page.getByRole("link", { name: "Back office" }).click();
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Pages" }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    const story = `Our story ${uniqueName("s")}`;
    const editor = page.getByLabel("About Us (Markdown)");
    await expect(editor).not.toHaveValue("");
    await editor.fill(`## ${story}\n\nWe sell **good** things.\n\n<script>window.hacked = true</script>`);
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(
      page.getByRole("region", { name: "Preview of About Us" }).getByRole("heading", { name: story }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save page" }).click();
    await expect(page.getByText("Page saved")).toBeVisible();

    const shopper = await browser.newContext({ baseURL });
    const guest = await shopper.newPage();
    await guest.goto("/");
    await guest.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(guest).toHaveURL(/\/about$/);
    await expect(guest.getByRole("heading", { level: 2, name: story })).toBeVisible();
    await expect(guest.getByText("good", { exact: true })).toBeVisible();
    // The script is shown as text and never runs.
    await expect(guest.getByText("<script>window.hacked = true</script>")).toBeVisible();
    expect(await guest.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    await shopper.close();
  });

  test("an admin opens Mail delivery from the back office's navigation", async ({ page, request }) => {
    const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    await useSession(page, admin);
    await page.goto("/");
    await page.getByRole("button", { name: /admin/ }).first().click();
    await page.getByRole("link", { name: "Back office" }).click();
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Mail delivery" }).click();
    await expect(page).toHaveURL(/\/admin\/mail$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mail delivery" })).toBeVisible();
    // The browser tests' mail goes to a folder: nothing fails to send.
    await expect(page.getByText("Every mail was delivered")).toBeVisible();
    await expectAccessible(page);
  });

  test("a plain customer is sent to /login from every back-office route", async ({ page, request }) => {
    const customer = await newCustomer(request);
    await useSession(page, customer);
    for (const path of BACK_OFFICE) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test("a guest is sent to /login from the back office", async ({ page }) => {
    for (const path of BACK_OFFICE) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });
});
