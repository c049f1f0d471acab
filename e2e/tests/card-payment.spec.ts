/**
 * Paying by card through Stripe Checkout (docs/decisions/0050-card-payments-through-stripe.md),
 * against the tests' local Stripe: the "card" project's own shop (playwright.config.ts; e2e/start-server.mjs
 * starts the fake with E2E_STRIPE=fake and gives the shop its keys), so the other flows' shop takes no cards. The shopper
 * chooses Card, is sent to the fake's hosted page (no Stripe script in the shop's pages), pays, and
 * comes back to /checkout/success with the order placed; or goes back to /checkout/cancel with the cart kept.
 */
import { expect } from "@playwright/test";
import { addAddress, addToCart, bearer, inStockProducts, newCustomer, test, useSession } from "./fixtures";

const ADDRESS = { street: "7 Card Lane", city: "Portland", state: "OR", country: "USA", zipCode: "97201" };

test.describe("paying by card", () => {
  test("Card on the payment step, Stripe's page, back on /checkout/success with the order placed", async ({
    page,
    request,
  }) => {
    const user = await newCustomer(request, "card");
    const [product] = await inStockProducts(request);
    await addToCart(request, user, product!.productId, 1);
    await addAddress(request, user, ADDRESS);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await useSession(page, user);
    await page.goto("/checkout");
    await page.getByRole("radio", { name: new RegExp(ADDRESS.street) }).check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeVisible();
    await page.getByRole("radio", { name: /^Card/ }).check();
    await page.getByRole("button", { name: "Review Order" }).click();
    await page.getByRole("button", { name: "Pay by Card" }).click();
    // Stripe's page (the fake's): the shop loaded no Stripe script of its own.
    await expect(page.getByRole("heading", { name: /^Pay / })).toBeVisible();
    expect(scripts.filter((s) => /stripe/i.test(s))).toEqual([]);
    await page.getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=\d+/);
    await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
    const id = Number(new URL(page.url()).searchParams.get("order"));
    const order = await (await request.get(`/api/orders/${id}`, { headers: bearer(user) })).json();
    expect(order).toMatchObject({
      orderStatus: "Order Placed",
      paymentDTO: { paymentMethod: "card", pgName: "Stripe", pgStatus: "succeeded" },
    });
  });

  test("going back from Stripe's page lands on /checkout/cancel, the cart kept", async ({ page, request }) => {
    const user = await newCustomer(request, "cardback");
    const [product] = await inStockProducts(request);
    await addToCart(request, user, product!.productId, 1);
    await addAddress(request, user, ADDRESS);
    await useSession(page, user);
    await page.goto("/checkout");
    await page.getByRole("radio", { name: new RegExp(ADDRESS.street) }).check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByRole("radio", { name: /^Card/ }).check();
    await page.getByRole("button", { name: "Review Order" }).click();
    await page.getByRole("button", { name: "Pay by Card" }).click();
    await page.getByRole("link", { name: "Back to the shop" }).click();
    await expect(page).toHaveURL(/\/checkout\/cancel\?order=\d+/);
    await expect(page.getByText("Your payment was cancelled. Your cart items are still saved.")).toBeVisible();
    const id = Number(new URL(page.url()).searchParams.get("order"));
    const order = await (await request.get(`/api/orders/${id}`, { headers: bearer(user) })).json();
    expect(order.orderStatus).toBe("Awaiting payment");
    await page.getByRole("link", { name: "Back to Cart" }).click();
    await expect(page.getByText(product!.productName).first()).toBeVisible();
  });
});
