/**
 * Returns and refunds through the API (docs/decisions/0046-returns-and-refunds.md), on both databases:
 * the return window in the settings and the seller's profile; a customer's return of part of one
 * seller's lines, received short, refunded to the cent with the seller's ledger; a part returned in
 * full summing to zero for its seller under both cash modes; every refusal; the mails and the order's
 * history. The races are in returns-races.test.ts (PostgreSQL).
 */
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
  ledgerEntriesOf,
  placeCashOrder,
  setOrderStatus,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let categoryId: number;

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, categoryId } = await createShop("Return goods"));
});
afterAll(async () => {
  await ctx?.close();
});

const api = apiOf(() => ctx);

const stockOf = async (productId: number) =>
  Number(
    (
      await rowsOf<{ q: number }>(
        ctx.database.db.execute(sql`select quantity as q from product_variants where product_id = ${productId}`),
      )
    )[0]?.q,
  );

/** The invariants of the ledger: each kept balance is the sum of its seller's entries. */
async function balancesAreSums() {
  const rows = await rowsOf<{ seller_id: number; kept: number; summed: number }>(
    ctx.database.db.execute(sql`select b.seller_id, b.balance_cents::bigint as kept,
      (select coalesce(sum(amount_cents), 0) from seller_ledger_entries e where e.seller_id = b.seller_id)::bigint as summed
      from seller_balances b`),
  );
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) expect(Number(r.kept), `seller ${r.seller_id}`).toBe(Number(r.summed));
}

/** A customer's cash order of `lines` ([productId, quantity]), with a code when given: the order and its lines. */
async function orderOf(lines: [number, number][], code?: string) {
  const customer = await createUser(ctx);
  for (const [id, quantity] of lines) expect((await addToCart(ctx, customer, id, quantity)).statusCode).toBe(200);
  if (code) expect((await api("PUT", "/carts/promotion", customer, { code })).statusCode).toBe(200);
  const res = await placeCashOrder(ctx, customer, await addAddress(ctx, customer));
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as {
    orderId: number;
    orderItemDTOs: { orderItemId: number; productId: number; quantity: number }[];
  };
  const itemOf = (productId: number) => order.orderItemDTOs.find((i) => i.productId === productId)!.orderItemId;
  return { customer, orderId: order.orderId, itemOf };
}

const ask = (customer: TestUser, orderId: number, body: object) =>
  api("POST", `/orders/${orderId}/returns`, customer, body);

async function setCashCollector(cashCollectedBy: "platform" | "seller") {
  const res = await api("PUT", "/admin/marketplace", admin, { commissionPercent: 10, cashCollectedBy });
  expect(res.statusCode, res.body).toBe(200);
}

