/**
 * A shop that sells in yen (docs/decisions/0034-money-formatting.md): an empty shop of its own beside
 * the suite's demo shop (which stays a dollar shop), set to JPY/JP by its admin through the API. The
 * product page the server sends and the page after hydration write ¥1,980 the same way (as `Intl`
 * writes it for the page's language in Japan), without a hydration warning; the cart and the checkout
 * count in yen, and the order placed comes to the yen.
 */
import { expect } from "@playwright/test";
import { bearer, test, useSession } from "./fixtures";
import { collectProblems, editableSettings, mainBeforeAndAfterHydration, type OwnShop, startOwnShop } from "./own-shop";

/** ¥ as the shop writes it: `Intl` for the page's language (en) in the shop's country (en-JP). */
const yen = (amount: number) => new Intl.NumberFormat("en-JP", { style: "currency", currency: "JPY" }).format(amount);

let shop: OwnShop;
let YEN: string;
let productId: number;

test.describe.configure({ mode: "serial" });

test.describe("a shop selling in yen", () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // An empty shop with only its admin: no demo data, its own folder and port (the demo shop's plus one).
    shop = await startOwnShop(1, "yen");
    YEN = shop.base;
    const { api, owner } = shop;
    // The owner sets the shop to yen in Japan, with a yen shipping fee and 10 % tax.
    const settings = await editableSettings(shop);
    const saved = await api.put("/api/admin/settings", {
      headers: bearer(owner),
      data: {
        ...settings,
        currency: "JPY",
        country: "JP",
        shippingFee: 500,
        freeShippingThreshold: 100000,
        taxRate: 10,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await (await api.get("/api/public/settings")).json()).toMatchObject({
      currency: "JPY",
      currencyDigits: 0,
      country: "JP",
    });

    // One seller with one product at ¥1,980.
    const sellerNow = await shop.newSeller("yenseller");
    const category = await api.post("/api/public/categories", {
      headers: bearer(owner),
      data: { categoryName: "Tea" },
    });
    expect(category.status(), await category.text()).toBe(201);
    const product = await api.post(`/api/admin/categories/${(await category.json()).categoryId}/products`, {
      headers: bearer(sellerNow),
      data: { productName: "Sencha Tin", description: "Green tea leaves", price: 1980, discount: 0, quantity: 20 },
    });
    expect(product.status(), await product.text()).toBe(201);
    productId = (await product.json()).productId;
  });

  test.afterAll(async () => shop?.close());

  test("the server's product page and the hydrated one write ¥1,980 the same way", async ({ page }) => {
    const price = yen(1980);
    // The page as the server sends it, before any script runs.
    const html = await (await shop.api.get(`/products/${productId}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf("<script"));
    expect(root).toContain("Sencha Tin");
    expect(root).toContain(price);
    expect(root).not.toContain("$");
    expect(html).toContain('"priceCurrency":"JPY"');

    const problems = collectProblems(page);
    const after = await mainBeforeAndAfterHydration(page, `${YEN}/products/${productId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sencha Tin" })).toBeVisible();
    expect(after.kept, "hydration kept the server's <main>").toBe(true);
    expect(after.before).toContain(price);
    expect(after.now).toContain(price);
    // The price the shopper reads is the same text before and after hydration.
    const count = (text: string | null | undefined) => (text ?? "").split(price).length - 1;
    expect(count(after.now)).toBe(count(after.before));
    await expect(page.getByText(price).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the cart and the checkout count in yen and the order comes to the yen", async ({ page }) => {
    const shopper = await shop.signUp("yenshopper");
    const address = await shop.api.post("/api/addresses", {
      headers: bearer(shopper),
      data: {
        fullName: "Aiko Tanaka",
        phone: "+81 3 1234 5678",
        street: "1-1 Chiyoda",
        apartmentNumber: "",
        city: "Chiyoda-ku",
        state: "Tokyo",
        country: "JP",
        zipCode: "100-0001",
      },
    });
    expect(address.status(), await address.text()).toBeLessThan(300);
    const problems = collectProblems(page);
    await useSession(page, shopper);
    await page.goto(`${YEN}/products/${productId}`);
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

    await page.goto(`${YEN}/cart`);
    const cart = page.getByRole("main");
    await expect(cart.getByText(yen(1980)).first()).toBeVisible();
    await expect(cart).not.toContainText("$");

    await page.goto(`${YEN}/checkout`);
    await page.getByRole("radio", { name: /1-1 Chiyoda/ }).check();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByRole("radio", { name: /Cash on Delivery/ }).check();
    await page.getByRole("button", { name: "Review Order" }).click();
    const summary = page.getByRole("region", { name: "Order summary" });
    // ¥1,980 + ¥500 shipping + ¥198 tax (10 %, in whole yen).
    await expect(summary.getByText(yen(500))).toBeVisible();
    await expect(summary.getByText(yen(198))).toBeVisible();
    await expect(summary.getByText(yen(2678))).toBeVisible();
    await expect(summary).not.toContainText("$");
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order!" })).toBeVisible();

    const orders = await (await shop.api.get("/api/orders/users", { headers: bearer(shopper) })).json();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ currency: "JPY", subtotal: 1980, shippingFee: 500, tax: 198, totalAmount: 2678 });
    expect(orders[0].paymentDTO.amount).toBe(2678);
    expect(problems).toEqual([]);
  });
});
