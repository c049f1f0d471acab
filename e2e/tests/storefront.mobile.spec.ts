import { expect } from "@playwright/test";
import { expectAccessible, expectNoSidewaysScroll, test } from "./fixtures";

test.describe("storefront on a phone", () => {
  test("the filter panel is toggled below 768 px", async ({ page }) => {
    await page.goto("/products");
    await expect(page.getByRole("heading", { level: 1, name: "All Products" })).toBeVisible();
    const toggle = page.getByRole("button", { name: /Show filters/ });
    const filters = page.getByRole("complementary", { name: "Filters" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(filters).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: /Hide filters/ })).toHaveAttribute("aria-expanded", "true");
    await expect(filters).toBeVisible();
    await filters.getByRole("link", { name: "Fashion" }).click();
    await expect(page).toHaveURL(/category=2/);
    await expect(page.getByRole("heading", { level: 1, name: "Fashion" })).toBeVisible();
    // The category's own list has come (the previous one stands in, dimmed and aria-busy, until then:
    // an axe pass over the dimmed cards read their contrast as too low).
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);

    // No sideways scrolling on a phone.
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test("the mobile menu mirrors the header", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav.getByRole("link", { name: "Categories" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search products" });
    await search.fill("lamp");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/products\?search=lamp$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search Results for lamp" })).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Categories" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shop by Categories" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a guest can add to the cart and see the summary on a phone", async ({ page }) => {
    await page.goto("/products/1");
    // The demo headphones come in colours: one is chosen first (decision 0022).
    await page.getByRole("radio", { name: "Blue", exact: true }).check({ force: true });
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to Cart")).toBeVisible();
    await page.getByRole("link", { name: /^Cart, 1 item$/ }).click();
    await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
