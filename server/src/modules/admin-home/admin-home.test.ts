/** The owner's home (GET /admin/home): what needs doing today and the last 30 days against the 30 before. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import {
  addAddress,
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  deliverParts,
  placeCashOrder,
  setOrderStatus,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";
import { averageOrder } from "./admin-home.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let categoryId: number;
const api = apiOf(() => ctx);
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
};

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, categoryId } = await createShop("Home goods"));
});
afterAll(async () => {
  await ctx?.close();
});

const home = async () => {
  const res = await api("GET", "/admin/home", admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function placeOrder(customer: TestUser, address: number, productId: number, quantity: number) {
  expect((await addToCart(ctx, customer, productId, quantity)).statusCode).toBe(200);
  const res = await placeCashOrder(ctx, customer, address);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId as number;
}

const placedDaysAgo = (orderId: number, days: number) =>
  ctx.database.db.execute(
    sql`update orders set order_date = ${new Date(Date.now() - days * DAY_MS).toISOString()}::timestamptz where id = ${orderId}`,
  );

const totalOf = async (...ids: number[]) => {
  const rows = await rowsOf<{ total_cents: number }>(
    ctx.database.db.execute(sql`select total_cents from orders where id = any(${`{${ids.join(",")}}`}::int[])`),
  );
  return rows.reduce((sum, row) => sum + Number(row.total_cents), 0);
};

describe("GET /admin/home", () => {
  it("is the admins' only: 401 signed out, 403 for a customer and a seller", async () => {
    expect((await api("GET", "/admin/home")).statusCode).toBe(401);
    expect((await api("GET", "/admin/home", await createUser(ctx))).statusCode).toBe(403);
    expect((await api("GET", "/admin/home", sellerA)).statusCode).toBe(403);
  });

  it("a new shop: nothing to do, zero sales, and the setup checklist", async () => {
    const body = await home();
    expect(body.todo).toEqual({
      ordersToShip: { count: 0, upTo: dayOf(today() - 2 * DAY_MS) },
      returnsWaiting: { requested: 0, escalated: 0 },
      applicationsWaiting: 0,
      payoutsOwed: { sellers: 0, amountCents: 0 },
      lowStock: 0,
      soldOut: 0,
      failedMails: 0,
    });
    expect(body.last30).toEqual({
      from: dayOf(today() - 29 * DAY_MS),
      to: dayOf(today()),
      salesCents: 0,
      orders: 0,
      averageOrderCents: 0,
    });
    expect(body.previous30.to).toBe(dayOf(today() - 30 * DAY_MS));
    expect(body.previous30.from).toBe(dayOf(today() - 59 * DAY_MS));
    expect(body.setup.done).toBe(false);
    expect(body.currency).toBe("USD");
  });

  it("counts what waits and sums the two periods exactly, leaving cancelled orders out", async () => {
    const soap = (await createProduct(ctx, sellerA, categoryId, { price: 3.33, quantity: 50 })).productId;
    const board = (await createProduct(ctx, sellerB, categoryId, { price: 41.07, quantity: 30 })).productId;
    await createProduct(ctx, sellerB, categoryId, { quantity: 4 }); // low on stock
    await createProduct(ctx, sellerB, categoryId, { quantity: 0 }); // sold out
    const customer = await createUser(ctx);
    const address = await addAddress(ctx, customer);

    const fresh = await placeOrder(customer, address, soap, 1); // today: not waiting yet
    const tenDays = await placeOrder(customer, address, board, 1); // waiting
    const cancelled = await placeOrder(customer, address, soap, 2);
    expect((await setOrderStatus(ctx, admin, cancelled, "Cancelled")).statusCode).toBe(200);
    const older = await placeOrder(customer, address, soap, 3); // the 30 days before, waiting
    const delivered = await placeOrder(customer, address, board, 2); // the 30 days before, delivered
    await deliverParts(ctx, delivered, sellerB);
    const ancient = await placeOrder(customer, address, soap, 1); // 70 days ago: in neither period
    await placedDaysAgo(tenDays, 10);
    await placedDaysAgo(cancelled, 3);
    await placedDaysAgo(older, 40);
    await placedDaysAgo(delivered, 45);
    await placedDaysAgo(ancient, 70);

    const db = ctx.database.db;
    await db.execute(
      sql`insert into mail_outbox ("to", subject, text, attempts, failed_at, last_error) values ('x@example.com', 'Hi', 'Hi', 8, now(), 'refused')`,
    );
    const applicant = await createUser(ctx);
    await db.execute(
      sql`insert into seller_applications (user_id, shop_name, about, contact_email, return_address) values (${applicant.id}, 'Pots', 'Pots and pans', 'p@example.com', '1 Road')`,
    );
    await db.execute(
      sql`insert into returns (order_id, seller_id, customer_id, status, reason) values (${delivered}, ${sellerB.id}, ${customer.id}, 'requested', 'damaged')`,
    );

    const body = await home();
    expect(body.todo.ordersToShip.count).toBe(3); // tenDays, older, ancient
    expect(body.todo.returnsWaiting).toEqual({ requested: 1, escalated: 0 });
    expect(body.todo.applicationsWaiting).toBe(1);
    expect(body.todo.lowStock).toBe(1);
    expect(body.todo.soldOut).toBe(1);
    expect(body.todo.failedMails).toBe(1);
    const [balance] = await rowsOf<{ balance_cents: number }>(
      db.execute(sql`select balance_cents from seller_balances where seller_id = ${sellerB.id}`),
    );
    expect(Number(balance?.balance_cents)).toBeGreaterThan(0);
    expect(body.todo.payoutsOwed).toEqual({ sellers: 1, amountCents: Number(balance?.balance_cents) });

    const last = await totalOf(fresh, tenDays);
    const before = await totalOf(older, delivered);
    expect(body.last30).toMatchObject({ salesCents: last, orders: 2, averageOrderCents: averageOrder(last, 2) });
    expect(body.previous30).toMatchObject({
      salesCents: before,
      orders: 2,
      averageOrderCents: averageOrder(before, 2),
    });
    expect(Number.isInteger(body.last30.averageOrderCents)).toBe(true);
  });
});

describe("averageOrder", () => {
  it("rounds to the nearest minor unit, halves up, with integers only", () => {
    expect(averageOrder(0, 0)).toBe(0);
    expect(averageOrder(1000, 3)).toBe(333);
    expect(averageOrder(1001, 2)).toBe(501);
    expect(averageOrder(1002, 3)).toBe(334);
    expect(averageOrder(5, 2)).toBe(3);
    expect(averageOrder(9_007_199_254_740, 7)).toBe(Math.round(9_007_199_254_740 / 7));
  });
});
