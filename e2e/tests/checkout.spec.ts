import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  addAddress,
  addToCart,
  bearer,
  DEMO,
  expectAccessible,
  inStockProducts,
  newCustomer,
  placeCashOrder,
  type SignedIn,
  signInApi,
  uniqueName,
  useSession,
  test,
} from "./fixtures";

/* ---- seeding through the API ---- */

const ADDRESS = {
  street: "42 Willow Street",
  apartmentNumber: "Apt 3B",
  city: "Portland",
  state: "OR",
  country: "USA",
  zipCode: "97201",
};

async function ordersOf(
  request: APIRequestContext,
  user: SignedIn,
): Promise<{ orderId: number; totalAmount: number }[]> {
  const res = await request.get("/api/orders/users", { headers: bearer(user) });
  expect(res.status()).toBe(200);
  return res.json();
}

/** subtotal + 5.99 shipping + 7 % tax, in cents (half-up), as the shared pricing module does. */
function expectedTotal(lines: { unit: number; quantity: number }[]): string {
  const subtotal = lines.reduce((sum, l) => sum + Math.round(l.unit * 100) * l.quantity, 0);
  const tax = Math.floor((subtotal * 7 * 2 + 100) / 200);
  const total = subtotal + (subtotal > 0 ? 599 : 0) + tax;
  return `$${Math.floor(total / 100).toLocaleString("en-US")}.${String(total % 100).padStart(2, "0")}`;
}

/* ---- the wizard in the browser ---- */

async function toReview(page: Page, street = ADDRESS.street) {
  await page.getByRole("radio", { name: new RegExp(street) }).check();
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
  await page.getByRole("button", { name: "Review Order" }).click();
  await expect(page.getByRole("heading", { name: "Review your order" })).toBeVisible();
}

