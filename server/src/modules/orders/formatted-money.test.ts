/**
 * A yen shop's amounts as people and machines read them (docs/decisions/0034-money-formatting.md):
 * the product page's JSON-LD and Open Graph price in yen with yen's digits, the order mail, the
 * invoice PDF (its embedded font) and the packing slip in the shop's locale, and the CSV's
 * `currency` column with plain decimals.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  placeCashOrder,
  type TestUser,
  webShell,
} from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";

type Shop = Awaited<ReturnType<typeof createShop>>;

describe("a yen shop (JPY/JP) writes its amounts in yen", () => {
  let shop: Shop;
  let customer: TestUser;
  let productId: number;
  let orderId: number;
  let webDist: string;
  const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(() => shop.ctx)(...args);

  beforeAll(async () => {
    // A shell for the storefront's pages (the head is written by the server, not by the built app).
    webDist = webShell();
    shop = await createShop("Teaware", {}, { SHOP_CURRENCY: "JPY", SHOP_COUNTRY: "JP", WEB_DIST: webDist });
    const settings = (await api("GET", "/public/settings")).json();
    const { currency: _c, country: _k, currencyDigits: _d, ...rest } = settings;
    const saved = await api("PUT", "/admin/settings", shop.admin, { ...rest, shippingFee: 500, taxRate: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    ({ productId } = await createProduct(shop.ctx, shop.sellerA, shop.categoryId, {
      productName: "Teapot",
      description: "A fine teapot",
      price: 1980,
      quantity: 20,
    }));
    customer = await createUser(shop.ctx);
    expect((await addToCart(shop.ctx, customer, productId, 2)).statusCode).toBe(200);
    const placed = await shop.ctx.app.inject({
      method: "POST",
      url: "/api/order/users/payments/cod",
      headers: customer.auth,
      payload: { addressId: await addAddress(shop.ctx, customer), pgResponseMessage: "Leave it with the neighbour" },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json().orderId;
  });
  afterAll(async () => {
    await shop?.ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("gives the product page's JSON-LD and Open Graph the yen price with 0 decimals and priceCurrency JPY", async () => {
    const res = await shop.ctx.app.inject({ url: `/products/${productId}` });
    expect(res.statusCode).toBe(200);
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(block!)).toMatchObject({ offers: { price: "1980", priceCurrency: "JPY" } });
    expect(res.body).toContain('<meta property="product:price:amount" content="1980" />');
    expect(res.body).toContain('<meta property="product:price:currency" content="JPY" />');
  });

  it("writes the order mail's amounts in yen", async () => {
    const mail = (await shop.ctx.outbox()).find((m) => m.to === customer.email && /confirmed/.test(m.subject));
    expect(mail?.text).toContain("¥3,960");
    // 3,960 + 500 shipping + 396 tax
    expect(mail?.text).toContain("¥4,856 (cash on delivery)");
    expect(mail?.text).not.toContain("$");
  });

  it("prints the invoice's amounts in yen, in its embedded font", async () => {
    const res = await api("GET", `/orders/${orderId}/invoice.pdf`, customer);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain("¥1,980");
    expect(text).toContain("¥3,960");
    expect(text).toContain("¥4,856");
    expect(res.rawPayload.toString("latin1")).toContain("DejaVuSans");
  });

  it("prints the packing slip with the customer's delivery note", async () => {
    const res = await api("GET", `/seller/orders/${orderId}/packing-slip`, shop.sellerA);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Leave it with the neighbour");
  });

  it("prints on the packing slip, in large type, the cash the courier collects when sellers collect it", async () => {
    const terms = await api("PUT", "/admin/marketplace", shop.admin, {
      commissionPercent: 10,
      cashCollectedBy: "seller",
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const buyer = await createUser(shop.ctx);
    expect((await addToCart(shop.ctx, buyer, productId, 1)).statusCode).toBe(200);
    const placed = await placeCashOrder(shop.ctx, buyer, await addAddress(shop.ctx, buyer));
    expect(placed.statusCode, placed.body).toBe(201);
    const res = await api("GET", `/seller/orders/${placed.json().orderId}/packing-slip`, shop.sellerA);
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Cash on delivery: the courier collects");
    // 1,980 + 500 shipping + 198 tax
    expect(text).toContain("¥2,678");
  });

  it("gives the orders CSV a currency column and plain yen decimals", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await shop.ctx.app.inject({
      url: `/api/seller/orders.csv?from=${today}&to=${today}`,
      headers: shop.sellerA.auth,
    });
    expect(res.statusCode).toBe(200);
    const [header, first] = res.body.split("\r\n");
    const columns = header!.split(",");
    const cells = first!.split(",");
    expect(cells[columns.indexOf("currency")]).toBe("JPY");
    expect(cells[columns.indexOf("unit_price")]).toBe("1980");
    expect(cells[columns.indexOf("line_total")]).toBe("3960");
    const ledger = await api("GET", "/seller/ledger.csv", shop.sellerA);
    expect(ledger.body.split("\r\n")[0]).toMatch(/,currency$/);
  });
});