describe("the return window", () => {
  it("is 14 days in the shop's settings until the owner changes it (0 to 365), kept when left out", async () => {
    const read = async () => (await api("GET", "/public/settings")).json();
    const before = await read();
    expect(before.returnWindowDays).toBe(14);
    for (const bad of [-1, 366, 1.5, "14"]) {
      const res = await api("PUT", "/admin/settings", admin, { ...before, returnWindowDays: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().fieldErrors?.returnWindowDays).toBe(
        "Return window must be a whole number of days from 0 to 365",
      );
    }
    const { returnWindowDays: _, currencyDigits: __, shippingZones: ___, ...withoutWindow } = before;
    const changed = await api("PUT", "/admin/settings", admin, { ...withoutWindow, returnWindowDays: 30 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().returnWindowDays).toBe(30);
    expect((await read()).returnWindowDays).toBe(30);
    expect((await api("PUT", "/admin/settings", admin, withoutWindow)).statusCode).toBe(200);
    expect((await read()).returnWindowDays).toBe(30);
    expect((await api("PUT", "/admin/settings", admin, { ...withoutWindow, returnWindowDays: 14 })).statusCode).toBe(
      200,
    );
  });

  it("may be the seller's own in their profile (null: the shop's)", async () => {
    expect((await api("GET", "/seller/profile", sellerB)).json().returnWindowDays).toBeNull();
    for (const bad of [-1, 366, 2.5]) {
      expect((await api("PUT", "/seller/profile", sellerB, { returnWindowDays: bad })).statusCode).toBe(400);
    }
    const set = await api("PUT", "/seller/profile", sellerB, { returnWindowDays: 30 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().returnWindowDays).toBe(30);
    // A change of another field keeps it; null gives the shop's back.
    expect((await api("PUT", "/seller/profile", sellerB, { taxId: "" })).json().returnWindowDays).toBe(30);
    expect(
      (await api("PUT", "/seller/profile", sellerB, { returnWindowDays: null })).json().returnWindowDays,
    ).toBeNull();
  });
});

describe("a return of part of one seller's lines, received short and refunded", () => {
  it("refunds the received unit to the cent, puts only the resellable unit back and books the seller's ledger", async () => {
    await setCashCollector("platform");
    const a = await createProduct(ctx, sellerA, categoryId, { price: 19.99, quantity: 10 });
    const b = await createProduct(ctx, sellerB, categoryId, { price: 40.5, quantity: 10 });
    const { customer, orderId, itemOf } = await orderOf([
      [a.productId, 3],
      [b.productId, 1],
    ]);
    await deliverParts(ctx, orderId, sellerA, sellerB);
    expect(await stockOf(a.productId)).toBe(7);

    const asked = await ask(customer, orderId, {
      sellerId: sellerA.id,
      reason: "changed_mind",
      note: "Too many",
      lines: [{ orderItemId: itemOf(a.productId), quantity: 2 }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const r = asked.json();
    // The part: 3 × 19.99 = 59.97 of an order of 100.47 at 7 %: tax 7.03, A's share by what each part
    // pays (59.97 : 40.50) 4.1963… → 4.20 by the largest remainder; 2 of 3 units: 39.98 + 2.80.
    expect(r).toMatchObject({
      orderId,
      sellerId: sellerA.id,
      status: "requested",
      reason: "changed_mind",
      note: "Too many",
      refundAmount: 42.78,
      shippingRefund: 0,
      sendTo: null,
      lines: [{ orderItemId: itemOf(a.productId), quantity: 2, quantityReceived: 0, quantityResellable: 0 }],
    });
    expect(r.lines[0].productName).toBe(a.productName);
    expect(typeof r.createdAt).toBe("string");

    // The return form's view of the order: A's part open until 14 days after its delivery, 1 unit left.
    const returnable = await api("GET", `/orders/${orderId}/returnable`, customer);
    expect(returnable.statusCode, returnable.body).toBe(200);
    const partA = returnable.json().find((p: { sellerId: number }) => p.sellerId === sellerA.id);
    expect(partA).toMatchObject({ status: "Delivered", open: true, lines: [{ quantity: 3, returnable: 1 }] });
    expect(Date.parse(partA.windowClosesAt) - Date.parse(partA.deliveredAt)).toBe(14 * 86_400_000);
    expect((await api("GET", `/orders/${orderId}/returnable`, await createUser(ctx))).statusCode).toBe(404);

    // Another seller sees nothing of it; its seller sees it in their list.
    expect((await api("GET", `/seller/returns/${r.returnId}`, sellerB)).statusCode).toBe(404);
    expect((await api("PUT", `/seller/returns/${r.returnId}/approve`, sellerB)).statusCode).toBe(404);
    const listed = (await api("GET", "/seller/returns?status=requested", sellerA)).json();
    expect(listed.content.map((x: { returnId: number }) => x.returnId)).toContain(r.returnId);
    expect((await api("GET", "/seller/returns?status=refunded", sellerA)).json().totalElements).toBe(0);
    expect((await api("GET", "/seller/returns?status=lost", sellerA)).statusCode).toBe(400);

    // Receiving before approval, or refunding before receipt: 409, nothing changes.
    const lines = [{ orderItemId: itemOf(a.productId), quantityReceived: 1, quantityResellable: 1 }];
    expect((await api("PUT", `/seller/returns/${r.returnId}/receive`, sellerA, { lines })).statusCode).toBe(409);
    expect(
      (await api("PUT", `/seller/returns/${r.returnId}/refund`, sellerA, { method: "cash", reference: "R1" }))
        .statusCode,
    ).toBe(409);

    const approved = await api("PUT", `/seller/returns/${r.returnId}/approve`, sellerA);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe("approved");
    expect((await api("PUT", `/seller/returns/${r.returnId}/approve`, sellerA)).statusCode).toBe(409);

    // More received than asked, or more resellable than received: 400.
    for (const bad of [
      [{ orderItemId: itemOf(a.productId), quantityReceived: 3, quantityResellable: 0 }],
      [{ orderItemId: itemOf(a.productId), quantityReceived: 1, quantityResellable: 2 }],
      [{ orderItemId: itemOf(b.productId), quantityReceived: 1, quantityResellable: 1 }],
    ]) {
      expect((await api("PUT", `/seller/returns/${r.returnId}/receive`, sellerA, { lines: bad })).statusCode).toBe(400);
    }
    expect(await stockOf(a.productId)).toBe(7);

    // One of the two arrived, and it can be sold again.
    const received = await api("PUT", `/seller/returns/${r.returnId}/receive`, sellerA, { lines });
    expect(received.statusCode, received.body).toBe(200);
    // 1 of 3 units: 19.99 + 1.40 tax.
    expect(received.json()).toMatchObject({ status: "received", refundAmount: 21.39, shippingRefund: 0 });
    expect(received.json().lines[0]).toMatchObject({ quantity: 2, quantityReceived: 1, quantityResellable: 1 });
    expect(received.json().sendTo).toBeNull(); // seller A has no address in their profile
    expect(await stockOf(a.productId)).toBe(8);
    expect((await api("PUT", `/seller/returns/${r.returnId}/receive`, sellerA, { lines })).statusCode).toBe(409);
    expect(await stockOf(a.productId)).toBe(8);

    // A refund counts as paid only with its reference; no card payments yet.
    for (const bad of [{ method: "cash" }, { method: "cash", reference: " " }, { method: "cheque", reference: "X" }]) {
      expect((await api("PUT", `/seller/returns/${r.returnId}/refund`, sellerA, bad)).statusCode).toBe(400);
    }
    expect(
      (await api("PUT", `/seller/returns/${r.returnId}/refund`, sellerA, { method: "card", reference: "X" }))
        .statusCode,
    ).toBe(400);
    const refunded = await api("PUT", `/seller/returns/${r.returnId}/refund`, sellerA, {
      method: "bank_transfer",
      reference: "TR-0042",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({
      status: "refunded",
      refundAmount: 21.39,
      refundMethod: "bank_transfer",
      refundReference: "TR-0042",
    });
    expect(
      (await api("PUT", `/seller/returns/${r.returnId}/refund`, sellerA, { method: "cash", reference: "R2" }))
        .statusCode,
    ).toBe(409);

    // The shop holds the cash: the seller gives back the unit's sale and gets its commission back.
    expect(await ledgerEntriesOf(ctx, orderId)).toEqual([
      { seller_id: sellerA.id, type: "sale", amount_cents: 5997 },
      { seller_id: sellerA.id, type: "commission", amount_cents: -600 },
      { seller_id: sellerA.id, type: "refund", amount_cents: -1999 },
      { seller_id: sellerA.id, type: "commission_reversal", amount_cents: 200 },
      { seller_id: sellerB.id, type: "sale", amount_cents: 4050 },
      { seller_id: sellerB.id, type: "commission", amount_cents: -405 },
    ]);
    await balancesAreSums();

    // The statement shows the refunds by order.
    const statement = (await api("GET", "/seller/ledger", sellerA)).json();
    expect(statement.orders.find((o: { orderId: number }) => o.orderId === orderId)).toMatchObject({
      sale: 59.97,
      commission: -6,
      refunds: -17.99,
      net: 35.98,
    });

    // The units not received may still be asked for again: 2 of 3 are not back.
    const again = await ask(customer, orderId, {
      sellerId: sellerA.id,
      reason: "wrong_size",
      lines: [{ orderItemId: itemOf(a.productId), quantity: 3 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`At most 2 of ${a.productName} can still be returned`);

    // The customer's list, the order's history and the mails.
    const mine = (await api("GET", `/orders/${orderId}/returns`, customer)).json();
    expect(mine.map((x: { status: string }) => x.status)).toEqual(["refunded"]);
    const history = (await api("GET", `/orders/${orderId}`, customer))
      .json()
      .history.map((h: { status: string }) => h.status);
    expect(history).toEqual(
      expect.arrayContaining(["Return requested", "Return approved", "Return received", "Refunded"]),
    );
    const mails = await ctx.outbox();
    const about = (to: string, words: string) =>
      mails.filter((m) => m.to === to && m.subject.includes(`return #${r.returnId}`) && m.subject.includes(words));
    expect(about(sellerA.email, "asked")).toHaveLength(1);
    expect(about(customer.email, "approved")).toHaveLength(1);
    expect(about(customer.email, "arrived")).toHaveLength(1);
    const paid = about(customer.email, "refunded");
    expect(paid).toHaveLength(1);
    expect(paid[0]!.text).toContain("$21.39");
    expect(paid[0]!.text).toContain("Bank transfer");
    expect(paid[0]!.text).toContain("TR-0042");
  });
});

describe("a receipt that leaves a line out", () => {
  it("counts the line left out as come back with no unit, and refunds only what came", async () => {
    await setCashCollector("platform");
    const a = await createProduct(ctx, sellerA, categoryId, { price: 10, quantity: 5 });
    const a2 = await createProduct(ctx, sellerA, categoryId, { price: 20, quantity: 5 });
    const { customer, orderId, itemOf } = await orderOf([
      [a.productId, 1],
      [a2.productId, 1],
    ]);
    await deliverParts(ctx, orderId, sellerA);
    const r = (
      await ask(customer, orderId, {
        sellerId: sellerA.id,
        reason: "changed_mind",
        note: null,
        lines: [
          { orderItemId: itemOf(a.productId), quantity: 1 },
          { orderItemId: itemOf(a2.productId), quantity: 1 },
        ],
      })
    ).json();
    // Both lines, all units: 30.00 + 2.10 tax + 5.99 shipping (the whole part).
    expect(r.refundAmount).toBe(38.09);
    expect((await api("PUT", `/seller/returns/${r.returnId}/approve`, sellerA)).statusCode).toBe(200);
    const got = await api("PUT", `/seller/returns/${r.returnId}/receive`, sellerA, {
      lines: [{ orderItemId: itemOf(a.productId), quantityReceived: 1, quantityResellable: 1 }],
    });
    expect(got.statusCode, got.body).toBe(200);
    // 10.00 and its 0.70 of the tax; the 20.00 line did not come, nor does the shipping.
    expect(got.json()).toMatchObject({ refundAmount: 10.7, shippingRefund: 0 });
    expect(got.json().lines.map((l: { quantityReceived: number }) => l.quantityReceived)).toEqual([1, 0]);
    expect([await stockOf(a.productId), await stockOf(a2.productId)]).toEqual([5, 4]);
  });
});

describe("a part returned in full and refunded in full", () => {
  for (const cashCollectedBy of ["platform", "seller"] as const) {
    it(`leaves the seller's entries of the order summing to zero when ${cashCollectedBy === "seller" ? "the seller holds" : "the shop holds"} the cash, with a code, over two returns`, async () => {
      await setCashCollector(cashCollectedBy);
      const code = `BACK${cashCollectedBy.toUpperCase()}`;
      expect((await api("POST", "/admin/promotions", admin, { code, kind: "percent", value: 15 })).statusCode).toBe(
        201,
      );
      const a = await createProduct(ctx, sellerA, categoryId, { price: 12.35, quantity: 20 });
      const a2 = await createProduct(ctx, sellerA, categoryId, { price: 7.1, quantity: 20 });
      const b = await createProduct(ctx, sellerB, categoryId, { price: 33.33, quantity: 20 });
      const { customer, orderId, itemOf } = await orderOf(
        [
          [a.productId, 3],
          [a2.productId, 1],
          [b.productId, 2],
        ],
        code,
      );
      await deliverParts(ctx, orderId, sellerA, sellerB);
      await api("PUT", "/seller/profile", sellerA, { address: "5 Dock Road, Harbour Town, 4021" });

      const first = (
        await ask(customer, orderId, {
          sellerId: sellerA.id,
          reason: "wrong_size",
          lines: [{ orderItemId: itemOf(a.productId), quantity: 2 }],
        })
      ).json();
      const second = await ask(customer, orderId, {
        sellerId: sellerA.id,
        reason: "changed_mind",
        lines: [
          { orderItemId: itemOf(a.productId), quantity: 1 },
          { orderItemId: itemOf(a2.productId), quantity: 1 },
        ],
      });
      expect(second.statusCode, second.body).toBe(201);
      let refunded = 0;
      for (const [r, lines] of [
        [first, [{ orderItemId: itemOf(a.productId), quantityReceived: 2, quantityResellable: 1 }]],
        [
          second.json(),
          [
            { orderItemId: itemOf(a.productId), quantityReceived: 1, quantityResellable: 1 },
            { orderItemId: itemOf(a2.productId), quantityReceived: 1, quantityResellable: 0 },
          ],
        ],
      ] as const) {
        const approved = await api("PUT", `/seller/returns/${r.returnId}/approve`, sellerA);
        expect(approved.json().sendTo).toBe("5 Dock Road, Harbour Town, 4021");
        expect((await api("PUT", `/seller/returns/${r.returnId}/receive`, sellerA, { lines })).statusCode).toBe(200);
        const done = await api("PUT", `/admin/returns/${r.returnId}/refund`, admin, {
          method: "cash",
          reference: `C-${r.returnId}`,
        });
        expect(done.statusCode, done.body).toBe(200);
        refunded += Math.round(done.json().refundAmount * 100);
      }
      // Everything came back: the refunds are what the customer paid for the part, shipping included.
      const [part] = await rowsOf<{ paid: number }>(
        ctx.database.db.execute(
          sql`select paid_cents as paid from seller_shipments where order_id = ${orderId} and seller_id = ${sellerA.id}`,
        ),
      );
      expect(refunded).toBe(Number(part!.paid));
      const entries = (await ledgerEntriesOf(ctx, orderId)).filter((e) => e.seller_id === sellerA.id);
      expect(entries.map((e) => e.type)).toEqual(
        cashCollectedBy === "seller"
          ? [
              "sale",
              "commission",
              "cash_collected",
              "refund",
              "commission_reversal",
              "cash_refunded",
              "refund",
              "commission_reversal",
              "cash_refunded",
            ]
          : ["sale", "commission", "refund", "commission_reversal", "refund", "commission_reversal"],
      );
      expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
      // Seller B's part is untouched.
      expect(
        (await ledgerEntriesOf(ctx, orderId)).filter((e) => e.seller_id === sellerB.id).map((e) => e.type),
      ).toEqual(cashCollectedBy === "seller" ? ["sale", "commission", "cash_collected"] : ["sale", "commission"]);
      expect(await stockOf(a.productId)).toBe(19);
      expect(await stockOf(a2.productId)).toBe(19);
      // Nothing is left to return.
      const more = await ask(customer, orderId, {
        sellerId: sellerA.id,
        reason: "damaged",
        lines: [{ orderItemId: itemOf(a2.productId), quantity: 1 }],
      });
      expect(more.statusCode).toBe(409);
      await balancesAreSums();
    });
  }
});

describe("refusals", () => {
  it("refuses parts not delivered, closed windows, too many units and other customers' orders", async () => {
    await setCashCollector("platform");
    const a = await createProduct(ctx, sellerA, categoryId, { price: 5, quantity: 20 });
    const b = await createProduct(ctx, sellerB, categoryId, { price: 6, quantity: 20 });
    const { customer, orderId, itemOf } = await orderOf([
      [a.productId, 2],
      [b.productId, 2],
    ]);
    const lineA = {
      sellerId: sellerA.id,
      reason: "damaged",
      lines: [{ orderItemId: itemOf(a.productId), quantity: 1 }],
    };
    // Not delivered yet: nothing can come back, and nothing is booked.
    const early = await ask(customer, orderId, lineA);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Items can be returned once they are delivered");
    // A cancelled part books nothing either.
    expect((await setOrderStatus(ctx, sellerB, orderId, "Cancelled")).statusCode).toBe(200);
    const cancelled = await ask(customer, orderId, {
      sellerId: sellerB.id,
      reason: "damaged",
      lines: [{ orderItemId: itemOf(b.productId), quantity: 1 }],
    });
    expect(cancelled.statusCode).toBe(409);
    expect(await ledgerEntriesOf(ctx, orderId)).toEqual([]);

    await deliverParts(ctx, orderId, sellerA);
    // Another customer's order is not found, whatever they ask; so is an order that does not exist.
    const stranger = await createUser(ctx);
    expect((await ask(stranger, orderId, lineA)).statusCode).toBe(404);
    expect((await api("GET", `/orders/${orderId}/returns`, stranger)).statusCode).toBe(404);
    expect((await ask(customer, 999_999, lineA)).statusCode).toBe(404);
    expect((await ask(customer, orderId, lineA)).statusCode).toBe(201);
    // The stranger cannot see, cancel or escalate it.
    const theirs = (await api("GET", `/orders/${orderId}/returns`, customer)).json()[0];
    expect((await api("PUT", `/returns/${theirs.returnId}/cancel`, stranger)).statusCode).toBe(404);
    expect((await api("PUT", `/returns/${theirs.returnId}/escalate`, stranger)).statusCode).toBe(404);
    // Bad bodies: 400 with a message.
    for (const bad of [
      { ...lineA, reason: "bored" },
      { ...lineA, lines: [] },
      { ...lineA, lines: [{ orderItemId: itemOf(a.productId), quantity: 0 }] },
      { ...lineA, lines: [lineA.lines[0], lineA.lines[0]] },
      { ...lineA, lines: [{ orderItemId: itemOf(b.productId), quantity: 1 }] },
      { ...lineA, sellerId: admin.id },
    ]) {
      const res = await ask(customer, orderId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    // One unit is asked already: one more is all there is.
    const tooMany = await ask(customer, orderId, {
      ...lineA,
      lines: [{ orderItemId: itemOf(a.productId), quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`At most 1 of ${a.productName} can still be returned`);
    // The customer cancels theirs: its unit may be asked again.
    expect((await api("PUT", `/returns/${theirs.returnId}/cancel`, customer)).json().status).toBe("cancelled");
    const cancelledMails = (await ctx.outbox()).filter(
      (m) => m.to === sellerA.email && m.subject.includes(`return #${theirs.returnId} cancelled`),
    );
    expect(cancelledMails).toHaveLength(1);
    expect((await api("PUT", `/returns/${theirs.returnId}/cancel`, customer)).statusCode).toBe(409);
    expect(
      (await ask(customer, orderId, { ...lineA, lines: [{ orderItemId: itemOf(a.productId), quantity: 2 }] }))
        .statusCode,
    ).toBe(201);

    // The window: 14 days from the delivery; a seller's own 0 takes no returns.
    await ctx.database.db.execute(
      sql`update order_events set created_at = now() - interval '15 days' where order_id = ${orderId} and status = 'Delivered'`,
    );
    const late = await ask(customer, orderId, lineA);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^The return window closed on /);
    expect((await api("PUT", "/seller/profile", sellerA, { returnWindowDays: 30 })).statusCode).toBe(200);
    // Within the seller's own 30 days, but every unit is asked already.
    expect((await ask(customer, orderId, lineA)).statusCode).toBe(409);
    expect((await ask(customer, orderId, lineA)).json().message).toBe(`${a.productName} cannot be returned again`);
    expect((await api("PUT", "/seller/profile", sellerA, { returnWindowDays: 0 })).statusCode).toBe(200);
    expect((await ask(customer, orderId, lineA)).json().message).toBe("This seller takes no returns");
    expect((await api("PUT", "/seller/profile", sellerA, { returnWindowDays: null })).statusCode).toBe(200);
  });

  it("takes a declined return to the shop: escalated, then approved or closed by an admin", async () => {
    const a = await createProduct(ctx, sellerA, categoryId, { price: 8, quantity: 20 });
    const { customer, orderId, itemOf } = await orderOf([[a.productId, 2]]);
    await deliverParts(ctx, orderId, sellerA);
    const returnOf = async () =>
      (
        await ask(customer, orderId, {
          sellerId: sellerA.id,
          reason: "not_as_described",
          lines: [{ orderItemId: itemOf(a.productId), quantity: 1 }],
        })
      ).json().returnId as number;
    const first = await returnOf();
    const second = await returnOf();
    // Escalating before a decline, or declining without a reason: refused.
    expect((await api("PUT", `/returns/${first}/escalate`, customer)).statusCode).toBe(409);
    expect((await api("PUT", `/seller/returns/${first}/decline`, sellerA, { reason: "" })).statusCode).toBe(400);
    for (const id of [first, second]) {
      const declined = await api("PUT", `/seller/returns/${id}/decline`, sellerA, { reason: "Worn already" });
      expect(declined.json()).toMatchObject({ status: "declined", declineReason: "Worn already" });
      expect((await api("PUT", `/returns/${id}/cancel`, customer)).statusCode).toBe(409);
      expect((await api("PUT", `/returns/${id}/escalate`, customer)).json().status).toBe("escalated");
    }
    // The seller may not decide an escalated return; the admin may.
    expect((await api("PUT", `/seller/returns/${first}/approve`, sellerA)).statusCode).toBe(409);
    expect((await api("PUT", `/admin/returns/${first}/approve`, sellerA)).statusCode).toBe(403);
    expect((await api("PUT", `/admin/returns/${first}/approve`, admin)).json().status).toBe("approved");
    expect((await api("PUT", `/admin/returns/${second}/close`, admin)).json().status).toBe("closed");
    expect((await api("PUT", `/admin/returns/${second}/approve`, admin)).statusCode).toBe(409);
    const all = (await api("GET", "/admin/returns?status=closed", admin)).json();
    expect(all.content.map((r: { returnId: number }) => r.returnId)).toContain(second);
    // The closed return's unit may be asked again; the approved one's may not.
    expect((await returnOf()) > 0).toBe(true);
    const mails = await ctx.outbox();
    expect(mails.filter((m) => m.to === admin.email && m.subject.includes(`return #${first} escalated`))).toHaveLength(
      1,
    );
    expect(
      mails.filter((m) => m.to === customer.email && m.subject.includes(`return #${second} is closed`)),
    ).toHaveLength(1);
    expect(
      mails.filter((m) => m.to === customer.email && m.subject.includes(`return #${first} is declined`)),
    ).toHaveLength(1);
  });
});
