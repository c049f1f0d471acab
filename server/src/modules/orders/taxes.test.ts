/**
 * Taxes as the country has them (docs/decisions/0036-taxes.md), through the API: a German shop in
 * euros whose prices include 19 % VAT, with books at 7 %. A two-seller order with a code charges the
 * prices shoppers saw (no tax on top), takes each line's tax out of its discounted price, keeps each
 * line's rate, and the ledger books parts that add up to the order. Categories refuse rates outside
 * 0–100 or with more than 2 decimals; the shop's and the sellers' tax IDs are printed on the invoice.
 * The expected figures were worked out by hand (half-up rounding, largest remainders), not by the
 * pricing module.
 */
import { MSG } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import {
  addAddress,
  addToCart,
  apiOf,
  createShop,
  createUser,
  deliverParts,
  ledgerEntriesOf,
  placeCashOrder,
} from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";

type Shop = Awaited<ReturnType<typeof createShop>>;

const product = (fields: object) => ({ description: "Made with care", quantity: 20, discount: 0, ...fields });

describe("a German shop whose prices include VAT (EUR/DE, 19 %, books at 7 %)", () => {
  let shop: Shop;
  const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(() => shop.ctx)(...args);
  let books: number;

  beforeAll(async () => {
    shop = await createShop("Clothing");
    const { currencyDigits: _d, ...settings } = (await api("GET", "/public/settings")).json();
    const res = await api("PUT", "/admin/settings", shop.admin, {
      ...settings,
      currency: "EUR",
      country: "DE",
      taxRate: 19,
      shippingFee: 4.9,
      freeShippingThreshold: null,
      pricesIncludeTax: true,
      taxId: "DE123456789",
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => shop?.ctx.close());

  it("says it includes tax and its tax ID, and keeps both through a change that leaves them out", async () => {
    const settings = (await api("GET", "/public/settings")).json();
    expect(settings).toMatchObject({ currency: "EUR", pricesIncludeTax: true, taxId: "DE123456789" });
    const { currencyDigits: _d, pricesIncludeTax: _p, taxId: _t, ...rest } = settings;
    const res = await api("PUT", "/admin/settings", shop.admin, { ...rest, tagline: "Gut und günstig" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pricesIncludeTax: true, taxId: "DE123456789", tagline: "Gut und günstig" });
    const long = await api("PUT", "/admin/settings", shop.admin, { ...rest, taxId: "X".repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ taxId: MSG.taxIdInvalid });
    const notBoolean = await api("PUT", "/admin/settings", shop.admin, { ...rest, pricesIncludeTax: "yes" });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().fieldErrors).toEqual({ pricesIncludeTax: MSG.settingsPricesIncludeTax });
    expect((await api("GET", "/public/settings")).json()).toMatchObject({
      pricesIncludeTax: true,
      taxId: "DE123456789",
    });
  });

  it("gives categories their own rate, percent with up to 2 decimals, null for the shop's", async () => {
    const created = await api("POST", "/public/categories", shop.admin, { categoryName: "Books", taxRate: 7 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ categoryName: "Books", taxRate: 7 });
    books = created.json().categoryId;
    const plain = await api("POST", "/public/categories", shop.admin, { categoryName: "Toys" });
    expect(plain.json()).toMatchObject({ categoryName: "Toys", taxRate: null });

    for (const taxRate of [101, 7.125, -1, "7"]) {
      const res = await api("POST", "/public/categories", shop.admin, { categoryName: "Food", taxRate });
      expect(res.statusCode, String(taxRate)).toBe(400);
      expect(res.json().fieldErrors, String(taxRate)).toEqual({ taxRate: MSG.categoryTaxRateRange });
      const changed = await api("PUT", `/admin/categories/${books}`, shop.admin, { categoryName: "Books", taxRate });
      expect(changed.statusCode, String(taxRate)).toBe(400);
    }
    // Nothing was changed by the refused calls.
    const list = (await api("GET", "/public/categories?pageSize=50")).json().content;
    expect(list.map((c: { categoryName: string }) => c.categoryName).sort()).toEqual(["Books", "Clothing", "Toys"]);

    const reduced = await api("PUT", `/admin/categories/${plain.json().categoryId}`, shop.admin, {
      categoryName: "Toys",
      taxRate: 5.5,
    });
    expect(reduced.json()).toMatchObject({ taxRate: 5.5 });
    // A rename that leaves the rate out keeps it; null gives the category the shop's rate again.
    const renamed = await api("PUT", `/admin/categories/${books}`, shop.admin, { categoryName: "Books & Maps" });
    expect(renamed.json()).toMatchObject({ categoryName: "Books & Maps", taxRate: 7 });
    const shops = await api("PUT", `/admin/categories/${plain.json().categoryId}`, shop.admin, {
      categoryName: "Toys",
      taxRate: null,
    });
    expect(shops.json()).toMatchObject({ taxRate: null });
    expect(list.find((c: { categoryId: number }) => c.categoryId === books)).toMatchObject({ taxRate: 7 });
  });

  it("charges a two-seller order with a code what the shopper saw, with each line's tax taken out", async () => {
    const { sellerA, sellerB, admin } = shop;
    expect((await api("PUT", "/seller/profile", sellerA, { taxId: "DE999999999" })).json()).toMatchObject({
      displayName: null,
      taxId: "DE999999999",
    });
    expect((await api("GET", "/seller/profile", sellerA)).json().taxId).toBe("DE999999999");
    const long = await api("PUT", "/seller/profile", sellerB, { taxId: "1".repeat(41) });
    expect(long.statusCode).toBe(400);
    expect((await api("GET", "/seller/profile", sellerB)).json().taxId).toBe("");

    const shirt = await api(
      "POST",
      `/admin/categories/${shop.categoryId}/products`,
      sellerA,
      product({ productName: "Shirt", price: 69 }),
    );
    expect(shirt.statusCode, shirt.body).toBe(201);
    const book = await api(
      "POST",
      `/admin/categories/${books}/products`,
      sellerB,
      product({ productName: "Atlas", price: 21.4 }),
    );
    expect(book.statusCode, book.body).toBe(201);
    expect((await api("POST", "/admin/promotions", admin, { code: "FUENF", kind: "fixed", value: 5 })).statusCode).toBe(
      201,
    );
    expect(
      (await api("PUT", "/admin/marketplace", admin, { commissionPercent: 10, cashCollectedBy: "seller" })).statusCode,
    ).toBe(200);

    const customer = await createUser(shop.ctx);
    expect((await addToCart(shop.ctx, customer, shirt.json().productId, 1)).statusCode).toBe(200);
    expect((await addToCart(shop.ctx, customer, book.json().productId, 2)).statusCode).toBe(200);
    const applied = await api("PUT", "/carts/promotion", customer, { code: "FUENF" });
    expect(applied.statusCode, applied.body).toBe(200);
    // The cart says each line's rate (null: the shop's) and its share of the code, as the order will.
    // €5 over 69.00 and 42.80: 3.0859 and 1.9141 → 3.08 and 1.91, the cent left to the larger remainder.
    const cart = (await api("GET", "/carts/users/cart", customer)).json();
    expect(cart.products.map((p: object) => p)).toMatchObject([
      { productName: "Shirt", taxRate: null, promotionDiscount: 3.09 },
      { productName: "Atlas", taxRate: 7, promotionDiscount: 1.91 },
    ]);

    const res = await placeCashOrder(shop.ctx, customer, await addAddress(shop.ctx, customer));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    // Lines 69.00 + 2 × 21.40 = 111.80, less €5 = 106.80, + 4.90 shipping = 111.70: no tax on top.
    // The shirt pays 65.91 at 19 %: 65.91 / 1.19 = 55.3866 → 55.39 net, 10.52 tax.
    // The atlas pays 40.89 at 7 %: 40.89 / 1.07 = 38.21495 → 38.21 net, 2.68 tax. Tax 13.20.
    expect(order).toMatchObject({
      currency: "EUR",
      pricesIncludeTax: true,
      subtotal: 111.8,
      discount: 5,
      shippingFee: 4.9,
      tax: 13.2,
      taxAmount: 13.2,
      totalAmount: 111.7,
    });
    expect(order.orderItemDTOs.map((i: object) => i)).toMatchObject([
      { taxRate: 19, promotionDiscount: 3.09 },
      { taxRate: 7, promotionDiscount: 1.91 },
    ]);
    // The confirmation mail names the tax as included, not as added.
    const [mail] = (await shop.ctx.outbox()).filter((m) => m.to === customer.email && /confirmed/.test(m.subject));
    expect(mail!.text).toContain(MSG.mailTaxIncluded);
    expect(mail!.text).not.toMatch(/^Tax\b/m);
    // The rates stay with the order when the category's changes.
    await api("PUT", `/admin/categories/${books}`, admin, { categoryName: "Books & Maps", taxRate: 10 });
    const kept = (await api("GET", `/orders/${order.orderId}`, customer)).json();
    expect(kept.orderItemDTOs.map((i: { taxRate: number }) => i.taxRate)).toEqual([19, 7]);

    // Each part's tax is its own lines'; shipping 4.90 shared by 65.91 : 40.89 → 3.0240 and 1.8760,
    // so 3.02 and 1.88. A pays 65.91 + 3.02 = 68.93; B 40.89 + 1.88 = 42.77; together 111.70.
    const parts = await rowsOf<{ seller_id: number; tax_cents: number; shipping_cents: number; paid_cents: number }>(
      shop.ctx.database.db.execute(
        sql`select seller_id, tax_cents, shipping_cents, paid_cents from seller_shipments where order_id = ${order.orderId} order by seller_id`,
      ),
    );
    expect(parts.map((p) => [p.seller_id, p.tax_cents, p.shipping_cents, p.paid_cents])).toEqual([
      [sellerA.id, 1052, 302, 6893],
      [sellerB.id, 268, 188, 4277],
    ]);

    await deliverParts(shop.ctx, order.orderId, sellerA, sellerB);
    const entries = await ledgerEntriesOf(shop.ctx, order.orderId);
    expect(entries.map((e) => [e.seller_id, e.type, e.amount_cents])).toEqual([
      [sellerA.id, "sale", 6900],
      [sellerA.id, "commission", -690],
      [sellerA.id, "cash_collected", -6893],
      [sellerB.id, "sale", 4280],
      [sellerB.id, "commission", -428],
      [sellerB.id, "cash_collected", -4277],
    ]);
    const cash = entries.filter((e) => e.type === "cash_collected").reduce((s, e) => s + Number(e.amount_cents), 0);
    expect(-cash).toBe(11170);

    // The invoice: the shop's tax ID as the issuer's, the seller's beside the shop, the tax as included.
    const pdf = await api("GET", `/orders/${order.orderId}/invoice.pdf`, customer);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(MSG.invoiceTaxId("DE123456789"));
    expect(text).toContain(MSG.invoiceSellerTaxId(`Seller ${sellerA.id}`, "DE999999999"));
    expect(text).toContain(MSG.invoiceTaxIncluded("7%, 19%"));
    expect(text).not.toContain(`Seller ${sellerB.id}`);
  });
});
