/** Verified-buyer reviews (decision 0009): received, reviewed, averaged on the card and the page, replied to. */
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
  useSession,
  test,
} from "./fixtures";

const ADDRESS = {
  fullName: "Rita Reviewer",
  phone: "+1 555 010 0199",
  street: "7 Review Road",
  city: "Springfield",
  state: "IL",
  country: "United States",
  zipCode: "62704",
};

test("a customer who received a product reviews it; the seller replies", async ({ page, request }) => {
  const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
  const products = (await inStockProducts(request, 5)) as unknown as {
    productId: number;
    productName: string;
    sellerName: string;
    reviewCount: number;
  }[];
  const product = products.find((p) => p.sellerName === DEMO.seller1.shopName && p.reviewCount === 0);
  expect(product, "a product of seller1 without reviews").toBeDefined();
  if (!product) return;

  const customer = await newCustomer(request, "reviewer");
  await addToCart(request, customer, product.productId, 1);
  const order = await placeCashOrder(request, customer, await addAddress(request, customer, ADDRESS));
  expect(order.status()).toBe(201);
  const { orderId } = await order.json();

  // Not received yet: no form.
  await useSession(page, customer);
  await page.goto(`/products/${product.productId}`);
  await expect(page.getByText("Only customers who received this product can review it.")).toBeVisible();

  // The seller ships and delivers it.
  for (const status of ["Shipped", "Delivered"]) {
    const res = await request.put(`/api/seller/orders/${orderId}/status?status=${status}`, { headers: bearer(seller) });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.reload();
  const form = page.getByRole("form", { name: "Write a review" });
  await expect(form).toBeVisible();
  await expectAccessible(page);
  await form.getByRole("radio", { name: /4 stars/ }).check({ force: true });
  await form.getByLabel("Title (optional)").fill("Does the job");
  await form.getByLabel("Your review (optional)").fill("<b>Plain</b> text, as typed.");
  await form.getByRole("button", { name: "Post review" }).click();

  const reviews = page.getByRole("list", { name: "Reviews" });
  await expect(reviews.getByText("<b>Plain</b> text, as typed.")).toBeVisible();
  await expect(reviews.getByText("Verified buyer")).toBeVisible();
  await expect(page.getByText("1 review", { exact: true })).toBeVisible();
  await expect(page.getByText("4.0", { exact: true }).first()).toBeVisible();

  // The card shows the average and the count.
  // (Lists may be served from the catalog cache for its time-to-live, 5 s: reload until then.)
  const card = page.getByRole("article").filter({ hasText: product.productName }).first();
  await expect(async () => {
    await page.goto("/products?sortBy=rating&sortOrder=desc");
    await expect(card.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByText("(1)")).toBeVisible();

  // The seller replies from the product page.
  await switchUser(page, seller);
  await page.goto(`/products/${product.productId}`);
  await page.getByRole("button", { name: "Reply", exact: true }).click();
  await page.getByLabel("Your public reply").fill("Thanks for the review!");
  await page.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByText("Reply from the seller")).toBeVisible();
  await expect(page.getByText("Thanks for the review!")).toBeVisible();
  await expectAccessible(page);
});
