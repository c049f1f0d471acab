/**
 * Editing a code, and codes limited to categories, products or sellers and to a least quantity
 * (docs/decisions/0057), through the API against a real database: the cart prices only the lines in
 * scope, placement discounts only them, and a code's discount stays once an order used it.
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
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let homeId: number;
let fashionId: number;
/** sellerA's home product, sellerB's home product, sellerA's fashion product. */
let a: { productId: number };
let b: { productId: number };
let f: { productId: number };

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, categoryId: homeId } = await createShop("Home goods"));
  fashionId = await createCategory(ctx, admin, "Fashion");
  a = await createProduct(ctx, sellerA, homeId, { productName: "Scoped lamp", price: 19.99, quantity: 500 });
  b = await createProduct(ctx, sellerB, homeId, { productName: "Scoped rug", price: 40.5, quantity: 500 });
  f = await createProduct(ctx, sellerA, fashionId, { productName: "Scoped scarf", price: 12.34, quantity: 500 });
});
afterAll(async () => {
  await ctx?.close();
});

const api = apiOf(() => ctx);
const shopper = (lines: [number, number][]) => createShopper(ctx, lines);
const apply = (user: TestUser, text: string) => api("PUT", "/carts/promotion", user, { code: text });

async function code(owner: TestUser, body: object, tree = owner === admin ? "admin" : "seller") {
  const res = await api("POST", `/${tree}/promotions`, owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { promotionId: number; code: string };
}

type Line = { productId: number; promotionDiscount: number; price: number; quantity: number };
const discountsOf = (lines: Line[]) => Object.fromEntries(lines.map((l) => [l.productId, l.promotionDiscount]));

describe("editing a code", () => {
  it("changes everything but its text; its discount only until an order used it (409 after)", async () => {
    const made = await code(admin, { code: "EDITME", kind: "percent", value: 10 });
    const edit = (body: object) => api("PUT", `/admin/promotions/${made.promotionId}`, admin, body);
    let res = await edit({ value: 15, minQuantity: 2, categoryIds: [fashionId], usageLimit: 50 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: "EDITME",
      value: 15,
      minQuantity: 2,
      categoryIds: [fashionId],
      productIds: [],
      sellerIds: [],
      usageLimit: 50,
    });
    // The text customers were given stays; the same text in another case is no change.
    res = await edit({ code: "EDITED" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/text cannot be changed/);
    expect((await edit({ code: "editme", active: true })).statusCode).toBe(200);

    const { user, address } = await shopper([[f.productId, 2]]);
    expect((await apply(user, "EDITME")).statusCode).toBe(200);
    expect((await placeCashOrder(ctx, user, address)).statusCode).toBe(201);

    for (const body of [{ value: 20 }, { kind: "fixed", value: 5 }, { kind: "free_shipping" }]) {
      res = await edit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().message).toMatch(/its discount can no longer be changed/);
    }
    // The rest still changes, and the same value is no change.
    res = await edit({ value: 15, minQuantity: null, categoryIds: [], endsAt: "2099-01-01T00:00:00Z" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ value: 15, minQuantity: null, categoryIds: [], timesUsed: 1 });
    const [row] = await rowsOf<{ value: number }>(
      ctx.database.db.execute(sql`select value from promotions where id = ${made.promotionId}`),
    );
    expect(row?.value).toBe(1500);
  });

  it("refuses a scope naming what does not exist, a seller's code naming sellers, and a bad quantity", async () => {
    const bad: [string, TestUser, object, RegExp][] = [
      ["admin", admin, { code: "NOCAT", kind: "percent", value: 5, categoryIds: [999_999] }, /Unknown categories: 999999/],
      ["admin", admin, { code: "NOPROD", kind: "percent", value: 5, productIds: [999_998] }, /Unknown products/],
      // A customer's account is no seller.
      ["admin", admin, { code: "NOSELL", kind: "percent", value: 5, sellerIds: [admin.id] }, /Unknown sellers/],
      ["seller", sellerA, { code: "MINEB", kind: "percent", value: 5, sellerIds: [sellerB.id] }, /takes no sellers/],
      ["admin", admin, { code: "QTY0", kind: "percent", value: 5, minQuantity: 0 }, /minimum quantity/],
      ["admin", admin, { code: "IDS", kind: "percent", value: 5, productIds: ["x"] }, /list of at most 100 ids/],
    ];
    for (const [tree, who, body, message] of bad) {
      const res = await api("POST", `/${tree}/promotions`, who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
    const [count] = await rowsOf<{ n: number }>(
      ctx.database.db.execute(
        sql`select count(*)::int as n from promotions where code in ('NOCAT', 'NOPROD', 'NOSELL', 'MINEB', 'QTY0', 'IDS')`,
      ),
    );
    expect(count?.n).toBe(0);
  });
});

describe("a code limited to a category, products or sellers", () => {
  it("is refused, with the reason, for a cart with nothing in its scope, and changes nothing", async () => {
    await code(admin, { code: "FASHION10", kind: "percent", value: 10, categoryIds: [fashionId] });
    const { user } = await shopper([
      [a.productId, 1],
      [b.productId, 1],
    ]);
    const res = await apply(user, "FASHION10");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This code cannot be used");
    // A customer who applied it before is told why it does not apply now.
    const later = await shopper([[f.productId, 1]]);
    const applied = await apply(later.user, "FASHION10");
    expect(applied.statusCode).toBe(200);
    await api("POST", `/carts/products/${a.productId}/quantity/1`, later.user);
    await api("DELETE", `/carts/${applied.json().cartId}/product/${f.productId}`, later.user);
    const cart = (await api("GET", "/carts/users/cart", later.user)).json();
    expect(cart).toMatchObject({ promotionCode: "FASHION10", discount: 0 });
    expect(cart.promotionProblem).toMatch(/for other products: none of the items in your cart qualify/);
  });

  it("discounts only the lines in scope in the cart and at placement, to the cent, others untouched", async () => {
    const { user, address } = await shopper([
      [a.productId, 3],
      [f.productId, 2],
      [b.productId, 1],
    ]);
    const cart = (await apply(user, "FASHION10")).json();
    // 10 % of 2 × 12.34 = 2.468 → 2.47, on the scarf alone.
    expect(cart).toMatchObject({ discount: 2.47, totalPrice: 125.15 });
    expect(discountsOf(cart.products)).toEqual({ [a.productId]: 0, [f.productId]: 2.47, [b.productId]: 0 });
    const res = await placeCashOrder(ctx, user, address);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ subtotal: 125.15, discount: 2.47, promotionCode: "FASHION10" });
    expect(
      Object.fromEntries(
        order.orderItemDTOs.map((i: { productId: number; promotionDiscount: number }) => [
          i.productId,
          i.promotionDiscount,
        ]),
      ),
    ).toEqual({ [a.productId]: 0, [f.productId]: 2.47, [b.productId]: 0 });
    const [parts] = await rowsOf<{ discount: number; paid: number; total: number }>(
      ctx.database.db.execute(sql`select sum(s.discount_cents)::int as discount, sum(s.paid_cents)::int as paid,
          (select total_cents from orders where id = ${order.orderId}) as total
        from seller_shipments s where s.order_id = ${order.orderId}`),
    );
    expect(parts).toMatchObject({ discount: 247, paid: Number(parts?.total) });
  });

  it("limited to a seller's or a product's lines: the shop's code by seller, a seller's own by product", async () => {
    await code(admin, { code: "RUGSELLER", kind: "fixed", value: 100, sellerIds: [sellerB.id] });
    await code(sellerA, { code: "LAMPONLY", kind: "percent", value: 50, productIds: [a.productId] });
    const one = await shopper([
      [a.productId, 1],
      [b.productId, 2],
    ]);
    // A fixed amount stops at the qualifying lines' total: 2 × 40.50.
    const bySeller = (await apply(one.user, "RUGSELLER")).json();
    expect(bySeller.discount).toBe(81);
    expect(discountsOf(bySeller.products)).toEqual({ [a.productId]: 0, [b.productId]: 81 });
    const byProduct = (await apply(one.user, "LAMPONLY")).json();
    expect(byProduct.discount).toBe(10);
    expect(discountsOf(byProduct.products)).toEqual({ [a.productId]: 10, [b.productId]: 0 });
    const placed = await placeCashOrder(ctx, one.user, one.address);
    expect(placed.statusCode, placed.body).toBe(201);
    // The seller pays for their own code, on their part only.
    const [part] = await rowsOf<{ seller_funded_cents: number }>(
      ctx.database.db.execute(sql`select seller_funded_cents from seller_shipments
        where order_id = ${placed.json().orderId} and seller_id = ${sellerA.id}`),
    );
    expect(part?.seller_funded_cents).toBe(1000);
  });

  it("is refused at placement when an edit took the cart's lines out of its scope meanwhile", async () => {
    const made = await code(admin, { code: "SHIFTING", kind: "percent", value: 10, productIds: [b.productId] });
    const { user, address } = await shopper([[b.productId, 1]]);
    expect((await apply(user, "SHIFTING")).statusCode).toBe(200);
    expect(
      (await api("PUT", `/admin/promotions/${made.promotionId}`, admin, { productIds: [a.productId] })).statusCode,
    ).toBe(200);
    const res = await placeCashOrder(ctx, user, address);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/none of the items in your cart qualify/);
    const [orders] = await rowsOf<{ n: number }>(
      ctx.database.db.execute(sql`select count(*)::int as n from orders where user_id = ${user.id}`),
    );
    expect(orders?.n).toBe(0);
  });
});

