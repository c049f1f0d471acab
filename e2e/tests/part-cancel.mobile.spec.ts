/**
 * A seller cancels their part of a two-seller order on a phone, by keyboard
 * (docs/decisions/0043-cancelling-one-part.md, 0048): the details' "Cancel my part" asks for the reason,
 * the details say it is done, nothing scrolls sideways; the customer's order then has what is left to pay.
 */
import { type APIRequestContext, expect } from "@playwright/test";
import {
  addAddress,
  addToCart,
  bearer,
  DEMO,
  expectAccessible,
  expectNoSidewaysScroll,
  newCustomer,
  placeCashOrder,
  type SignedIn,
  signInApi,
  test,
  useSession,
} from "./fixtures";

async function ownProduct(request: APIRequestContext, seller: SignedIn): Promise<number> {
  const res = await request.get("/api/seller/products?pageNumber=0&pageSize=50&sortBy=productId&sortOrder=desc", {
    headers: bearer(seller),
  });
  const { content } = (await res.json()) as { content: { productId: number; quantity: number }[] };
  const product = content.find((p) => p.quantity >= 5);
  expect(product, "the seller has a product in stock").toBeDefined();
  return product!.productId;
}

test("a seller cancels their part by keyboard on a phone", async ({ page, request }) => {
  test.slow();
  const seller1 = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
  const seller2 = await signInApi(request, DEMO.seller2.username, DEMO.seller2.password);
  const customer = await newCustomer(request, "partcancel");
  await addToCart(request, customer, await ownProduct(request, seller1), 1);
  await addToCart(request, customer, await ownProduct(request, seller2), 1);
  const addressId = await addAddress(request, customer, {
    fullName: "Robin Vale",
    phone: "503 555 0142",
    street: "9 Orchard Lane",
    city: "Portland",
    state: "OR",
    country: "USA",
    zipCode: "97201",
  });
  const placed = await placeCashOrder(request, customer, addressId);
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId, totalAmount } = (await placed.json()) as { orderId: number; totalAmount: number };

  await useSession(page, seller1);
  // The statement's order link opens the order's details.
  await page.goto(`/seller/orders?order=${orderId}`);
  const details = page.getByRole("dialog", { name: `Order #${orderId}` });
  const cancel = details.getByRole("button", { name: "Cancel my part" });
  await expect(cancel).toBeVisible();
  await cancel.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: `Cancel your part of order #${orderId}?` });
  const reason = confirm.getByLabel(/Reason for the customer/);
  await expect(reason).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.keyboard.type("The last one was damaged in the warehouse");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Cancel my part" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(confirm).toBeHidden();
  await expect(details.getByRole("status")).toHaveText(`Your part of order #${orderId} is cancelled`);
  await expect(details.getByText("Cancelled").first()).toBeVisible();
  await expect(cancel).toBeHidden();
  await expectNoSidewaysScroll(page);

  // The customer's order goes on with seller2's part, and what is left to pay is that part's.
  const order = await (await request.get(`/api/orders/${orderId}`, { headers: bearer(customer) })).json();
  expect(order.orderStatus).toBe("Order Placed");
  expect(order.paymentDTO.amount).toBeGreaterThan(0);
  expect(order.paymentDTO.amount).toBeLessThan(totalAmount);
});
