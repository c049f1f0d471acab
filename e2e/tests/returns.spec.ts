/**
 * A return in the browser (docs/decisions/0046-returns-and-refunds.md): the customer asks to return
 * one unit of a delivered part from the order's page; its seller approves it, records what came back
 * and records the refund from the Returns tab; the customer's page then shows it refunded. The seller's
 * own window is on their product's page (also as the server renders it), the parcel goes to the return
 * address of their shop profile, and the refund shows by return on their Earnings and on the admin's
 * statement of the seller.
 */
import { expect } from "@playwright/test";
import {
  addAddress,
  addToCart,
  bearer,
  DEMO,
  expectAccessible,
  inStockProducts,
  newCustomer,
  placeCashOrder,
  signInApi,
  switchUser,
  test,
  useSession,
} from "./fixtures";

const ADDRESS = {
  street: "3 Quay Lane",
  apartmentNumber: "",
  city: "Bristol",
  state: "Avon",
  country: "UK",
  zipCode: "BS1 4RN",
};

test("a customer returns a delivered unit and its seller receives and refunds it", async ({ page, request }) => {
  // The customer's, the seller's and the admin's screens in one story: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const customer = await newCustomer(request, "returner");
  const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
  const product = (await inStockProducts(request)).find((p) => p.sellerName === DEMO.seller1.shopName);
  expect(product, "a product of the demo's first seller").toBeDefined();
  const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
  // The seller's own window and return address, in the Shop profile tab.
  await useSession(page, seller);
  await page.goto("/seller/profile");
  await page.getByLabel("Your return window (days)").fill("30");
  await page.getByLabel("Address for returns").fill("Returns desk\n7 Kiln Lane\nStoke ST1 1AA");
  await page.getByRole("button", { name: "Save shop profile" }).press("Enter");
  await expect(page.getByText(/Shop profile saved/)).toBeVisible();
  // On the seller's product: in the page as the server renders it, and once it runs.
  const html = await (await request.get(`/products/${product!.productId}`)).text();
  expect(html).toContain("Returns within 30 days");
  await page.goto(`/products/${product!.productId}`);
  await expect(page.getByTestId("return-window")).toHaveText("Returns within 30 days");
  await addToCart(request, customer, product!.productId, 2);
  const placed = await placeCashOrder(request, customer, await addAddress(request, customer, ADDRESS));
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = (await placed.json()).orderId as number;
  for (const status of ["Shipped", "Delivered"]) {
    const res = await request.put(`/api/seller/orders/${orderId}/status?status=${status}`, { headers: bearer(seller) });
    expect(res.status(), await res.text()).toBe(200);
  }

  // The customer's order page offers the delivered part's return, with its window.
  await switchUser(page, customer);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("heading", { name: "Returns" })).toBeVisible();
  await expect(page.getByText(/You can return these items until/)).toBeVisible();
  await page.getByRole("button", { name: `Return items from ${DEMO.seller1.shopName}` }).click();
  const form = page.getByRole("dialog");
  await form.getByLabel(/how many to return \(at most 2\)/).fill("1");
  await form.getByLabel(/Why are you returning them/).selectOption("wrong_size");
  await expectAccessible(page);
  await form.getByRole("button", { name: "Ask for the return" }).click();
  await expect(page.getByText("Your return is asked for: the seller will answer by e-mail")).toBeVisible();
  await expect(page.getByText("Return requested", { exact: true })).toBeVisible();
  const returns = await request.get(`/api/orders/${orderId}/returns`, { headers: bearer(customer) });
  const returnId = (await returns.json())[0].returnId as number;

  // The seller decides from the Returns tab, by keyboard where a form takes it.
  await switchUser(page, seller);
  await page.goto("/seller/returns");
  await expect(page.getByRole("tab", { name: "Returns" })).toHaveAttribute("aria-selected", "true");
  // The list names what comes back.
  await expect(page.getByRole("table", { name: "Returns" }).getByText(product!.productName).first()).toBeVisible();
  await page
    .getByRole("button", { name: `Open return #${returnId}` })
    .first()
    .click();
  const details = page.getByRole("dialog");
  await details.getByRole("button", { name: "Approve" }).click();
  await details.getByRole("button", { name: "Record what came back" }).click();
  await details.getByLabel("Reference of the payment").fill(`CASH-${returnId}`);
  await details.getByLabel("Reference of the payment").press("Enter");
  await expect(details.getByText("Refunded", { exact: true })).toBeVisible();
  await details.getByRole("button", { name: "Close dialog" }).click();

  // The refund on the seller's Earnings, by return.
  await page.goto("/seller/earnings");
  const byReturn = page.getByRole("table", { name: "Refund, commission given back and cash paid back, by return" });
  await expect(byReturn.getByRole("link", { name: `Return #${returnId} of order #${orderId}` })).toBeVisible();

  // The customer sees it refunded.
  await switchUser(page, customer);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByText("Refunded", { exact: true }).first()).toBeVisible();
  // The parcel went to the return address of the seller's shop profile, on its lines.
  await expect(page.getByText(/Send the parcel to: Returns desk\s+7 Kiln Lane/)).toBeVisible();
  const mails = await request.get(`/api/orders/${orderId}/returns`, { headers: bearer(customer) });
  expect((await mails.json())[0].sendTo).toBe("Returns desk\n7 Kiln Lane\nStoke ST1 1AA");

  // The admin's statement of the seller, from Sellers & payouts, by keyboard.
  await switchUser(page, admin);
  await page.goto("/admin/sellers");
  const open = page.getByRole("button", { name: `See the statement of ${DEMO.seller1.shopName}` }).first();
  await open.focus();
  await page.keyboard.press("Enter");
  const statement = page.getByRole("dialog", { name: `Statement of ${DEMO.seller1.shopName}` });
  await expect(statement.getByRole("link", { name: `Return #${returnId} of order #${orderId}` })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  // Back to the shop's window and address for the other specs.
  const reset = await request.put("/api/seller/profile", {
    headers: bearer(seller),
    data: { returnWindowDays: null, returnAddress: "" },
  });
  expect(reset.status()).toBe(200);
});