describe("a least quantity", () => {
  it("counts the units of qualifying lines only, says how many are missing, and applies once there", async () => {
    await code(admin, { code: "THREESCARVES", kind: "fixed", value: 5, categoryIds: [fashionId], minQuantity: 3 });
    const { user, address } = await shopper([
      [f.productId, 2],
      [a.productId, 5],
    ]);
    expect((await apply(user, "THREESCARVES")).statusCode).toBe(400);
    // Applied once with 3 scarves, then one taken off: the cart says what is missing.
    await api("POST", `/carts/products/${f.productId}/quantity/1`, user);
    expect((await apply(user, "THREESCARVES")).json()).toMatchObject({ discount: 5 });
    await api("PUT", `/carts/products/${f.productId}/quantity/decrease`, user);
    let cart = (await api("GET", "/carts/users/cart", user)).json();
    expect(cart).toMatchObject({ discount: 0, promotionProblem: "Add 1 more qualifying item to use this code" });
    expect((await placeCashOrder(ctx, user, address)).statusCode).toBe(409);
    await api("POST", `/carts/products/${f.productId}/quantity/2`, user);
    cart = (await api("GET", "/carts/users/cart", user)).json();
    expect(cart).toMatchObject({ discount: 5, promotionProblem: null });
    expect(discountsOf(cart.products)).toEqual({ [f.productId]: 5, [a.productId]: 0 });
    const placed = await placeCashOrder(ctx, user, address);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().discount).toBe(5);
  });
});

