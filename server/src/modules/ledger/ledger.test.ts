/**
 * The marketplace's money through the API (docs/decisions/0022): rates, what a delivered part books,
 * payments that never pass zero, statements and their CSV, and the invariants that hold after all of
 * it: a balance is the sum of its entries, the sales of a delivered order are its parts' seller totals,
 * and with sellers collecting, the cash entries of an order add up to minus its total.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import {
  apiOf,
  createProduct,
  createShop,
  createShopper,
  createUser,
  dbKind,
  deliverParts,
  ledgerEntriesOf,
  placeCashOrder,
  setOrderStatus,
  startSecondServer,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let categoryId: number;

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, categoryId } = await createShop("Ledger goods"));
});
afterAll(async () => {
  await ctx?.close();
});

const api = apiOf(() => ctx);

/** Places an order of one unit of each product for a new customer; returns the order answer. */
async function order(productIds: number[]) {
  const lines = productIds.map((id): [number, number] => [id, 1]);
  const { user: buyer, address } = await createShopper(ctx, lines);
  const res = await placeCashOrder(ctx, buyer, address);
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json(), buyer } as { orderId: number; totalAmount: number; buyer: TestUser };
}

const deliver = (orderId: number, ...sellers: TestUser[]) => deliverParts(ctx, orderId, ...sellers);
const entriesOf = (orderId: number) => ledgerEntriesOf(ctx, orderId);

/** The invariants of the whole ledger, checked against the database after every scenario. */
async function checkInvariants() {
  const db = ctx.database.db;
  const balances = await rowsOf<{ seller_id: number; kept: number; summed: number }>(
    db.execute(sql`select b.seller_id, b.balance_cents::bigint as kept,
      (select coalesce(sum(amount_cents), 0) from seller_ledger_entries e where e.seller_id = b.seller_id)::bigint as summed
      from seller_balances b`),
  );
  for (const b of balances) expect(Number(b.kept), `seller ${b.seller_id}`).toBe(Number(b.summed));
  const sales = await rowsOf<{ order_id: number; parts: number; sales: number }>(
    db.execute(sql`select s.order_id, sum(s.seller_total_cents)::bigint as parts,
      (select coalesce(sum(amount_cents), 0) from seller_ledger_entries e where e.order_id = s.order_id and e.type = 'sale')::bigint as sales
      from seller_shipments s where s.status = 'Delivered' group by s.order_id`),
  );
  for (const s of sales) expect(Number(s.sales), `order ${s.order_id}`).toBe(Number(s.parts));
  const undelivered = await rowsOf<{ n: number }>(
    db.execute(sql`select count(*)::int as n from seller_ledger_entries e join seller_shipments s
      on s.order_id = e.order_id and s.seller_id = e.seller_id where s.status <> 'Delivered'`),
  );
  expect(Number(undelivered[0]?.n)).toBe(0);
  const cash = await rowsOf<{ order_id: number; total: number; cash: number }>(
    db.execute(sql`select o.id as order_id, o.total_cents as total,
      (select sum(amount_cents) from seller_ledger_entries e where e.order_id = o.id and e.type = 'cash_collected')::bigint as cash
      from orders o where o.status = 'Delivered' and exists (select 1 from seller_shipments s where s.order_id = o.id and s.cash_collected_by = 'seller')`),
  );
  for (const c of cash) expect(Number(c.cash), `order ${c.order_id}`).toBe(-Number(c.total));
}

