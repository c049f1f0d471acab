import { type APIRequestContext, expect } from "@playwright/test";
import {
  addAddress,
  addToCart,
  bearer,
  DEMO,
  expectAccessible,
  newCustomer,
  placeCashOrder,
  type SignedIn,
  signInApi,
  solidPng,
  switchUser,
  uniqueName,
  useSession,
  test,
} from "./fixtures";

/** A 16×16 PNG made for this test (a small colour gradient). */
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABlklEQVR4nA3L0QBAIQxA0RCGEMIQhjCEEIYwhBBC2McFCCGEEEJ47/yf1hrS6A1tWMMboxGNbMzGalRjN07jNl6jNUGELqhgggtDCCGFKSyhhC0c4QpP/tCRTu9oxzreGZ3oZGd2Vqc6u3M6t/P6HxRRuqKKKa4MJZRUprKUUrZylKs8/YMhRjfUMMONYYSRxjSWUcY2jnGNZ39wxOmOOua4M5xw0pnOcsrZznGu8/wPAxn0gQ5s4IMxiEEO5mANarAHZ3AHb/whkKAHGljgwQgiyGAGK6hgBye4wYs/JJL0RBNLPBlJJJnMZCWV7OQkN3n5h4lM+kQnNvHJmMQkJ3OyJjXZkzO5kzf/sJBFX+jCFr4Yi1jkYi7WohZ7cRZ38dYfCil6oYUVXowiiixmsYoqdnGKW7z6w0Y2faMb2/hmbGKTm7lZm9rszdnczdt/OMihH/RgBz+MQxzyMA/rUId9OId7eOcPF7n0i17s4pdxiUte5mVd6rIv53Iv7/7hIY/+0Ic9/DEe8cjHfKxHPfbjPO7jPT74o6QQdaP0PQAAAABJRU5ErkJggg==";

interface Product {
  productId: number;
  productName: string;
  image: string;
  price: number;
  specialPrice: number;
  quantity: number;
  sellerName: string;
}

interface Stats {
  totalProducts: number;
  totalOrders: number;
  totalSales: number;
  totalCustomers: number;
}

const money = (amount: number) => `$${amount.toFixed(2)}`;

async function getJson<T>(request: APIRequestContext, path: string, user: SignedIn): Promise<T> {
  const res = await request.get(path, { headers: bearer(user) });
  expect(res.status(), await res.text()).toBe(200);
  return res.json() as Promise<T>;
}

async function ownProducts(request: APIRequestContext, seller: SignedIn): Promise<Product[]> {
  const page = await getJson<{ content: Product[] }>(
    request,
    "/api/seller/products?pageNumber=0&pageSize=50&sortBy=productId&sortOrder=desc",
    seller,
  );
  return page.content;
}

