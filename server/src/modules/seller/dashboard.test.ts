import { MSG, type SellerDashboard, toMinor } from "@shop/contract";

/** The test shop sells in US dollars: 2 decimals. */
const toCents = (amount: number) => toMinor(amount, 2);
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/transaction.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  addToCart,
  createProduct,
  createStaff,
  createTestApp,
  createUser,
  placeCashOrder,
  setOrderStatus,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let customer: TestUser;
let categoryOf: number;
type ProductKey = "a1" | "a2" | "a3" | "a4" | "b1" | "b2";
const id = {} as Record<ProductKey, number>;
const order = {} as Record<"today" | "firstOf7" | "before7" | "cancelled" | "day40" | "day100", number>;

const DAY = 86_400_000;
const todayStart = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const dayOf = (daysAgo: number) => new Date(todayStart - daysAgo * DAY).toISOString().slice(0, 10);

async function buy(lines: [product: ProductKey, quantity: number][]): Promise<number> {
  for (const [product, quantity] of lines) await addToCart(ctx, customer, id[product], quantity);
  const res = await placeCashOrder(ctx, customer, await addAddress(ctx, customer));
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json().orderId as number;
}
const placedAt = (orderId: number, at: string) =>
  ctx.database.db.execute(sql`update orders set order_date = ${at}::timestamptz where id = ${orderId}`);

const dashboard = (user: TestUser | null, query = "") =>
  ctx.app.inject({ method: "GET", url: `/api/seller/dashboard${query}`, headers: user?.auth ?? {} });
