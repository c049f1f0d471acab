/**
 * Returns raced on two servers over one PostgreSQL database (docs/decisions/0046-returns-and-refunds.md):
 * requests for a part's last units, receipts of one return, refunds of one return, and a receipt with
 * its refund racing the customer's cancel. Exactly one of each race wins (the others answer 409), and the stock and the ledger come out
 * exact. Each holds only through the conditional update of the return's status: with the status left
 * out of its condition, every one of these tests fails.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../core/deps.js";
import { rowsOf } from "../../db/transaction.js";
import {
  addAddress,
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  dbKind,
  deliverParts,
  ledgerEntriesOf,
  placeCashOrder,
  startSecondServer,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let second: App;
let admin: TestUser;
let sellerA: TestUser;
let categoryId: number;

describe.runIf(dbKind === "postgres")("returns raced on two servers (PostgreSQL)", () => {
  beforeAll(async () => {
    ({ ctx, admin, sellerA, categoryId } = await createShop("Raced returns"));
    second = await startSecondServer(ctx);
    const res = await apiOf(() => ctx)("PUT", "/admin/marketplace", admin, {
      commissionPercent: 10,
      cashCollectedBy: "seller",
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  const api = apiOf(() => ctx);
  /** The same call on the first and the second server, twice each, all at once. */
  const raced = (method: "PUT", url: string, user: TestUser, payload?: object) =>
    Promise.all(
      [ctx.app, second, ctx.app, second].map((app) =>
        app.inject({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) }),
      ),
    );
  const codes = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();

  const stockOf = async (productId: number) =>
    Number(
      (
        await rowsOf<{ q: number }>(
          ctx.database.db.execute(sql`select quantity as q from product_variants where product_id = ${productId}`),
        )
      )[0]?.q,
    );
  const historyCount = async (orderId: number, status: string) =>
    Number(
      (
        await rowsOf<{ n: number }>(
          ctx.database.db.execute(
            sql`select count(*)::int as n from order_events where order_id = ${orderId} and status = ${status}`,
          ),
        )
      )[0]?.n,
    );
  async function balancesAreSums() {
    const rows = await rowsOf<{ kept: number; summed: number }>(
      ctx.database.db.execute(sql`select b.balance_cents::bigint as kept,
        (select coalesce(sum(amount_cents), 0) from seller_ledger_entries e where e.seller_id = b.seller_id)::bigint as summed
        from seller_balances b`),
    );
    for (const r of rows) expect(Number(r.kept)).toBe(Number(r.summed));
  }

  /** A delivered order of 3 units of a new product of seller A (10 in stock) and an approved return of 2. */
  async function approvedReturn() {
    const p = await createProduct(ctx, sellerA, categoryId, { price: 14.99, quantity: 10 });
    const customer = await createUser(ctx);
    expect((await addToCart(ctx, customer, p.productId, 3)).statusCode).toBe(200);
    const placed = await placeCashOrder(ctx, customer, await addAddress(ctx, customer));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as number;
    const orderItemId = placed.json().orderItemDTOs[0].orderItemId as number;
    await deliverParts(ctx, orderId, sellerA);
    const asked = await api("POST", `/orders/${orderId}/returns`, customer, {
      sellerId: sellerA.id,
      reason: "wrong_size",
      lines: [{ orderItemId, quantity: 2 }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json().returnId as number;
    expect((await api("PUT", `/seller/returns/${returnId}/approve`, sellerA)).statusCode).toBe(200);
    const lines = [{ orderItemId, quantityReceived: 2, quantityResellable: 2 }];
    return { productId: p.productId, customer, orderId, returnId, lines };
  }

  it("takes one of four requests for the same last units: the part's returns are counted one after the other", async () => {
    const r = await approvedReturn();
    // 3 delivered, 2 asked: one unit is left, and four ask for it at once.
    const orderItemId = r.lines[0]!.orderItemId;
    const results = await Promise.all(
      [ctx.app, second, ctx.app, second].map((app) =>
        app.inject({
          method: "POST",
          url: `/api/orders/${r.orderId}/returns`,
          headers: r.customer.auth,
          payload: { sellerId: sellerA.id, reason: "damaged", lines: [{ orderItemId, quantity: 1 }] },
        }),
      ),
    );
    expect(codes(results)).toEqual([201, 409, 409, 409]);
    const held = await rowsOf<{ n: number }>(
      ctx.database.db.execute(sql`select sum(l.quantity)::int as n from return_lines l join returns x on x.id = l.return_id
        where x.order_id = ${r.orderId} and x.status not in ('cancelled', 'closed')`),
    );
    expect(Number(held[0]?.n)).toBe(3);
  });

  it("lets one of four receipts of a return through: its units go back to stock once", async () => {
    for (let round = 0; round < 3; round++) {
      const r = await approvedReturn();
      expect(await stockOf(r.productId)).toBe(7);
      const results = await raced("PUT", `/seller/returns/${r.returnId}/receive`, sellerA, { lines: r.lines });
      expect(codes(results)).toEqual([200, 409, 409, 409]);
      expect(await stockOf(r.productId)).toBe(9);
      expect(await historyCount(r.orderId, "Return received")).toBe(1);
    }
  });

  it("books one of four refunds of a return: one refund in the ledger, one history line", async () => {
    for (let round = 0; round < 3; round++) {
      const r = await approvedReturn();
      expect((await api("PUT", `/seller/returns/${r.returnId}/receive`, sellerA, { lines: r.lines })).statusCode).toBe(
        200,
      );
      const results = await raced("PUT", `/seller/returns/${r.returnId}/refund`, sellerA, {
        method: "cash",
        reference: `CASH-${r.returnId}`,
      });
      expect(codes(results)).toEqual([200, 409, 409, 409]);
      const entries = await ledgerEntriesOf(ctx, r.orderId);
      // 3 × 14.99 delivered, 2 back: the sale's 29.98 and its 3.00 of commission, and the cash paid back
      // (2 × 14.99 + 2/3 of the 3.15 tax = 2.10).
      expect(entries.map((e) => [e.type, e.amount_cents])).toEqual([
        ["sale", 4497],
        ["commission", -450],
        ["cash_collected", -(4497 + 315 + 599)],
        ["refund", -2998],
        ["commission_reversal", 300],
        ["cash_refunded", 2998 + 210],
      ]);
      expect(await historyCount(r.orderId, "Refunded")).toBe(1);
    }
    await balancesAreSums();
  });

  it("lets a receipt and its refund or the customer's cancel win, never both", async () => {
    const winners = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const r = await approvedReturn();
      const seller = (async () => {
        const app = round % 2 === 0 ? ctx.app : second;
        const received = await app.inject({
          method: "PUT",
          url: `/api/seller/returns/${r.returnId}/receive`,
          headers: sellerA.auth,
          payload: { lines: r.lines },
        });
        const refunded = await app.inject({
          method: "PUT",
          url: `/api/seller/returns/${r.returnId}/refund`,
          headers: sellerA.auth,
          payload: { method: "cash", reference: `R-${r.returnId}` },
        });
        return [received.statusCode, refunded.statusCode];
      })();
      const customer = (round % 2 === 0 ? second : ctx.app).inject({
        method: "PUT",
        url: `/api/returns/${r.returnId}/cancel`,
        headers: r.customer.auth,
      });
      const [[received, refunded], cancelled] = await Promise.all([seller, customer.then((c) => c.statusCode)]);
      const refundEntries = (await ledgerEntriesOf(ctx, r.orderId)).filter((e) =>
        ["refund", "commission_reversal", "cash_refunded"].includes(e.type),
      );
      const status = (await api("GET", `/orders/${r.orderId}/returns`, r.customer)).json()[0].status;
      if (cancelled === 200) {
        winners.add("cancel");
        expect([received, refunded]).toEqual([409, 409]);
        expect(status).toBe("cancelled");
        expect(await stockOf(r.productId)).toBe(7);
        expect(refundEntries).toEqual([]);
      } else {
        winners.add("receipt");
        expect(cancelled).toBe(409);
        expect([received, refunded]).toEqual([200, 200]);
        expect(status).toBe("refunded");
        expect(await stockOf(r.productId)).toBe(9);
        expect(refundEntries.map((e) => e.type)).toEqual(["refund", "commission_reversal", "cash_refunded"]);
      }
    }
    expect(winners.size).toBeGreaterThan(0);
    await balancesAreSums();
  });
});