test.describe("checkout", () => {
  test("a fresh shopper adds an address, places a cash order and opens it from the thank-you page", async ({
    page,
    request,
  }) => {
    const user = await newCustomer(request);
    const [first, second] = await inStockProducts(request);
    await addToCart(request, user, first!.productId, 2);
    await addToCart(request, user, second!.productId, 1);
    const total = expectedTotal([
      { unit: first!.specialPrice, quantity: 2 },
      { unit: second!.specialPrice, quantity: 1 },
    ]);

    await useSession(page, user);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Shipping" }).first()).toHaveAttribute(
      "aria-current",
      "step",
    );

    // Continue without an address is refused: the empty new-address form says what it needs.
    await expect(page.getByRole("heading", { name: "Add a new address" })).toBeVisible();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expectAccessible(page);

    // The form checks the docs/product/storefront.md §5 rules, then the new address becomes the selection.
    await page.getByRole("button", { name: "Save and use this address" }).click();
    await expect(page.getByText("Street address is required")).toBeVisible();
    await expect(page.getByText("Phone number is required")).toBeVisible();
    await page.getByLabel("Full name").fill("Casey Lin");
    await page.getByLabel("Phone number").fill("503 555 0199");
    await page.getByLabel("Street address").fill(ADDRESS.street);
    await page.getByLabel("Apartment, suite, etc.").fill(ADDRESS.apartmentNumber);
    await page.getByLabel("City").fill(ADDRESS.city);
    await page.getByLabel("State / Province").fill(ADDRESS.state);
    await page.getByLabel("Country").fill(ADDRESS.country);
    await page.getByLabel("ZIP / Postal code").fill(ADDRESS.zipCode);
    await page.getByRole("button", { name: "Save and use this address" }).click();
    await expect(page.getByRole("radio", { name: new RegExp(ADDRESS.street) })).toBeChecked();

    await page.getByRole("button", { name: "Continue to Payment" }).click();
    // The only method is chosen from the start.
    await expect(page.getByRole("radio", { name: /Cash on Delivery/ })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Review Order" }).click();

    const summary = page.getByRole("region", { name: "Order summary" });
    await expect(summary.getByText(total)).toBeVisible();
    await expect(summary.getByText("$5.99")).toBeVisible();
    await page.getByLabel("Notes for your order (optional)").fill("Please ring twice");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Place Order" }).click();

    await expect(page).toHaveURL(/\/checkout\/success$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();
    const [order] = await ordersOf(request, user);
    expect(order).toBeDefined();
    await expect(page.getByText(`Your order #${order!.orderId} has been placed`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("lastOrderId"))).toBe(String(order!.orderId));
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("lastOrder") ?? "{}").orderId)).toBe(
      order!.orderId,
    );
    await expectAccessible(page);

    // The cart is empty now, and the order is in Orders with the total the checkout showed.
    const cart = await (await request.get("/api/carts/users/cart", { headers: bearer(user) })).json();
    expect(cart.products).toEqual([]);
    // View Order opens the order's own page (decision 0035), with the total and the delivery note.
    await page.getByRole("link", { name: "View Order" }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${order!.orderId}$`));
    await expect(page.getByRole("heading", { name: `Order #${order!.orderId}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Order amounts" })).toContainText(total);
    await expect(page.getByText("Please ring twice")).toBeVisible();
  });

  test("Back on the first step returns to the cart, and an empty cart redirects to it", async ({ page, request }) => {
    const user = await newCustomer(request);
    await useSession(page, user);
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/cart$/);

    const [product] = await inStockProducts(request);
    await addToCart(request, user, product!.productId, 1);
    await page.goto("/checkout");
    await page.getByRole("button", { name: "Back to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("a double click on Place Order places one order", async ({ page, request }) => {
    const user = await newCustomer(request);
    const [product] = await inStockProducts(request);
    await addToCart(request, user, product!.productId, 1);
    await addAddress(request, user, ADDRESS);

    await useSession(page, user);
    await page.goto("/checkout");
    await toReview(page);
    await page.getByRole("button", { name: "Place Order" }).dblclick();
    await expect(page).toHaveURL(/\/checkout\/success$/);
    expect(await ordersOf(request, user)).toHaveLength(1);
  });

  test("a retry after a lost answer reuses the Idempotency-Key and places one order", async ({ page, request }) => {
    const user = await newCustomer(request);
    const [product] = await inStockProducts(request);
    await addToCart(request, user, product!.productId, 1);
    await addAddress(request, user, ADDRESS);

    const keys: string[] = [];
    let dropped = false;
    await page.route("**/api/order/users/payments/cash", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch(); // the server places the order …
      await route.abort("connectionreset"); // … but the answer never arrives
    });

    await useSession(page, user);
    await page.goto("/checkout");
    await toReview(page);
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /reach the shop/ })).toBeVisible();
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/checkout\/success$/);

    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe("");
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOf(request, user)).toHaveLength(1);
  });

  test("an out-of-stock answer names the product and how many are left, and links back to the cart", async ({
    page,
    request,
  }) => {
    // A seller's product with the last 2 units; two shoppers want both.
    const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
    const categories = await (await request.get("/api/public/categories")).json();
    const categoryId = categories.content[0].categoryId;
    const productName = `Last Units ${uniqueName("lu")}`;
    const created = await request.post(`/api/admin/categories/${categoryId}/products`, {
      headers: bearer(seller),
      data: { productName, description: "Only two made", price: 30, discount: 0, quantity: 2 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { productId } = await created.json();

    const shopper = await newCustomer(request);
    await addToCart(request, shopper, productId, 2);
    await addAddress(request, shopper, ADDRESS);

    const rival = await newCustomer(request, "rival");
    await addToCart(request, rival, productId, 2);
    const rivalAddress = await addAddress(request, rival, ADDRESS);

    await useSession(page, shopper);
    await page.goto("/checkout");
    await toReview(page);
    // The rival buys the last units first.
    expect((await placeCashOrder(request, rival, rivalAddress)).status()).toBe(201);

    await page.getByRole("button", { name: "Place Order" }).click();
    const alert = page.getByRole("alert").filter({ hasText: productName });
    await expect(alert).toBeVisible();
    // The rival took both units: none are left, so the exact refusal is "out of stock".
    await expect(alert).toContainText(`${productName} is out of stock`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await ordersOf(request, shopper)).toHaveLength(0);

    await alert.getByRole("link", { name: "Update your cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("/checkout/cancel says the payment was cancelled and offers the cart and checkout", async ({
    page,
    request,
  }) => {
    const user = await newCustomer(request);
    await useSession(page, user);
    await page.goto("/checkout/cancel");
    await expect(page.getByText("Your payment was cancelled. Your cart items are still saved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Cart" })).toHaveAttribute("href", "/cart");
    await expect(page.getByRole("link", { name: "Try Checkout Again" })).toHaveAttribute("href", "/checkout");
    await expectAccessible(page);
    await expect(page).toHaveTitle(/Payment Cancelled \| /);
  });

  test("a guest at /checkout is sent to login", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/login$/);
  });
});