async function dashboardOf(user: TestUser, days: number): Promise<SellerDashboard> {
  const res = await dashboard(user, `?days=${days}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const setStatus = async (seller: TestUser, orderId: number, status: string) => {
  const res = await setOrderStatus(ctx, seller, orderId, status);
  expect(res.statusCode, res.body).toBe(200);
};
const deliver = async (seller: TestUser, orderId: number) => {
  await setStatus(seller, orderId, "Shipped");
  await setStatus(seller, orderId, "Delivered");
};

/** What the orders' own answers say: each order's lines in the seller's scope (all for the whole shop). */
async function linesCents(orderIds: number[], sellerId?: number): Promise<number> {
  let sum = 0;
  for (const orderId of orderIds) {
    const res = await ctx.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: customer.auth });
    const o = res.json();
    const sellerOf = (productId: number) =>
      Object.entries(id)
        .find(([, v]) => v === productId)?.[0]
        .charAt(0);
    for (const line of o.orderItemDTOs) {
      const owner = sellerOf(line.productId) === "a" ? sellerA.id : sellerB.id;
      if (sellerId === undefined || owner === sellerId) sum += toCents(line.orderedProductPrice) * line.quantity;
    }
  }
  return sum;
}
/** What the customer pays for a seller's part of an order, fixed at placement (minor units). */
const paidOf = async (orderId: number, seller: TestUser) =>
  Number(
    (
      await rowsOf<{ paid: number }>(
        ctx.database.db.execute(
          sql`select paid_cents as paid from seller_shipments where order_id = ${orderId} and seller_id = ${seller.id}`,
        ),
      )
    )[0]?.paid,
  );

const orderTotalCents = async (orderId: number) =>
  toCents(
    (await ctx.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: customer.auth })).json().totalAmount,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  ({ admin, sellerA, sellerB, categoryId: categoryOf } = await createStaff(ctx, "Dashboard goods"));
  customer = await createUser(ctx);
  const product = async (key: ProductKey, seller: TestUser, productName: string, price: number, quantity: number) => {
    id[key] = (await createProduct(ctx, seller, categoryOf, { productName, price, quantity })).productId;
  };
  await product("a1", sellerA, "Teapot", 19.99, 50);
  await product("a2", sellerA, "Cup", 5, 4);
  await product("a3", sellerA, "Saucer", 3, 0);
  // Ten left is not low yet.
  await product("a4", sellerA, "Sugar Bowl", 8, 10);
  await product("b1", sellerB, "Kettle", 7.5, 50);
  await product("b2", sellerB, "Spoon", 1, 0);

  order.today = await buy([
    ["a1", 2],
    ["b1", 1],
  ]);
  // The first instant of the 7-day range, and the last instant before it.
  order.firstOf7 = await buy([["a2", 1]]);
  await placedAt(order.firstOf7, `${dayOf(6)}T00:00:00.000Z`);
  order.before7 = await buy([["a2", 1]]);
  await placedAt(order.before7, `${dayOf(7)}T23:59:59.999Z`);
  order.cancelled = await buy([
    ["a1", 1],
    ["b1", 1],
  ]);
  const cancel = await ctx.app.inject({
    method: "PUT",
    url: `/api/orders/${order.cancelled}/cancel`,
    headers: customer.auth,
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  order.day40 = await buy([
    ["a1", 1],
    ["b1", 2],
  ]);
  await placedAt(order.day40, `${dayOf(40)}T12:00:00.000Z`);
  order.day100 = await buy([["b1", 1]]);
  await placedAt(order.day100, `${dayOf(100)}T12:00:00.000Z`);
});
afterAll(async () => {
  await ctx?.close();
});

describe("seller dashboard", () => {
  it("gives every day of the range, zeros included, UTC days, today last", async () => {
    for (const days of [7, 30, 90]) {
      const d = await dashboardOf(sellerA, days);
      expect(d.days).toBe(days);
      expect(d.series).toHaveLength(days);
      expect(d.from).toBe(dayOf(days - 1));
      expect(d.to).toBe(dayOf(0));
      expect(d.series.map((p) => p.day)).toEqual(Array.from({ length: days }, (_, i) => dayOf(days - 1 - i)));
    }
    const week = await dashboardOf(sellerA, 7);
    expect(week.series.filter((p) => p.orders > 0)).toEqual([
      { day: dayOf(6), revenueCents: 500, orders: 1 },
      { day: dayOf(0), revenueCents: 3998, orders: 1 },
    ]);
    // No days parameter: the last 30 days.
    expect((await dashboard(sellerA)).json().days).toBe(30);
  });

  it("sums a seller's own lines of the orders in range, cancelled ones excluded", async () => {
    const inRange = { 7: [order.today, order.firstOf7], 30: [order.today, order.firstOf7, order.before7] } as const;
    const ranges = { ...inRange, 90: [...inRange[30], order.day40] };
    for (const [days, orderIds] of Object.entries(ranges)) {
      const d = await dashboardOf(sellerA, Number(days));
      expect(d.totals.revenueCents, `${days} days`).toBe(await linesCents([...orderIds], sellerA.id));
      expect(d.totals.orders, `${days} days`).toBe(orderIds.length);
      expect(d.series.reduce((s, p) => s + p.revenueCents, 0)).toBe(d.totals.revenueCents);
    }
    expect((await dashboardOf(sellerA, 7)).totals).toEqual({ revenueCents: 3998 + 500, orders: 2 });
    expect((await dashboardOf(sellerA, 90)).totals).toEqual({ revenueCents: 3998 + 500 + 500 + 1999, orders: 4 });
    expect((await dashboardOf(sellerB, 90)).totals).toEqual({ revenueCents: 750 + 1500, orders: 2 });
  });

  it("gives an admin the whole shop", async () => {
    const d30 = await dashboardOf(admin, 30);
    expect(d30.totals.revenueCents).toBe(await linesCents([order.today, order.firstOf7, order.before7]));
    expect(d30.totals).toEqual({ revenueCents: 4748 + 500 + 500, orders: 3 });
    const d90 = await dashboardOf(admin, 90);
    expect(d90.totals).toEqual({ revenueCents: 5748 + 1999 + 1500, orders: 4 });
    expect(d90.topProducts).toMatchObject([
      { productId: id.a1, productName: "Teapot", unitsSold: 3, revenueCents: 5997 },
      { productId: id.b1, productName: "Kettle", unitsSold: 3, revenueCents: 2250 },
      { productId: id.a2, productName: "Cup", unitsSold: 2, revenueCents: 1000 },
    ]);
  });

  it("ranks a seller's own products by revenue in the range", async () => {
    expect((await dashboardOf(sellerA, 90)).topProducts).toMatchObject([
      { productId: id.a1, productName: "Teapot", unitsSold: 3, revenueCents: 5997, options: {} },
      { productId: id.a2, productName: "Cup", unitsSold: 2, revenueCents: 1000 },
    ]);
    expect((await dashboardOf(sellerA, 7)).topProducts.map((p) => p.unitsSold)).toEqual([2, 1]);
  });

  it("lists products low on stock and sold out, own ones only for a seller", async () => {
    const a = await dashboardOf(sellerA, 30);
    expect(a.lowStock).toMatchObject({
      count: 1,
      products: [{ productId: id.a2, productName: "Cup", quantity: 2, options: {} }],
    });
    expect(a.soldOut).toMatchObject({ count: 1, products: [{ productId: id.a3, productName: "Saucer", quantity: 0 }] });
    const all = await dashboardOf(admin, 30);
    expect(all.soldOut.products.map((p) => p.productName)).toEqual(["Saucer", "Spoon"]);
    expect(all.lowStock.count).toBe(1);
  });

  it("counts orders waiting to ship, oldest first, whenever placed", async () => {
    const a = await dashboardOf(sellerA, 7);
    expect(a.toShip.count).toBe(4);
    expect(a.toShip.oldest.map((o) => o.orderId)).toEqual([order.day40, order.before7, order.firstOf7, order.today]);
    expect(a.toShip.oldest.at(-1)?.amountCents).toBe(3998);
    // sellerB's parts: today's, day 40's and day 100's; the admin sees every order with a part to ship.
    expect((await dashboardOf(sellerB, 7)).toShip.count).toBe(3);
    expect((await dashboardOf(admin, 7)).toShip.count).toBe(5);
  });

  it("moves cash on delivery from to collect to collected when delivered", async () => {
    // What the customer pays for each of sellerA's parts (its lines with its share of shipping and
    // tax), as the ledger books cash collected: not the lines alone.
    const [today, firstOf7, day40] = [
      await paidOf(order.today, sellerA),
      await paidOf(order.firstOf7, sellerA),
      await paidOf(order.day40, sellerA),
    ];
    expect(today).toBeGreaterThan(3998);
    expect((await dashboardOf(sellerA, 30)).cashOnDelivery).toEqual({
      toCollectCents: today + firstOf7 + (await paidOf(order.before7, sellerA)),
      toCollectOrders: 3,
      collectedCents: 0,
      collectedOrders: 0,
    });
    expect(day40).toBeGreaterThan(0);
    await deliver(sellerA, order.today);
    expect((await dashboardOf(sellerA, 30)).cashOnDelivery).toEqual({
      toCollectCents: firstOf7 + (await paidOf(order.before7, sellerA)),
      toCollectOrders: 2,
      collectedCents: today,
      collectedOrders: 1,
    });
    expect((await dashboardOf(sellerA, 30)).toShip.count).toBe(3);
    // The whole shop collects an order's total (with shipping and tax) once all of it is delivered.
    const todayTotal = await orderTotalCents(order.today);
    const others = (await orderTotalCents(order.firstOf7)) + (await orderTotalCents(order.before7));
    expect((await dashboardOf(admin, 30)).cashOnDelivery).toMatchObject({
      collectedCents: 0,
      toCollectCents: todayTotal + others,
    });
    await deliver(sellerB, order.today);
    expect((await dashboardOf(admin, 30)).cashOnDelivery).toEqual({
      toCollectCents: others,
      toCollectOrders: 2,
      collectedCents: todayTotal,
      collectedOrders: 1,
    });
    // Delivered sales still count as revenue.
    expect((await dashboardOf(sellerA, 7)).totals.revenueCents).toBe(4498);
  });

  it("refuses bad ranges with the usual error body, and guests and customers", async () => {
    for (const q of ["?days=14", "?days=abc", "?days=", "?days=7&days=30"]) {
      const res = await dashboard(sellerA, q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      if (q !== "?days=7&days=30")
        expect(Object.values(res.json().fieldErrors ?? {})).toContain(MSG.dashboardDaysInvalid);
    }
    expect((await dashboard(null, "?days=7")).statusCode).toBe(401);
    const forbidden = await dashboard(customer, "?days=7");
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe("the dashboard's cash figures and the ledger", () => {
  it("are the same amounts for the same orders when sellers collect the cash", async () => {
    const terms = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/marketplace",
      headers: admin.auth,
      payload: { commissionPercent: 10, cashCollectedBy: "seller" },
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const before = {
      a: (await dashboardOf(sellerA, 7)).cashOnDelivery,
      b: (await dashboardOf(sellerB, 7)).cashOnDelivery,
    };
    // One $40 item of A's and one of B's with shipping and tax: the Overview once counted the $40.
    id.a4 = (await createProduct(ctx, sellerA, categoryOf, { productName: "Forty", price: 40, quantity: 5 })).productId;
    const placed = await buy([
      ["a4", 1],
      ["b1", 3],
    ]);
    await deliver(sellerA, placed);
    await deliver(sellerB, placed);
    const ledger = await rowsOf<{ seller_id: number; cents: number }>(
      ctx.database.db.execute(
        sql`select seller_id, -sum(amount_cents)::int as cents from seller_ledger_entries
            where order_id = ${placed} and type = 'cash_collected' group by seller_id`,
      ),
    );
    const cashOf = (seller: TestUser) => Number(ledger.find((r) => Number(r.seller_id) === seller.id)?.cents);
    const after = {
      a: (await dashboardOf(sellerA, 7)).cashOnDelivery,
      b: (await dashboardOf(sellerB, 7)).cashOnDelivery,
    };
    expect(after.a.collectedCents - before.a.collectedCents).toBe(cashOf(sellerA));
    expect(after.b.collectedCents - before.b.collectedCents).toBe(cashOf(sellerB));
    expect(cashOf(sellerA)).toBeGreaterThan(4000);
    // And the parts add up to the order's total, which the whole shop's figure counts.
    expect(cashOf(sellerA) + cashOf(sellerB)).toBe(await orderTotalCents(placed));
  });
});