describe("settings and rates", () => {
  it("reads and changes the terms, admins only, refusing bad values", async () => {
    expect((await api("GET", "/admin/marketplace", admin)).json()).toEqual({
      commissionPercent: 10,
      cashCollectedBy: "platform",
      autoApproveApplications: false,
    });
    expect((await api("GET", "/admin/marketplace", sellerA)).statusCode).toBe(403);
    expect((await api("GET", "/admin/marketplace")).statusCode).toBe(401);
    for (const bad of [
      { commissionPercent: 101, cashCollectedBy: "platform" },
      { commissionPercent: 1.234, cashCollectedBy: "platform" },
      { commissionPercent: 5, cashCollectedBy: "courier" },
    ]) {
      const res = await api("PUT", "/admin/marketplace", admin, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await api("GET", "/admin/marketplace", admin)).json().commissionPercent).toBe(10);
    const seller = await api("PUT", `/admin/sellers/${sellerB.id}/commission`, admin, { percent: 12.5 });
    expect(seller.json()).toMatchObject({
      sellerId: sellerB.id,
      commissionPercent: 12.5,
      ownCommissionPercent: 12.5,
      balance: 0,
    });
    expect((await api("PUT", `/admin/sellers/${sellerB.id}/commission`, admin, { percent: -1 })).statusCode).toBe(400);
    expect((await api("PUT", `/admin/sellers/${admin.id}/commission`, admin, { percent: 5 })).statusCode).toBe(404);
    const list = (await api("GET", "/admin/sellers?sortBy=username", admin)).json();
    expect(list.content.map((s: { sellerId: number }) => s.sellerId).sort()).toEqual([sellerA.id, sellerB.id].sort());
    expect(list.content.find((s: { sellerId: number }) => s.sellerId === sellerA.id)).toMatchObject({
      username: sellerA.username,
      email: sellerA.email,
      commissionPercent: 10,
      ownCommissionPercent: null,
    });
  });
});

