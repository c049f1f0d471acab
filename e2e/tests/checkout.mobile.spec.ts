import { expect } from "@playwright/test";
import {
  addToCart,
  expectAccessible,
  expectNoSidewaysScroll,
  inStockProducts,
  newCustomer,
  useSession,
  test,
} from "./fixtures";

/** Phone width (375 px): the whole checkout, then the order in the account screen, without sideways scrolling. */
test("checkout and account at phone width", async ({ page, request }) => {
  const user = await newCustomer(request, "phone");
  const [product] = await inStockProducts(request);
  await addToCart(request, user, product!.productId, 1);

  await useSession(page, user);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await page.getByLabel("Full name").fill("Pat Doe");
  await page.getByLabel("Phone number").fill("617 555 0123");
  await page.getByLabel("Street address").fill("18 Beacon Street");
  await page.getByLabel("City").fill("Boston");
  await page.getByLabel("State / Province").fill("MA");
  await page.getByLabel("Country").fill("USA");
  await page.getByLabel("ZIP / Postal code").fill("02108");
  await expectNoSidewaysScroll(page);
  // Continue with the form filled saves that address and goes on with it (by keyboard).
  await page.getByRole("button", { name: "Continue to Payment" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Payment method" })).toBeVisible();
  await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
  await page.getByRole("button", { name: "Review Order" }).click();
  await expect(page.getByText(/18 Beacon Street/).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expectNoSidewaysScroll(page);

  // The order's own page (decision 0035).
  await page.getByRole("link", { name: "View Order" }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await expect(page.getByRole("heading", { name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.getByText("Cash on Delivery")).toBeVisible();
  await expectNoSidewaysScroll(page);
});
