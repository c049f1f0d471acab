import { expect } from "@playwright/test";
import {
  addAddress,
  addToCart,
  DEMO,
  expectAccessible,
  expectNoSidewaysScroll,
  inStockProducts,
  newCustomer,
  placeCashOrder,
  signInApi,
  test,
  useSession,
} from "./fixtures";

test.describe("the admin's orders", () => {
  test("an admin finds a customer's order by their e-mail, keeps the search through a reload, and opens it", async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, "ordersearch");
    const [product] = await inStockProducts(request);
    await addToCart(request, customer, product!.productId, 1);
    const addressId = await addAddress(request, customer, {
      fullName: "Grace Hopper",
      street: "1 Compiler Way",
      city: "Arlington",
      state: "VA",
      country: "USA",
      zipCode: "22201",
    });
    const placed = await placeCashOrder(request, customer, addressId);
    expect(placed.status(), await placed.text()).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: number };

    const admin = await signInApi(request, DEMO.admin.username, DEMO.admin.password);
    await useSession(page, admin);
    await page.goto("/admin/orders");
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search orders" });
    await search.fill(customer.email.toUpperCase());
    await search.press("Enter");
    const list = page.getByRole("table", { name: "Orders" });
    await expect(list.getByRole("row")).toHaveCount(2);
    await expect(list.getByText(`#${orderId}`, { exact: true })).toBeVisible();
    await expect(page.getByText("1 order", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/keyword=/);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue(customer.email.toUpperCase());
    await expect(page.getByRole("table", { name: "Orders" }).getByText(`#${orderId}`, { exact: true })).toBeVisible();

    await page.getByRole("button", { name: `View details of order ${orderId}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(product!.productName)).toBeVisible();
    await expect(dialog.getByText("Grace Hopper")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // On a phone: cards, no sideways scroll.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole("list", { name: "Orders" }).getByText(`Order #${orderId}`)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