describe("a delivered two-seller order", () => {
  it("books each part's sale and commission at the rate of the day it was placed, exactly once", async () => {
    const a = await createProduct(ctx, sellerA, categoryId, { price: 19.99, quantity: 50 });
    const b = await createProduct(ctx, sellerB, categoryId, { price: 40.5, quantity: 50 });
    const placed = await order([a.productId, b.productId]);
    // A later change of sellerB's rate does not touch this order.
    await api("PUT", `/admin/sellers/${sellerB.id}/commission`, admin, { percent: 50 });
    await deliver(placed.orderId, sellerA);
    expect(await entriesOf(placed.orderId)).toEqual([
      { seller_id: sellerA.id, type: "sale", amount_cents: 1999 },
      { seller_id: sellerA.id, type: "commission", amount_cents: -200 },
    ]);
    await deliver(placed.orderId, sellerB);
    // Retried: 409, nothing booked twice.
    expect((await setOrderStatus(ctx, sellerB, placed.orderId, "Delivered")).statusCode).toBe(409);
    expect(await entriesOf(placed.orderId)).toEqual([
      { seller_id: sellerA.id, type: "sale", amount_cents: 1999 },
      { seller_id: sellerA.id, type: "commission", amount_cents: -200 },
      { seller_id: sellerB.id, type: "sale", amount_cents: 4050 },
      { seller_id: sellerB.id, type: "commission", amount_cents: -506 }, // 12.5 % of 40.50 = 5.0625
    ]);
    const ledger = (await api("GET", "/seller/ledger", sellerB)).json();
    expect(ledger).toMatchObject({ balance: 35.44, totalElements: 2, pageNumber: 0, lastPage: true });
    expect(
      ledger.content.map((e: { type: string; amount: number; orderId: number }) => [e.type, e.amount, e.orderId]),
    ).toEqual([
      ["commission", -5.06, placed.orderId],
      ["sale", 40.5, placed.orderId],
    ]);
    await api("PUT", `/admin/sellers/${sellerB.id}/commission`, admin, { percent: null });
    await checkInvariants();
  });

  it("books nothing for a cancelled order or an undelivered part", async () => {
    const a = await createProduct(ctx, sellerA, categoryId, { price: 10, quantity: 5 });
    const cancelled = await order([a.productId]);
    expect((await api("PUT", `/orders/${cancelled.orderId}/cancel`, cancelled.buyer)).statusCode).toBe(200);
    expect(await entriesOf(cancelled.orderId)).toEqual([]);
    const shipped = await order([a.productId]);
    expect((await setOrderStatus(ctx, sellerA, shipped.orderId, "Shipped")).statusCode).toBe(200);
    expect(await entriesOf(shipped.orderId)).toEqual([]);
    await checkInvariants();
  });

  it("with sellers collecting the cash, books what the customer paid for each part, adding up to the order's total", async () => {
    expect(
      (await api("PUT", "/admin/marketplace", admin, { commissionPercent: 8, cashCollectedBy: "seller" })).statusCode,
    ).toBe(200);
    try {
      const a = await createProduct(ctx, sellerA, categoryId, { price: 33.33, quantity: 50 });
      const b = await createProduct(ctx, sellerB, categoryId, { price: 66.67, quantity: 50 });
      const placed = await order([a.productId, b.productId]);
      await deliver(placed.orderId, sellerA, sellerB);
      const entries = await entriesOf(placed.orderId);
      const cash = entries.filter((e) => e.type === "cash_collected");
      expect(cash).toHaveLength(2);
      expect(cash.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(-Math.round(placed.totalAmount * 100));
      expect(entries.find((e) => e.seller_id === sellerA.id && e.type === "commission")?.amount_cents).toBe(-267); // 8 % of 33.33
      await checkInvariants();
    } finally {
      await api("PUT", "/admin/marketplace", admin, { commissionPercent: 10, cashCollectedBy: "platform" });
    }
  });
});

describe("payments", () => {
  it("records payouts and settlements, refuses one past zero, mails the seller, and keeps the statement", async () => {
    const before = (await api("GET", `/admin/sellers?keyword=${sellerA.username}`, admin)).json().content[0].balance;
    expect(before).toBeGreaterThan(0);
    const tooMuch = await api("POST", `/admin/sellers/${sellerA.id}/payments`, admin, {
      direction: "payout",
      amount: before + 0.01,
      reference: "BANK-1",
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/at most what the shop owes this seller/);
    const settle = await api("POST", `/admin/sellers/${sellerA.id}/payments`, admin, {
      direction: "settlement",
      amount: 1,
      reference: "X",
    });
    expect(settle.statusCode).toBe(409);
    const bad = await api("POST", `/admin/sellers/${sellerA.id}/payments`, admin, {
      direction: "payout",
      amount: 0,
      reference: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await api("POST", `/admin/sellers/${sellerA.id}/payments`, sellerA, {
          direction: "payout",
          amount: 1,
          reference: "Y",
        })
      ).statusCode,
    ).toBe(403);
    const paid = await api("POST", `/admin/sellers/${sellerA.id}/payments`, admin, {
      direction: "payout",
      amount: before,
      reference: "BANK-2",
      note: "Monthly payout",
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      type: "payout",
      amount: -before,
      reference: "BANK-2",
      note: "Monthly payout",
      orderId: null,
    });
    const after = (await api("GET", "/seller/ledger", sellerA)).json();
    expect(after.balance).toBe(0);
    expect(after.content[0]).toMatchObject({ type: "payout", reference: "BANK-2" });
    const mail = (await ctx.outbox()).find((m) => m.to === sellerA.email && /payout/.test(m.subject));
    expect(mail?.text).toContain("BANK-2");
    // The balance in the same words as the Earnings screen (the contract's balanceInWords).
    expect(mail?.text).toContain("\n\nYou and the shop are settled.\n\n");
    await checkInvariants();
  });

  it("exports the statement and the balances as CSV", async () => {
    const csv = await api("GET", "/seller/ledger.csv", sellerA);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("entry_id,created_at,type,amount,order_id,reference,note,balance_after,currency");
    expect(lines.at(-1)).toMatch(/,payout,-\d+\.\d{2},,BANK-2,Monthly payout,0\.00,USD$/);
    const ranged = await api("GET", "/seller/ledger.csv?from=2000-01-01&to=2000-01-02", sellerA);
    expect(ranged.body.trim().split("\r\n")).toHaveLength(1);
    expect((await api("GET", "/seller/ledger.csv?from=2026-13-01", sellerA)).statusCode).toBe(400);
    const balances = await api("GET", "/admin/sellers.csv", admin);
    expect(balances.body.split("\r\n")[0]).toBe(
      "seller_id,username,email,display_name,commission_percent,balance,currency,direction",
    );
    expect(balances.body).toContain(`${sellerA.id},${sellerA.username}`);
    expect((await api("GET", "/seller/ledger", admin)).statusCode).toBe(403);
    expect((await api("GET", "/seller/ledger", await createUser(ctx))).statusCode).toBe(403);
  });
});

/**
 * What only PostgreSQL can show (PGlite runs one statement at a time): two servers booking the same
 * delivery, and two admins recording payments at the same moment.
 */
describe.runIf(dbKind === "postgres")("races on PostgreSQL", () => {
  it("books a part delivered on two servers at once exactly once", async () => {
    const second = await startSecondServer(ctx);
    try {
      for (let round = 0; round < 5; round++) {
        const p = await createProduct(ctx, sellerB, categoryId, { price: 12.34, quantity: 10 });
        const placed = await order([p.productId]);
        expect((await setOrderStatus(ctx, sellerB, placed.orderId, "Shipped")).statusCode).toBe(200);
        const url = `/api/seller/orders/${placed.orderId}/status?status=Delivered`;
        const results = await Promise.all([
          ctx.app.inject({ method: "PUT", url, headers: sellerB.auth }),
          second.inject({ method: "PUT", url, headers: sellerB.auth }),
          ctx.app.inject({ method: "PUT", url, headers: sellerB.auth }),
          second.inject({ method: "PUT", url, headers: sellerB.auth }),
        ]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
        expect((await entriesOf(placed.orderId)).filter((e) => e.type === "sale")).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
    await checkInvariants();
  });

  it("never lets payments recorded at the same moment on two servers carry a balance past zero", async () => {
    const second = await startSecondServer(ctx);
    try {
      const balance = (await api("GET", `/admin/sellers?keyword=${sellerB.username}`, admin)).json().content[0].balance;
      expect(balance).toBeGreaterThan(1);
      // Ten payouts of 40 % each: at most two fit.
      const amount = Math.floor(balance * 40) / 100;
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? second : ctx.app).inject({
            method: "POST",
            url: `/api/admin/sellers/${sellerB.id}/payments`,
            headers: admin.auth,
            payload: { direction: "payout", amount, reference: `RACE-${i}` },
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(8);
      const after = (await api("GET", "/seller/ledger", sellerB)).json().balance;
      expect(after).toBeGreaterThanOrEqual(0);
      expect(Math.round(after * 100)).toBe(Math.round(balance * 100) - 2 * Math.round(amount * 100));
    } finally {
      await second.close();
    }
    await checkInvariants();
  });
});

describe("the ledger itself", () => {
  it("refuses to change or delete an entry", async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await ctx.database.db.execute(statement).then(
        () => undefined,
        (e: { message: string; cause?: { message: string } }) => e,
      );
      return `${error?.message} ${error?.cause?.message}`;
    };
    expect(await refusal(sql`update seller_ledger_entries set amount_cents = 0`)).toMatch(/never changed or deleted/);
    expect(await refusal(sql`delete from seller_ledger_entries`)).toMatch(/never changed or deleted/);
  });

  it("lets admins read any seller's statement and no one else's, with a role check", async () => {
    const read = await api("GET", `/admin/sellers/${sellerA.id}/ledger?pageSize=2`, admin);
    expect(read.json()).toMatchObject({ pageSize: 2, balance: 0 });
    expect((await api("GET", `/admin/sellers/${sellerA.id}/ledger`, sellerB)).statusCode).toBe(403);
    expect((await api("GET", "/admin/sellers/999999/ledger", admin)).statusCode).toBe(404);
    expect((await api("GET", "/admin/sellers?balance=owed&sortBy=balance&sortOrder=desc", admin)).statusCode).toBe(200);
    expect((await api("GET", "/admin/sellers?balance=maybe", admin)).statusCode).toBe(400);
    const registered = await createUser(ctx, { roles: [ROLES.user] });
    expect((await api("GET", "/admin/sellers", registered)).statusCode).toBe(403);
  });
});
