/**
 * A German shop selling in euros with prices that include VAT (docs/decisions/0034-money-formatting.md,
 * 0036-taxes.md, 0045-languages-and-messages.md): an empty shop of its own, German its default language,
 * set up by its admin through the API. The product page the server sends and the page after hydration
 * write 19,99 € as de-DE writes it, in a page whose <html lang> is German, without a hydration warning;
 * the cart and the checkout count in euros with the tax inside the price, and the order comes to the cent.
 */
import { expect } from "@playwright/test";
import { bearer, test, useSession } from "./fixtures";
import { collectProblems, editableSettings, mainBeforeAndAfterHydration, type OwnShop, startOwnShop } from "./own-shop";

/** € as a page in German writes it in Germany (`Intl`, de-DE: "19,99 €" with a no-break space). */
const euro = (amount: number) => new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(amount);

let shop: OwnShop;
let productId: number;

test.describe.configure({ mode: "serial" });

test.describe("a German shop selling in euros, VAT included", () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // Its own port (the demo shop's plus two: the yen shop has plus one) and folder.
    shop = await startOwnShop(2, "euro");
    const { api, owner } = shop;
    const saved = await api.put("/api/admin/settings", {
      headers: bearer(owner),
      data: {
        ...(await editableSettings(shop)),
        currency: "EUR",
        country: "DE",
        languages: ["de", "en"],
        pricesIncludeTax: true,
        taxRate: 19,
        shippingFee: 4.9,
        freeShippingThreshold: 50,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await (await api.get("/api/public/settings")).json()).toMatchObject({
      currency: "EUR",
      currencyDigits: 2,
      country: "DE",
      languages: ["de", "en"],
      pricesIncludeTax: true,
    });

    const seller = await shop.newSeller("euroseller");
    const category = await api.post("/api/public/categories", {
      headers: bearer(owner),
      data: { categoryName: "Kaffee" },
    });
    expect(category.status(), await category.text()).toBe(201);
    const product = await api.post(`/api/admin/categories/${(await category.json()).categoryId}/products`, {
      headers: bearer(seller),
      data: {
        productName: "Espressobohnen",
        description: "Ganze Bohnen, 500 g",
        price: 19.99,
        discount: 0,
        quantity: 20,
      },
    });
    expect(product.status(), await product.text()).toBe(201);
    productId = (await product.json()).productId;
  });

  test.afterAll(async () => shop?.close());

  test("the server's product page and the hydrated one write 19,99 € the same way, in German", async ({ page }) => {
    const price = euro(19.99);
    const html = await (await shop.api.get(`/products/${productId}`)).text();
    expect(html).toMatch(/<html[^>]* lang="de"/);
    const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf("<script"));
    expect(root).toContain("Espressobohnen");
    expect(root).toContain(price);
    expect(root).not.toContain("€19.99");
    expect(html).toContain('"priceCurrency":"EUR"');

    const problems = collectProblems(page);
    const after = await mainBeforeAndAfterHydration(page, `${shop.base}/products/${productId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Espressobohnen" })).toBeVisible();
    expect(after.kept, "hydration kept the server's <main>").toBe(true);
    expect(after.before).toContain(price);
    expect(after.now).toContain(price);
    const count = (text: string) => text.split(price).length - 1;
    expect(count(after.now)).toBe(count(after.before));
    expect(problems).toEqual([]);
  });

  test("the cart and the checkout count in euros with the VAT inside, and the order comes to the cent", async ({
    page,
  }) => {
    const shopper = await shop.signUp("euroshopper");
    const address = await shop.api.post("/api/addresses", {
      headers: bearer(shopper),
      data: {
        fullName: "Lena Fischer",
        phone: "+49 30 1234567",
        street: "Invalidenstraße 117",
        apartmentNumber: "",
        city: "Berlin",
        state: "",
        country: "DE",
        zipCode: "10115",
      },
    });
    expect(address.status(), await address.text()).toBeLessThan(300);
    const problems = collectProblems(page);
    await useSession(page, shopper);
    await page.goto(`${shop.base}/products/${productId}`);
    // The shop's default language is German: its storefront speaks it (docs/decisions/0045).
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await expect(page.locator("header").getByText("1", { exact: true })).toBeVisible();

    await page.goto(`${shop.base}/cart`);
    const cart = page.getByRole("main");
    await expect(cart.getByText(euro(19.99)).first()).toBeVisible();
    await expect(cart).not.toContainText("$");

    await page.goto(`${shop.base}/checkout`);
    await page.getByRole("radio", { name: /Invalidenstraße 117/ }).check();
    await page.getByRole("button", { name: "Weiter zur Zahlung" }).click();
    await page.getByRole("radio", { name: /Barzahlung bei Lieferung/ }).check();
    await page.getByRole("button", { name: "Bestellung prüfen" }).click();
    const summary = page.getByRole("region", { name: "Bestellübersicht" });
    // 19,99 € with 19 % VAT inside it (3,19 €) and 4,90 € shipping: 24,89 €; the total never moves.
    await expect(summary.getByText(euro(4.9))).toBeVisible();
    await expect(summary.getByText(euro(3.19))).toBeVisible();
    await expect(summary.getByText(euro(24.89))).toBeVisible();
    await expect(summary).not.toContainText("$");
    await page.getByRole("button", { name: "Bestellung aufgeben" }).click();
    await expect(page).toHaveURL(/\/checkout\/success/);

    const orders = await (await shop.api.get("/api/orders/users", { headers: bearer(shopper) })).json();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ currency: "EUR", subtotal: 19.99, shippingFee: 4.9, totalAmount: 24.89 });
    expect(orders[0].paymentDTO.amount).toBe(24.89);
    expect(problems).toEqual([]);
  });
});
