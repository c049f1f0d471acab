/**
 * Shops that sell in yen (0 decimals) and in Kuwaiti dinars (3 decimals), through the API
 * (docs/product/api.md, "Money"; docs/decisions/0033-minor-units.md): amounts with more decimals than
 * the currency has are refused, a two-seller order with a code adds up to the minor unit, the order
 * keeps its currency and tax rate, the ledger books its parts to the yen and to the fils, and the
 * currency cannot change once the shop has orders, not even while they are placed on another server.
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
  createProduct,
  createShop,
  createShopper,
  createUser,
  deliverParts,
  itOnPostgres,
  ledgerEntriesOf,
  placeCashOrder,
  startSecondServer,
} from "../../test/harness.js";

type Shop = Awaited<ReturnType<typeof createShop>>;

const openShop = (env: Record<string, string> = {}): Promise<Shop> => createShop("Goods", {}, env);

const product = (fields: object) => ({ productName: "Teapot", description: "A fine teapot", quantity: 20, ...fields });

async function settingsOf(shop: Shop) {
  return (await apiOf(() => shop.ctx)("GET", "/public/settings")).json();
}

/** Sellers collect the cash: the ledger then books what the customer paid for each part. */
async function sellersCollect(shop: Shop) {
  const res = await apiOf(() => shop.ctx)("PUT", "/admin/marketplace", shop.admin, {
    commissionPercent: 10,
    cashCollectedBy: "seller",
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function orderOf(shop: Shop, lines: [number, number][], code: string) {
  const customer = await createUser(shop.ctx);
  for (const [id, quantity] of lines) expect((await addToCart(shop.ctx, customer, id, quantity)).statusCode).toBe(200);
  const api = apiOf(() => shop.ctx);
  const applied = await api("PUT", "/carts/promotion", customer, { code });
  expect(applied.statusCode, applied.body).toBe(200);
  const res = await placeCashOrder(shop.ctx, customer, await addAddress(shop.ctx, customer));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("a yen shop (JPY, 0 decimals), started with SHOP_CURRENCY", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({ SHOP_CURRENCY: "JPY", SHOP_COUNTRY: "JP" });
  });
  afterAll(async () => shop?.ctx.close());
  const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(() => shop.ctx)(...args);

  it("says its currency, decimals and country, and keeps them through a change that leaves them out", async () => {
    const settings = await settingsOf(shop);
    // The spec's $5.99 in yen's decimals until the owner sets a fee.
    expect(settings).toMatchObject({ currency: "JPY", currencyDigits: 0, country: "JP", shippingFee: 6 });
    const { currency: _c, country: _k, currencyDigits: _d, ...rest } = settings;
    const res = await api("PUT", "/admin/settings", shop.admin, { ...rest, shippingFee: 500, taxRate: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ currency: "JPY", country: "JP", currencyDigits: 0, shippingFee: 500 });
    const fee = await api("PUT", "/admin/settings", shop.admin, { ...rest, shippingFee: 499.5 });
    expect(fee.statusCode).toBe(400);
    expect(fee.json().fieldErrors).toEqual({ shippingFee: "Shipping fee can have at most 0 decimals in JPY" });
    expect((await settingsOf(shop)).shippingFee).toBe(500);
  });

  it("refuses prices, codes and filters with decimals, and prices a two-seller order with a code to the yen", async () => {
    const { sellerA, sellerB, categoryId, admin } = shop;
    const url = `/admin/categories/${categoryId}/products`;
    const refused = await api("POST", url, sellerA, product({ price: 1980.5 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ price: MSG.amountDecimals("Price", 0, "JPY") });
    expect(refused.json().message).toBe("Price can have at most 0 decimals in JPY");
    const variant = await api(
      "POST",
      url,
      sellerA,
      product({
        options: [{ name: "Size", values: ["S", "M"] }],
        variants: [
          { options: { Size: "S" }, price: 100, quantity: 1 },
          { options: { Size: "M" }, price: 100.5, quantity: 1 },
        ],
      }),
    );
    expect(variant.statusCode).toBe(400);
    expect(variant.json().fieldErrors).toEqual({ "variants.1.price": "Price can have at most 0 decimals in JPY" });
    const filter = await api("GET", "/public/products?minPrice=10.5");
    expect(filter.statusCode).toBe(400);
    expect(filter.json().fieldErrors).toEqual({ minPrice: "minPrice can have at most 0 decimals in JPY" });
    const badCode = await api("POST", "/admin/promotions", admin, { code: "YEN", kind: "fixed", value: 300.5 });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fieldErrors).toEqual({ value: "Value can have at most 0 decimals in JPY" });

    const a = await api("POST", url, sellerA, product({ price: 1980 }));
    expect(a.json()).toMatchObject({ price: 1980, specialPrice: 1980 });
    // 15 % off 1250: 187.5 rounds half-up to 188 yen, so 1062.
    const b = await api("POST", url, sellerB, product({ productName: "Cup", price: 1250, discount: 15 }));
    expect(b.json()).toMatchObject({ price: 1250, specialPrice: 1062 });
    expect((await api("GET", "/public/products?minPrice=1062&maxPrice=1062")).json().content).toHaveLength(1);
    expect(
      (await api("POST", "/admin/promotions", admin, { code: "YEN300", kind: "fixed", value: 300 })).statusCode,
    ).toBe(201);
    await sellersCollect(shop);

    const order = await orderOf(
      shop,
      [
        [a.json().productId, 1],
        [b.json().productId, 2],
      ],
      "YEN300",
    );
    // 1980 + 2 × 1062 = 4104; − 300 = 3804; 10 % tax 380.4 → 380; + 500 shipping = 4684.
    expect(order).toMatchObject({
      currency: "JPY",
      subtotal: 4104,
      discount: 300,
      shippingFee: 500,
      tax: 380,
      taxAmount: 380,
      totalAmount: 4684,
    });
    // The 300 off split by the largest remainder: 144.74 → 145 and 155.26 → 155.
    expect(order.orderItemDTOs.map((i: { promotionDiscount: number; taxRate: number }) => i.promotionDiscount)).toEqual(
      [145, 155],
    );
    expect(order.orderItemDTOs.every((i: { taxRate: number }) => i.taxRate === 10)).toBe(true);

    await deliverParts(shop.ctx, order.orderId, sellerA, sellerB);
    // A pays 1835 + 241 shipping + 183 tax = 2259; B 1969 + 259 + 197 = 2425; together 4684.
    const entries = await ledgerEntriesOf(shop.ctx, order.orderId);
    expect(entries.map((e) => [e.seller_id, e.type, e.amount_cents])).toEqual([
      [sellerA.id, "sale", 1980],
      [sellerA.id, "commission", -198],
      [sellerA.id, "cash_collected", -2259],
      [sellerB.id, "sale", 2124],
      [sellerB.id, "commission", -212],
      [sellerB.id, "cash_collected", -2425],
    ]);
    expect((await api("GET", "/seller/ledger", sellerA)).json().balance).toBe(-477);
    expect((await api("GET", "/seller/ledger", sellerB)).json().balance).toBe(-513);
    // "By order" is summed by the server over every entry of the order, not over the page's one entry.
    const onePage = (await api("GET", "/seller/ledger?pageSize=1", sellerA)).json();
    expect(onePage.content).toHaveLength(1);
    expect(onePage.orders).toEqual([
      {
        orderId: order.orderId,
        sale: 1980,
        commission: -198,
        cashCollected: -2259,
        refunds: 0,
        net: -477,
        returns: [],
      },
    ]);
    // The seller's order details say the same as the Earnings tab.
    expect((await api("GET", `/seller/orders/${order.orderId}`, sellerA)).json()).toMatchObject({
      currency: "JPY",
      earnings: { sale: 1980, commission: -198, commissionPercent: 10, cashCollected: -2259, net: -477 },
    });
    const payment = await api("POST", `/admin/sellers/${sellerA.id}/payments`, admin, {
      direction: "settlement",
      amount: 100.5,
      reference: "R1",
    });
    expect(payment.statusCode).toBe(400);
    expect(payment.json().fieldErrors).toEqual({ amount: "Amount can have at most 0 decimals in JPY" });
  });

  it("keeps its currency once it has orders", async () => {
    const { currencyDigits: _d, ...settings } = await settingsOf(shop);
    const res = await api("PUT", "/admin/settings", shop.admin, { ...settings, currency: "USD" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The currency cannot change once the shop has orders");
    expect((await settingsOf(shop)).currency).toBe("JPY");
    // The rest still changes, and so does the country.
    const other = await api("PUT", "/admin/settings", shop.admin, {
      ...settings,
      tagline: "いらっしゃいませ",
      country: "US",
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await settingsOf(shop)).toMatchObject({ currency: "JPY", country: "US", tagline: "いらっしゃいませ" });
  });
});

describe("a dinar shop (KWD, 3 decimals), switched from dollars in Store settings", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(async () => shop?.ctx.close());
  const api = (...args: Parameters<ReturnType<typeof apiOf>>) => apiOf(() => shop.ctx)(...args);

  it("refuses an unknown code and keeps the prices it had when the currency changes", async () => {
    const before = await settingsOf(shop);
    expect(before).toMatchObject({ currency: "USD", currencyDigits: 2, country: "US" });
    const { currencyDigits: _d, ...settings } = before;
    const unknown = await api("PUT", "/admin/settings", shop.admin, { ...settings, currency: "XYZ", country: "QQ" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({
      currency: MSG.currencyUnknown("XYZ"),
      country: MSG.countryUnknown("QQ"),
    });
    const early = await api(
      "POST",
      `/admin/categories/${shop.categoryId}/products`,
      shop.sellerA,
      product({ price: 10.5 }),
    );
    const res = await api("PUT", "/admin/settings", shop.admin, { ...settings, currency: "KWD", country: "KW" });
    expect(res.statusCode, res.body).toBe(200);
    // The untouched $5.99 fee and the $10.50 price are 5.990 and 10.500 dinars: kept in fils now.
    expect(res.json()).toMatchObject({ currency: "KWD", currencyDigits: 3, country: "KW", shippingFee: 5.99 });
    expect((await api("GET", `/public/products/${early.json().productId}`)).json().price).toBe(10.5);
    const changed = await api("PUT", "/admin/settings", shop.admin, {
      ...settings,
      currency: "KWD",
      shippingFee: 1.5,
      taxRate: 5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it("prices a two-seller order with a seller's percent code to the fils", async () => {
    const { sellerA, sellerB, categoryId } = shop;
    const url = `/admin/categories/${categoryId}/products`;
    expect((await api("POST", url, sellerA, product({ price: 12.3456 }))).json().fieldErrors).toEqual({
      price: MSG.priceDecimals,
    });
    const a = await api("POST", url, sellerA, product({ productName: "Lamp", price: 12.345 }));
    expect(a.json()).toMatchObject({ price: 12.345, specialPrice: 12.345 });
    // 10 % off 3.999: 0.3999 rounds half-up to 0.400, so 3.599.
    const b = await api("POST", url, sellerB, product({ productName: "Shade", price: 3.999, discount: 10 }));
    expect(b.json()).toMatchObject({ price: 3.999, specialPrice: 3.599 });
    const own = await api("POST", "/seller/promotions", sellerB, {
      code: "SHADE125",
      kind: "percent",
      value: 12.5,
      minSubtotal: 5.005,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ minSubtotal: 5.005 });
    await sellersCollect(shop);

    const order = await orderOf(
      shop,
      [
        [a.json().productId, 1],
        [b.json().productId, 3],
      ],
      "SHADE125",
    );
    // 12.345 + 3 × 3.599 = 23.142; 12.5 % of B's 10.797 = 1.349625 → 1.350; tax 5 % of 21.792 = 1.0896
    // → 1.090; + 1.500 shipping = 24.382.
    expect(order).toMatchObject({
      currency: "KWD",
      subtotal: 23.142,
      discount: 1.35,
      shippingFee: 1.5,
      tax: 1.09,
      totalAmount: 24.382,
    });
    await deliverParts(shop.ctx, order.orderId, sellerA, sellerB);
    // A pays 12.345 + 0.850 + 0.617 = 13.812; B 9.447 + 0.650 + 0.473 = 10.570; together 24.382. B pays
    // for its own code: its sale is 9.447 and the commission 10 % of it (0.9447 → 0.945).
    const entries = await ledgerEntriesOf(shop.ctx, order.orderId);
    expect(entries.map((e) => [e.seller_id, e.type, e.amount_cents])).toEqual([
      [sellerA.id, "sale", 12345],
      [sellerA.id, "commission", -1235],
      [sellerA.id, "cash_collected", -13812],
      [sellerB.id, "sale", 9447],
      [sellerB.id, "commission", -945],
      [sellerB.id, "cash_collected", -10570],
    ]);
    expect((await api("GET", "/seller/ledger", sellerA)).json().balance).toBe(-2.702);
    const settled = await api("POST", `/admin/sellers/${sellerB.id}/payments`, shop.admin, {
      direction: "settlement",
      amount: 2.068,
      reference: "K1",
    });
    expect(settled.statusCode, settled.body).toBe(201);
    expect(settled.json().amount).toBe(2.068);
    expect((await api("GET", "/seller/ledger", sellerB)).json().balance).toBe(0);
  });
});

describe("a change of currency while orders are placed on another server", () => {
  /**
   * Each round is a new dollar shop whose owner switches it to yen on one server while ten carts are
   * placed on two: whichever comes first, no order may keep a currency the shop no longer has (an
   * order reads the settings share-locked, so the change and the orders are one after the other).
   */
  itOnPostgres(
    "never leaves an order in another currency than the shop's (PostgreSQL, two servers)",
    async () => {
      for (let round = 0; round < 6; round++) {
        const shop = await openShop();
        const second = await startSecondServer(shop.ctx);
        try {
          const { productId } = await createProduct(shop.ctx, shop.sellerA, shop.categoryId, {
            price: 10,
            quantity: 50,
          });
          const shoppers = await Promise.all(
            Array.from({ length: 10 }, () => createShopper(shop.ctx, [[productId, 1]])),
          );
          const { currencyDigits: _d, ...settings } = await settingsOf(shop);
          const change = second.inject({
            method: "PUT",
            url: "/api/admin/settings",
            headers: shop.admin.auth,
            payload: { ...settings, currency: "JPY", country: "JP" },
          });
          // The carts go a little later each round, so that the change meets them at different steps
          // (the outcome must hold whichever way they meet; the delay only varies how).
          await new Promise((r) => setTimeout(r, round * 4));
          const placing = shoppers.map((s, i) =>
            placeCashOrder(shop.ctx, s.user, s.address, {}, i % 2 === 0 ? shop.ctx.app : second),
          );
          const [changed, ...placed] = await Promise.all([change, ...placing]);
          expect(placed.map((r) => r.statusCode)).toEqual(placed.map(() => 201));
          // The change came first (every order in yen) or after an order (409, every order in dollars).
          const currency = changed.statusCode === 200 ? "JPY" : "USD";
          if (currency === "USD") expect(changed.json().message).toBe(MSG.currencyLocked);
          expect((await settingsOf(shop)).currency).toBe(currency);
          const kept = await rowsOf<{ currency: string; n: number }>(
            shop.ctx.database.db.execute(sql`select currency, count(*)::int as n from orders group by currency`),
          );
          expect(kept).toEqual([{ currency, n: 10 }]);
        } finally {
          await second.close();
          await shop.ctx.close();
        }
      }
    },
    120_000,
  ); // six rounds of two servers; 9 s in CI, past 30 s on a loaded machine
});