describe("the reasons in the shop's languages", () => {
  it("a scope that matches nothing and a missing quantity, in German, Spanish and Arabic", async () => {
    const settings = (await api("GET", "/public/settings")).json();
    const { currencyDigits: _, shippingZones: __, ...change } = settings;
    const saved = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { ...admin.auth, "accept-language": "en" },
      payload: { ...change, languages: ["en", "de", "es", "ar"] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await code(admin, { code: "TWOSCARVES", kind: "percent", value: 5, categoryIds: [fashionId], minQuantity: 3 });
    const { user } = await shopper([[f.productId, 3]]);
    const applied = await apply(user, "TWOSCARVES");
    expect(applied.statusCode).toBe(200);
    const cartIn = (language: string) =>
      ctx.app.inject({ method: "GET", url: "/api/carts/users/cart", headers: { ...user.auth, "accept-language": language } });
    await api("PUT", `/carts/products/${f.productId}/quantity/decrease`, user);
    expect((await cartIn("de")).json().promotionProblem).toBe(
      "Fügen Sie noch 1 berechtigten Artikel hinzu, um diesen Code zu verwenden",
    );
    await api("PUT", `/carts/products/${f.productId}/quantity/decrease`, user);
    expect((await cartIn("ar")).json().promotionProblem).toBe("أضف منتجين مؤهلين آخرين لاستخدام هذا الرمز");
    await api("POST", `/carts/products/${a.productId}/quantity/1`, user);
    await api("DELETE", `/carts/${applied.json().cartId}/product/${f.productId}`, user);
    expect((await cartIn("es")).json().promotionProblem).toBe(
      "Este código es para otros productos: ninguno de los artículos de tu carrito es válido",
    );
    const refused = await ctx.app.inject({
      method: "PUT",
      url: "/api/carts/promotion",
      headers: { ...user.auth, "accept-language": "de" },
      payload: { code: "TWOSCARVES" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      "Dieser Code gilt für andere Produkte: Keiner der Artikel in Ihrem Warenkorb ist berechtigt",
    );
  });
});
