/**
 * A code limited to a category adds up to the minor unit in a currency of 0, 2 and 3 decimals (yen,
 * dollars, dinars: docs/decisions/0033-minor-units.md, docs/decisions/0057-discount-scopes.md): the
 * cart's and the order's lines in scope share the discount exactly, the line outside it gets none,
 * and the sellers' parts add up to the order. The same figures in minor units in every currency,
 * worked out by hand (half-up, then largest remainders), not by the pricing module.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import {
  apiOf,
  createCategory,
  createProduct,
  createShop,
  createShopper,
  placeCashOrder,
  type TestContext,
} from "../../test/harness.js";

type Line = { productId: number; promotionDiscount: number };
const discountsOf = (lines: Line[]) => Object.fromEntries(lines.map((l) => [l.productId, l.promotionDiscount]));

describe.each([
  { currency: "JPY", digits: 0 },
  { currency: "USD", digits: 2 },
  { currency: "KWD", digits: 3 },
])("a category's code in $currency ($digits decimals)", ({ currency, digits }) => {
  /** An amount in minor units as the API writes it in this currency. */
  const major = (minor: number) => minor / 10 ** digits;
  let ctx: TestContext;
  let shop: Awaited<ReturnType<typeof createShop>>;
  /** The scope's three lines (sellers A, B, A) and the lamp outside it (seller B). */
  let scarf: number;
  let hat: number;
  let glove: number;
  let lamp: number;

  beforeAll(async () => {
    shop = await createShop("Home", {}, { SHOP_CURRENCY: currency });
    ctx = shop.ctx;
    const fashionId = await createCategory(ctx, shop.admin, "Fashion");
    const product = async (seller: typeof shop.sellerA, categoryId: number, minor: number) =>
      (await createProduct(ctx, seller, categoryId, { price: major(minor), quantity: 20 })).productId;
    scarf = await product(shop.sellerA, fashionId, 1001);
    hat = await product(shop.sellerB, fashionId, 2002);
    glove = await product(shop.sellerA, fashionId, 3000);
    lamp = await product(shop.sellerB, shop.categoryId, 5000);
    const api = apiOf(() => ctx);
    for (const body of [
      { code: "FASHION75", kind: "percent", value: 7.5, categoryIds: [fashionId] },
      { code: "FASHIONOFF", kind: "fixed", value: major(100), categoryIds: [fashionId] },
    ]) {
      const res = await api("POST", "/admin/promotions", shop.admin, body);
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.each([
    // 7.5 % of 1001 + 2002 + 3000 = 6003 is 450.225 → 450; 75.04, 150.08, 224.89 → 75, 150, 224 and
    // the one left over to the glove's .89: 225.
    { code: "FASHION75", discount: 450, scarf: 75, hat: 150, glove: 225 },
    // 100 over 6003: 16.68, 33.35, 49.98 → 16, 33, 49, the two left over to the glove's .98 and the
    // scarf's .68.
    { code: "FASHIONOFF", discount: 100, scarf: 17, hat: 33, glove: 50 },
  ])("$code: the lines in scope share it exactly, in the cart and in the order", async (expected) => {
    const api = apiOf(() => ctx);
    const { user, address } = await createShopper(ctx, [
      [scarf, 1],
      [hat, 1],
      [glove, 1],
      [lamp, 1],
    ]);
    const applied = await api("PUT", "/carts/promotion", user, { code: expected.code });
    expect(applied.statusCode, applied.body).toBe(200);
    const lines = { [scarf]: expected.scarf, [hat]: expected.hat, [glove]: expected.glove, [lamp]: 0 };
    const inMajor = Object.fromEntries(Object.entries(lines).map(([id, minor]) => [id, major(minor)]));
    const cart = (await api("GET", "/carts/users/cart", user)).json();
    expect(cart).toMatchObject({ promotionCode: expected.code, discount: major(expected.discount) });
    expect(discountsOf(cart.products)).toEqual(inMajor);

    const placed = await placeCashOrder(ctx, user, address);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({ currency, discount: major(expected.discount), promotionCode: expected.code });
    expect(discountsOf(order.orderItemDTOs)).toEqual(inMajor);
    // In minor units as stored: the lines', the sellers' parts' and the order's discounts agree.
    const [stored] = await rowsOf<{ order: number; lines: number; parts: number; paid: number; total: number }>(
      ctx.database.db.execute(sql`select o.discount_cents as order, o.total_cents as total,
          (select sum(i.promotion_discount_cents)::int from order_items i where i.order_id = o.id) as lines,
          (select sum(s.discount_cents)::int from seller_shipments s where s.order_id = o.id) as parts,
          (select sum(s.paid_cents)::int from seller_shipments s where s.order_id = o.id) as paid
        from orders o where o.id = ${order.orderId}`),
    );
    expect(stored).toMatchObject({ order: expected.discount, lines: expected.discount, parts: expected.discount });
    expect(Number(stored?.paid)).toBe(Number(stored?.total));
    const [byPart] = await rowsOf<{ a: number; b: number }>(
      ctx.database.db.execute(sql`select
          (select discount_cents from seller_shipments where order_id = ${order.orderId} and seller_id = ${shop.sellerA.id}) as a,
          (select discount_cents from seller_shipments where order_id = ${order.orderId} and seller_id = ${shop.sellerB.id}) as b`),
    );
    expect(byPart).toEqual({ a: expected.scarf + expected.glove, b: expected.hat });
  });
});
