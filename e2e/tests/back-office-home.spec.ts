/**
 * The back office of its own (docs/decisions/0053-the-back-office-of-its-own.md): the storefront's menu
 * has one link into it, /admin is the owner's home, and every figure links to its list.
 */
import { expect } from "@playwright/test";
import { bearer, DEMO, expectAccessible, signInApi, test, useSession } from "./fixtures";

test.describe("the owner's back office", () => {
  test("an admin goes from the storefront's menu to the home, its figures and back", async ({ page, request }) => {
    const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    const expected = await (
      await request.get("/api/admin/home", { headers: bearer(admin) })
    ).json();
    await useSession(page, admin);
    await page.goto("/");
    await page.getByRole("button", { name: /admin/ }).first().click();
    await page.getByRole("link", { name: "Back office", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    for (const name of ["Seller Dashboard", "Product Management", "Category Management", "Orders", "Store settings"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Needs doing today" })).toBeVisible();
    const period = page.getByRole("region", { name: "Last 30 days" });
    // Other tests place orders meanwhile: the figure is a number, its link the period's orders.
    await expect(period.getByRole("link", { name: /^Orders/ })).toHaveText(/^Orders[\d,]+/);
    await expectAccessible(page);

    // By keyboard: the skip link comes first and lands on the page.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

    await period.getByRole("link", { name: /^Sales/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?from=${expected.last30.from}&to=${expected.last30.to}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");

    // The spec's routes land in the same frame.
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Products" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Product Management" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Seller Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Seller Dashboard" })).toBeVisible();

    await nav.getByRole("link", { name: "Back to the storefront" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("a seller's menu leads to their dashboard in the back office, without the admin's screens", async ({
    page,
    request,
  }) => {
    const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
    await useSession(page, seller);
    await page.goto("/");
    await page.getByRole("button", { name: /seller1/ }).first().click();
    await page.getByRole("link", { name: "Seller Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Seller Dashboard" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Seller Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveCount(0);
    await expectAccessible(page);
  });
});
