/**
 * The returns' screens on a phone (375 px): the customer's return form on the order page, the seller's
 * Returns tab as cards, and the admin's Returns screen, none scrolling sideways.
 */
import { expect } from "@playwright/test";
import {
  addAddress,
  addToCart,
  bearer,
  DEMO,
  expectNoSidewaysScroll,
  inStockProducts,
  newCustomer,
  placeCashOrder,
  signInApi,
  switchUser,
  test,
  useSession,
} from "./fixtures";

test("the return form, the seller's Returns tab and the admin's Returns screen fit a phone", async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, "phonereturn");
  const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
  const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
  const product = (await inStockProducts(request)).find((p) => p.sellerName === DEMO.seller1.shopName);
  await addToCart(request, customer, product!.productId, 1);
  const placed = await placeCashOrder(
    request,
    customer,
    await addAddress(request, customer, {
      street: "9 Pier Road",
      city: "Hull",
      state: "Yorks",
      country: "UK",
      zipCode: "HU1 1AA",
    }),
  );
  const orderId = (await placed.json()).orderId as number;
  for (const status of ["Shipped", "Delivered"]) {
    await request.put(`/api/seller/orders/${orderId}/status?status=${status}`, { headers: bearer(seller) });
  }

  await useSession(page, customer);
  await page.goto(`/orders/${orderId}`);
  await page.getByRole("button", { name: `Return items from ${DEMO.seller1.shopName}` }).click();
  const form = page.getByRole("dialog");
  await expect(form.getByRole("button", { name: "Ask for the return" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await form.getByLabel(/Why are you returning them/).selectOption("damaged");
  await form.getByRole("button", { name: "Ask for the return" }).click();
  await expect(page.getByText("Return requested", { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await switchUser(page, seller);
  await page.goto("/seller/returns");
  const card = page.getByRole("list", { name: "Returns" }).getByRole("listitem").first();
  await expect(card.getByRole("button", { name: /^Open return #/ })).toBeInViewport();
  await expectNoSidewaysScroll(page);

  await switchUser(page, admin);
  await page.goto("/admin/returns");
  await expect(page.getByRole("heading", { level: 1, name: "Returns" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