test.describe("seller dashboard", () => {
  test("a seller adds a product with an image, it reaches the storefront, then edits and deletes it", async ({
    page,
    request,
  }) => {
    // About forty steps through the form, the storefront and back: more than a minute on a loaded machine.
    test.slow();
    const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
    await useSession(page, seller);
    const name = `E2E Lantern ${uniqueName("p")}`;

    await page.goto("/seller/products");
    await expect(page).toHaveTitle(/^Seller Dashboard \| /);
    await expect(page.getByRole("heading", { level: 1, name: "Seller Dashboard" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "My Products" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add Product" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add New Product" });
    await expect(dialog.getByLabel("Category")).not.toHaveValue("");
    // Every rule shows before anything is sent.
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expect(dialog.getByText("Product name is required")).toBeVisible();
    await expect(dialog.getByText("Price is required")).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel(/^Product Name(?! in )/).fill(name);
    await dialog.getByLabel(/^Description(?! in )/).fill("A warm little lantern for long evenings.");
    await dialog.getByLabel("Price ($)").fill("19.99");
    await dialog.getByLabel("Quantity").fill("25");
    await dialog.getByLabel("Discount (%)").fill("10");
    await dialog
      .getByLabel("Product Images")
      .setInputFiles([{ name: "lantern.png", mimeType: "image/png", buffer: Buffer.from(PNG_BASE64, "base64") }]);
    await dialog.getByRole("button", { name: "Add Product" }).click();
    await expect(page.getByText("Product added successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(name)).toBeVisible();

    const created = (await ownProducts(request, seller)).find((p) => p.productName === name);
    expect(created, "the new product is in the seller's list").toBeTruthy();
    const product = created as Product;
    expect(product.image).toMatch(/^\/images\//);
    expect(product.specialPrice).toBeCloseTo(17.99, 2);

    // The storefront shows it with the uploaded image.
    const imageStem = product.image.replace(/-\d+\.webp$/, "");
    await page.goto(`/products/${product.productId}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const picture = page.locator(`img[src^="${imageStem}"]`).first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // Edit.
    await page.goto("/seller/products");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Product" });
    await expect(edit.getByLabel(/^Product Name(?! in )/)).toHaveValue(name);
    await edit.getByLabel("Price ($)").fill("24.5");
    await edit.getByLabel("Discount (%)").fill("0");
    await edit.getByRole("button", { name: "Update Product" }).click();
    await expect(page.getByText("Product updated successfully")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row.getByText("$24.50")).toBeVisible();
    // Banners clear after 5 s.
    await expect(page.getByText("Product updated successfully")).toBeHidden({ timeout: 8000 });

    // Delete after the confirmation.
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Product" });
    await expect(confirm.getByText("Are you sure you want to delete this product?")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Product deleted successfully")).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    expect((await request.get(`/api/public/products/${product.productId}`)).status()).toBe(404);
  });

  test("a seller uploads three images, reorders them, and the storefront gallery follows", async ({
    page,
    request,
  }) => {
    const seller = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
    const categories = (await (await request.get("/api/public/categories?pageSize=1")).json()) as {
      content: { categoryId: number }[];
    };
    const name = `E2E Vase ${uniqueName("g")}`;
    const created = await request.post(`/api/admin/categories/${categories.content[0]!.categoryId}/products`, {
      headers: bearer(seller),
      data: { productName: name, description: "A vase in three colours.", price: 30, discount: 0, quantity: 5 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { productId } = (await created.json()) as Product;

    await useSession(page, seller);
    await page.goto("/seller/products");
    await page.getByRole("button", { name: `Images of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Images of ${name}` });
    await expect(dialog.getByText("No images yet.", { exact: false })).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: "red.png", mimeType: "image/png", buffer: solidPng(200, 40, 40) },
      { name: "green.png", mimeType: "image/png", buffer: solidPng(40, 160, 60) },
      { name: "blue.png", mimeType: "image/png", buffer: solidPng(40, 70, 200) },
    ]);
    await expect(dialog.getByText("3 images added.")).toBeVisible();
    const tiles = dialog.getByRole("list", { name: "Images in order" }).getByRole("listitem");
    await expect(tiles).toHaveCount(3);
    await expectAccessible(page);

    const galleryOf = async () =>
      (
        (await (await request.get(`/api/public/products/${productId}`)).json()) as { gallery: { id: string }[] }
      ).gallery.map((g) => g.id);
    const uploaded = await galleryOf();
    expect(uploaded).toHaveLength(3);

    // The blue one becomes the main image, then red moves after green: blue, green, red.
    await dialog.getByRole("button", { name: "Make image 3 of 3 the main image" }).click();
    await expect(dialog.getByText("Main image changed.")).toBeVisible();
    await dialog.getByRole("button", { name: "Move image 2 of 3 later" }).click();
    await expect(dialog.getByText("Order saved.")).toBeVisible();
    const order = [uploaded[2]!, uploaded[1]!, uploaded[0]!];
    await expect.poll(galleryOf).toEqual(order);
    await dialog.getByRole("button", { name: "Done" }).click();

    // The storefront shows them in that order: main image first, thumbnails after, arrows step through.
    await page.goto(`/products/${productId}`);
    const images = page.getByRole("region", { name: "Product images" });
    const main = images.getByRole("button", { name: /^Zoom:/ }).locator("img");
    await expect(main).toHaveAttribute("src", `/images/${order[0]}-640.webp`);
    const thumbs = images.getByRole("list", { name: "Choose an image" }).locator("img");
    await expect(thumbs).toHaveCount(3);
    for (const [i, id] of order.entries()) await expect(thumbs.nth(i)).toHaveAttribute("src", `/images/${id}-640.webp`);
    await images.getByRole("button", { name: "Next image" }).click();
    await expect(main).toHaveAttribute("src", `/images/${order[1]}-640.webp`);
    await images.getByRole("button", { name: "Show image 3 of 3" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(main).toHaveAttribute("src", `/images/${order[0]}-640.webp`);
    await images.getByRole("button", { name: /^Zoom:/ }).click();
    const zoom = page.getByRole("dialog", { name });
    await expect(zoom.locator("img")).toHaveAttribute("src", `/images/${order[0]}-1024.webp`);
    await expect(zoom.getByRole("button", { name: "Close dialog" })).toBeFocused();
    // The arrow keys step through the images in the zoomed view too.
    await page.keyboard.press("ArrowRight");
    await expect(zoom.locator("img")).toHaveAttribute("src", `/images/${order[1]}-1024.webp`);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(zoom).toBeHidden();
    // The product card in the list shows the main image.
    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    await expect(page.locator(`img[src="/images/${order[0]}-640.webp"]`).first()).toBeVisible();
  });

  test("each seller sees and ships only their own lines of a two-seller order", async ({ page, request }) => {
    // Two sellers and a customer, six accessibility scans and the order history: about a minute on
    // a loaded 2-core machine, so this test gets three times the usual time.
    test.slow();
    const seller1 = await signInApi(request, DEMO.seller1.username, DEMO.seller1.password);
    const seller2 = await signInApi(request, DEMO.seller2.username, DEMO.seller2.password);
    const customer = await newCustomer(request);
    const p1 = (await ownProducts(request, seller1)).find((p) => p.quantity >= 5);
    const p2 = (await ownProducts(request, seller2)).find((p) => p.quantity >= 5);
    expect(p1 && p2, "both sellers have products in stock").toBeTruthy();
    const [one, two] = [p1 as Product, p2 as Product];
    const statsBefore = await getJson<Stats>(request, "/api/seller/dashboard/stats", seller1);

    // The customer orders one of seller1's and two of seller2's through the API.
    await addToCart(request, customer, one.productId, 1);
    await addToCart(request, customer, two.productId, 2);
    const addressId = await addAddress(request, customer, {
      street: "9 Orchard Lane",
      city: "Portland",
      state: "OR",
      country: "USA",
      zipCode: "97201",
    });
    const placed = await placeCashOrder(request, customer, addressId);
    expect(placed.status(), await placed.text()).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: number };

    // Stats moved for seller1.
    const statsAfter = await getJson<Stats>(request, "/api/seller/dashboard/stats", seller1);
    // Other browser tests may order seller1's products at the same time, hence "at least".
    expect(statsAfter.totalOrders).toBeGreaterThanOrEqual(statsBefore.totalOrders + 1);
    expect(statsAfter.totalCustomers).toBeGreaterThanOrEqual(statsBefore.totalCustomers + 1);
    expect(statsAfter.totalSales).toBeGreaterThanOrEqual(statsBefore.totalSales + one.specialPrice - 0.005);

    // Seller1's overview shows the new numbers and the order among the recent ones.
    await useSession(page, seller1);
    await page.goto("/seller/dashboard");
    const cardNumber = async (label: string) =>
      Number(
        ((await page.getByRole("group", { name: label }).innerText()).match(/[\d,.]+\s*$/)?.[0] ?? "").replace(
          /,/g,
          "",
        ),
      );
    await expect(page.getByRole("group", { name: "Total Sales" })).toContainText("$");
    await expect.poll(() => cardNumber("Orders")).toBeGreaterThanOrEqual(statsAfter.totalOrders);
    expect(await cardNumber("Total Sales")).toBeGreaterThanOrEqual(statsAfter.totalSales - 0.005);
    await expect(
      page
        .getByRole("list", { name: "Recent orders" })
        .getByRole("listitem")
        .filter({ hasText: `Order #${orderId}` }),
    ).toContainText(customer.email);
    await expectAccessible(page);

    // Seller1's orders: only their line and their earnings.
    await page.getByRole("tab", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/seller\/orders$/);
    const row1 = page.getByRole("row").filter({ has: page.getByRole("cell", { name: `#${orderId}`, exact: true }) });
    await expect(row1).toContainText(money(one.specialPrice));
    await expect(row1).toContainText("Order Placed");
    await expectAccessible(page);
    await row1.getByRole("button", { name: `View details of order ${orderId}` }).click();
    const details = page.getByRole("dialog", { name: `Order #${orderId}` });
    await expect(details.getByText(one.productName)).toBeVisible();
    await expect(details.getByText(two.productName)).toHaveCount(0);
    await expect(details.getByText("Cash on Delivery")).toBeVisible();
    await expect(details.getByText("9 Orchard Lane")).toBeVisible();
    await expectAccessible(page);
    await details.getByRole("button", { name: "Close dialog" }).click();

    await row1.getByRole("button", { name: `Mark Shipped: order ${orderId}` }).click();
    // The carrier and tracking number go with the shipment; the customer's order shows them.
    const ship = page.getByRole("dialog", { name: `Mark Shipped: order #${orderId}` });
    await ship.getByLabel("Carrier (optional)").fill("UPS");
    await ship.getByLabel("Tracking number (optional)").fill("1Z999AA10123456784");
    await expectAccessible(page);
    await ship.getByRole("button", { name: "Mark Shipped" }).click();
    await expect(page.getByText("Order status updated successfully")).toBeVisible();
    await expect(row1).toContainText("Shipped");
    await expect(row1.getByRole("button", { name: `Mark Shipped: order ${orderId}` })).toHaveCount(0);
    await expect(row1.getByRole("button", { name: `Mark Delivered: order ${orderId}` })).toBeVisible();

    const midway = await getJson<{ orderStatus: string; shipments?: { trackingNumber: string | null }[] }>(
      request,
      `/api/orders/${orderId}`,
      customer,
    );
    expect(midway.orderStatus).toBe("Partially Shipped");
    expect(midway.shipments?.map((x) => x.trackingNumber)).toContain("1Z999AA10123456784");

    // Seller2 sees only their own line with their earnings and ships it.
    await switchUser(page, seller2);
    await page.goto("/seller/orders");
    // The back office names who is signed in (its own frame has no storefront user menu).
    await expect(page.getByText("Signed in as seller2")).toBeVisible();
    const row2 = page.getByRole("row").filter({ has: page.getByRole("cell", { name: `#${orderId}`, exact: true }) });
    await expect(row2).toContainText(money(two.specialPrice * 2));
    await row2.getByRole("button", { name: `View details of order ${orderId}` }).click();
    const details2 = page.getByRole("dialog", { name: `Order #${orderId}` });
    await expect(details2.getByText(two.productName)).toBeVisible();
    await expect(details2.getByText(one.productName)).toHaveCount(0);
    await details2.getByRole("button", { name: "Close dialog" }).click();
    await row2.getByRole("button", { name: `Mark Shipped: order ${orderId}` }).click();
    await page
      .getByRole("dialog", { name: `Mark Shipped: order #${orderId}` })
      .getByRole("button", { name: "Mark Shipped" })
      .click();
    await expect(page.getByText("Order status updated successfully")).toBeVisible();
    await expect(row2.getByRole("button", { name: `Mark Delivered: order ${orderId}` })).toBeVisible();

    const shipped = await getJson<{ orderStatus: string }>(request, `/api/orders/${orderId}`, customer);
    expect(shipped.orderStatus).toBe("Shipped");

    // The history (decision 0016): the seller sees the order's steps and their own part's ...
    await row2.getByRole("button", { name: `View details of order ${orderId}` }).click();
    const history2 = page
      .getByRole("dialog", { name: `Order #${orderId}` })
      .getByRole("list", { name: "Order history" });
    // One line per event: placing the order and its parts is one line, the part's Shipped and the
    // order's derived Shipped another.
    await expect(history2.getByRole("listitem")).toHaveText([
      /^Order Placed.*by the customer$/,
      /^Partially Shipped.*by the seller$/,
      /^Shipped by you[^·]*$/,
    ]);
    await page.keyboard.press("Escape");

    // ... and the customer the whole of it in their order's details.
    await switchUser(page, customer);
    await page.goto("/orders");
    await page.getByRole("button", { name: new RegExp(`Order #${orderId}`) }).click();
    const history = page.getByRole("list", { name: "Order history" });
    await expect(history.getByRole("listitem")).toHaveText([
      /^Order Placed.*by you$/,
      new RegExp(`^Shipped by ${DEMO.seller1.shopName} · Order now Partially Shipped[^·]*$`),
      new RegExp(`^Shipped by ${DEMO.seller2.shopName}[^·]*$`),
    ]);
    await expectAccessible(page);
  });
});
