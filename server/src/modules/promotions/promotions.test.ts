/**
 * Discount codes through the API (docs/decisions/0022): managing them, applying them to a cart with
 * the reason when they do not apply, placing orders whose sums hold to the cent, the limits under
 * races, and what a code does to the sellers' ledger.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import type pg from "pg";
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
  dbKind,
  deliverParts,
  ledgerEntriesOf,
  placeCashOrder,
  startSecondServer,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let categoryId: number;
let a: { productId: number };
let b: { productId: number };

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, categoryId } = await createShop("Coded goods"));
  a = await createProduct(ctx, sellerA, categoryId, { productName: "Coded A", price: 19.99, quantity: 500 });
  b = await createProduct(ctx, sellerB, categoryId, { productName: "Coded B", price: 40.5, quantity: 500 });
});
afterAll(async () => {
  await ctx?.close();
});

const api = apiOf(() => ctx);

async function code(owner: TestUser, body: object, tree = owner === admin ? "admin" : "seller") {
  const res = await api("POST", `/${tree}/promotions`, owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { promotionId: number; code: string; timesUsed: number };
}

const shopper = (lines: [number, number][]) => createShopper(ctx, lines);

const apply = (user: TestUser, text: string) => api("PUT", "/carts/promotion", user, { code: text });

describe("managing codes", () => {
  it("creates, lists with usage, edits, deactivates and deletes only unused codes; refuses bad input", async () => {
    const created = await code(admin, { code: "WELCOME10", kind: "percent", value: 10 });
    expect(created).toMatchObject({ code: "WELCOME10", timesUsed: 0 });
    expect(
      (await api("POST", "/admin/promotions", admin, { code: "welcome10", kind: "fixed", value: 5 })).statusCode,
    ).toBe(409);
    const bad: [object, RegExp][] = [
      [{ code: "x", kind: "percent", value: 10 }, /3 to 32 letters/],
      [{ code: "BAD CODE", kind: "percent", value: 10 }, /3 to 32 letters/],
      [{ code: "PCT0", kind: "percent", value: 0 }, /more than 0 and at most 100/],
      [{ code: "PCT101", kind: "percent", value: 101 }, /more than 0 and at most 100/],
      [{ code: "FIX0", kind: "fixed", value: 0 }, /more than 0/],
      // Below a cent: the shop's currency (USD) has 2 decimals; a KWD shop takes 1.234.
      [{ code: "FIXC", kind: "fixed", value: 1.234 }, /Value can have at most 2 decimals in USD/],
      [
        { code: "MINC", kind: "fixed", value: 1, minSubtotal: 10.001 },
        /Minimum order amount can have at most 2 decimals in USD/,
      ],
      [{ code: "KIND", kind: "bogo", value: 1 }, /percent, fixed or free_shipping/],
      [
        { code: "DATES", kind: "fixed", value: 1, startsAt: "2030-01-02", endsAt: "2030-01-01" },
        /end must be after the start/,
      ],
      [{ code: "LIMIT", kind: "fixed", value: 1, usageLimit: 0 }, /whole numbers of 1 or more/],
    ];
    for (const [body, message] of bad) {
      const res = await api("POST", "/admin/promotions", admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
    const edited = await api("PUT", `/admin/promotions/${created.promotionId}`, admin, { value: 15, usageLimit: 100 });
    expect(edited.json()).toMatchObject({ value: 15, usageLimit: 100, kind: "percent", active: true });
    expect((await api("PUT", `/admin/promotions/${created.promotionId}`, admin, { active: false })).json().active).toBe(
      false,
    );
    // A seller sees and changes only their own codes; the admin tree is the shop's.
    const own = await code(sellerA, { code: "ASHOP5", kind: "fixed", value: 5 });
    expect(
      (await api("GET", "/seller/promotions", sellerA)).json().content.map((p: { code: string }) => p.code),
    ).toEqual(["ASHOP5"]);
    expect((await api("GET", "/seller/promotions", sellerB)).json().content).toEqual([]);
    expect((await api("PUT", `/seller/promotions/${own.promotionId}`, sellerB, { active: false })).statusCode).toBe(
      404,
    );
    expect((await api("PUT", `/admin/promotions/${own.promotionId}`, admin, { active: false })).statusCode).toBe(404);
    expect((await api("GET", "/admin/promotions", admin)).json().content.map((p: { code: string }) => p.code)).toEqual([
      "WELCOME10",
    ]);
    expect(
      (await api("POST", "/admin/promotions", sellerA, { code: "NOPE", kind: "fixed", value: 1 })).statusCode,
    ).toBe(403);
    expect((await api("GET", "/seller/promotions", admin)).statusCode).toBe(403);
    expect((await api("DELETE", `/seller/promotions/${own.promotionId}`, sellerA)).statusCode).toBe(200);
    expect((await api("DELETE", `/seller/promotions/${own.promotionId}`, sellerA)).statusCode).toBe(404);
  });
});

describe("codes in the cart", () => {
  it("refuses a code with the reason in words and leaves the cart as it was", async () => {
    await code(admin, { code: "MIN50", kind: "fixed", value: 10, minSubtotal: 50 });
    await code(admin, { code: "OLD", kind: "percent", value: 5, endsAt: "2020-01-01T00:00:00Z" });
    await code(admin, { code: "SOON", kind: "percent", value: 5, startsAt: "2099-01-01T00:00:00Z" });
    await code(sellerB, { code: "BONLY", kind: "percent", value: 20 });
    const used = await code(admin, { code: "ONCE", kind: "fixed", value: 1, perCustomerLimit: 1 });
    await code(admin, { code: "KEEP5", kind: "percent", value: 5 });
    const { user } = await shopper([[a.productId, 2]]); // 39.98
    // A code on the cart stays there through every refused one.
    expect((await apply(user, "KEEP5")).statusCode).toBe(200);
    // To a customer who has not applied or used them, an unknown code and codes that exist but
    // cannot be used now answer alike: the answer does not say which codes exist.
    for (const text of ["NOSUCHCODE", "OLD", "SOON", "min50", "BONLY", "WELCOME10"]) {
      const res = await apply(user, text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json(), text).toEqual({
        message: "This code cannot be used",
        code: "VALIDATION_ERROR",
        fieldErrors: { code: "This code cannot be used" },
      });
    }
    const cart = (await api("GET", "/carts/users/cart", user)).json();
    expect(cart).toMatchObject({ promotionCode: "KEEP5", discount: 2, totalPrice: 39.98 });
    expect((await api("DELETE", "/carts/promotion", user)).json()).toMatchObject({ promotionCode: null, discount: 0 });
    // Used once by this customer: refused for a second order.
    expect((await apply(user, "ONCE")).statusCode).toBe(200);
    const first = await placeCashOrder(ctx, user, await addAddress(ctx, user));
    expect(first.json()).toMatchObject({ promotionCode: "ONCE", discount: 1 });
    await addToCart(ctx, user, a.productId, 1);
    const again = await apply(user, "ONCE");
    expect(again.json().message).toBe("You have already used this code");
    expect(
      (await api("GET", "/admin/promotions", admin))
        .json()
        .content.find((p: { promotionId: number }) => p.promotionId === used.promotionId).timesUsed,
    ).toBe(1);
  });

  it("prices the cart live and says why the code stopped applying after a change", async () => {
    const { user } = await shopper([[a.productId, 3]]); // 59.97
    const applied = await apply(user, "MIN50");
    expect(applied.json()).toMatchObject({
      promotionCode: "MIN50",
      discount: 10,
      totalPrice: 59.97,
      promotionProblem: null,
    });
    const lower = await api("PUT", `/carts/products/${a.productId}/quantity/decrease`, user);
    expect(lower.json()).toMatchObject({
      promotionCode: "MIN50",
      discount: 0,
      promotionProblem: "Add $10.02 more to use this code",
    });
    // Applied by this customer: applying it again keeps the precise reason.
    expect((await apply(user, "MIN50")).json().message).toBe("Add $10.02 more to use this code");
    const back = await api("PUT", `/carts/products/${a.productId}/quantity/increase`, user);
    expect(back.json()).toMatchObject({ discount: 10, promotionProblem: null });
    const removed = await api("DELETE", "/carts/promotion", user);
    expect(removed.json()).toMatchObject({ promotionCode: null, discount: 0 });
    expect((await api("PUT", "/carts/promotion", undefined, { code: "MIN50" })).statusCode).toBe(401);
  });
});

describe("orders with codes", () => {
  it("adds up to the cent: percent off both sellers, tax on the discounted subtotal, parts to the total", async () => {
    await code(admin, { code: "TENOFF", kind: "percent", value: 10 });
    const { user, address } = await shopper([
      [a.productId, 3],
      [b.productId, 1],
    ]);
    expect((await apply(user, "tenoff")).json()).toMatchObject({ discount: 10.05, totalPrice: 100.47 });
    const res = await placeCashOrder(ctx, user, address);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    expect(placed).toMatchObject({
      subtotal: 100.47,
      discount: 10.05,
      promotionCode: "TENOFF",
      shippingFee: 5.99,
      tax: 6.33,
      totalAmount: 102.74,
    });
    expect(placed.orderItemDTOs.map((i: { promotionDiscount: number }) => i.promotionDiscount).sort()).toEqual([
      4.05, 6,
    ]);
    const parts = await rowsOf<{ paid: number }>(
      ctx.database.db.execute(
        sql`select sum(paid_cents)::int as paid from seller_shipments where order_id = ${placed.orderId}`,
      ),
    );
    expect(parts[0]?.paid).toBe(10274);
    // A shop-paid code leaves the sellers' sales whole.
    const sellerView = (await api("GET", `/seller/orders/${placed.orderId}`, sellerB)).json();
    expect(sellerView).toMatchObject({ sellerTotal: 40.5, discount: 4.05, promotionCode: "TENOFF" });
    const again = (await api("GET", `/orders/${placed.orderId}`, user)).json();
    expect(again).toMatchObject({ discount: 10.05, totalAmount: 102.74 });
    const mail = (await ctx.outbox()).find((m) => m.to === user.email && m.subject.includes(`#${placed.orderId}`));
    expect(mail?.text).toContain("Discount (TENOFF): -$10.05");
  });

  it("a seller's code discounts only their lines, lowers only their sale, and counts once for a split order", async () => {
    const own = await code(sellerB, { code: "B5OFF", kind: "fixed", value: 5 });
    await api("PUT", `/admin/sellers/${sellerB.id}/commission`, admin, { percent: 10 });
    const { user, address } = await shopper([
      [a.productId, 1],
      [b.productId, 2],
    ]);
    expect((await apply(user, "B5OFF")).json().discount).toBe(5);
    const placed = (await placeCashOrder(ctx, user, address)).json();
    expect(placed).toMatchObject({ subtotal: 100.99, discount: 5 });
    const items = placed.orderItemDTOs as { productId: number; promotionDiscount: number }[];
    expect(items.find((i) => i.productId === a.productId)?.promotionDiscount).toBe(0);
    expect(items.find((i) => i.productId === b.productId)?.promotionDiscount).toBe(5);
    expect(
      (await api("GET", "/seller/promotions", sellerB))
        .json()
        .content.find((p: { promotionId: number }) => p.promotionId === own.promotionId).timesUsed,
    ).toBe(1);
    await deliverParts(ctx, placed.orderId, sellerA, sellerB);
    expect(await ledgerEntriesOf(ctx, placed.orderId)).toEqual(
      [
        { seller_id: sellerA.id, type: "sale", amount_cents: 1999 },
        { seller_id: sellerA.id, type: "commission", amount_cents: -200 },
        // 81.00 − 5.00 paid by the seller; commission on what is left.
        { seller_id: sellerB.id, type: "sale", amount_cents: 7600 },
        { seller_id: sellerB.id, type: "commission", amount_cents: -760 },
      ].sort((x, y) => x.seller_id - y.seller_id),
    );
  });

  it("free shipping zeroes the fee; a cancel gives the use back; a replayed order does not count twice", async () => {
    const free = await code(admin, { code: "SHIPFREE", kind: "free_shipping", usageLimit: 5 });
    const { user, address } = await shopper([[a.productId, 1]]);
    expect((await apply(user, "SHIPFREE")).json()).toMatchObject({ freeShipping: true, discount: 0 });
    const key = { "idempotency-key": "free-ship-once" };
    const placed = await placeCashOrder(ctx, user, address, key);
    expect(placed.json()).toMatchObject({ shippingFee: 0, subtotal: 19.99, tax: 1.4, totalAmount: 21.39 });
    const replay = await placeCashOrder(ctx, user, address, key);
    expect(replay.json().orderId).toBe(placed.json().orderId);
    const usage = async () =>
      (await api("GET", "/admin/promotions?pageSize=100", admin))
        .json()
        .content.find((p: { promotionId: number }) => p.promotionId === free.promotionId).timesUsed;
    expect(await usage()).toBe(1);
    expect((await api("PUT", `/orders/${placed.json().orderId}/cancel`, user)).statusCode).toBe(200);
    expect(await usage()).toBe(0);
    expect((await api("DELETE", `/admin/promotions/${free.promotionId}`, admin)).statusCode).toBe(409);
  });

  it("answers 409 and changes nothing when the code was used up meanwhile; the cart keeps its lines", async () => {
    await code(admin, { code: "LASTONE", kind: "fixed", value: 2, usageLimit: 1 });
    const first = await shopper([[a.productId, 1]]);
    const second = await shopper([[a.productId, 1]]);
    expect((await apply(first.user, "LASTONE")).statusCode).toBe(200);
    expect((await apply(second.user, "LASTONE")).statusCode).toBe(200);
    expect((await placeCashOrder(ctx, first.user, first.address)).statusCode).toBe(201);
    const stock = async () => (await api("GET", `/public/products/${a.productId}`)).json().quantity as number;
    const before = await stock();
    const late = await placeCashOrder(ctx, second.user, second.address);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("This code has just been used up");
    expect(await stock()).toBe(before);
    const cart = (await api("GET", "/carts/users/cart", second.user)).json();
    expect(cart.products).toHaveLength(1);
    expect(cart).toMatchObject({ promotionCode: "LASTONE", promotionProblem: "This code has been used up" });
  });
});

describe("a code without a usage limit", () => {
  it("counts its uses from its redemptions, leaves its row alone, and a limit set later starts from them", async () => {
    const open = await code(admin, { code: "OPENDOOR", kind: "percent", value: 5 });
    const usage = async () =>
      (await api("GET", "/admin/promotions?pageSize=100", admin))
        .json()
        .content.find((p: { promotionId: number }) => p.promotionId === open.promotionId).timesUsed as number;
    const column = async () =>
      (
        await rowsOf<{ n: number }>(
          ctx.database.db.execute(sql`select times_used as n from promotions where id = ${open.promotionId}`),
        )
      )[0]!.n;
    const buy = async () => {
      const s = await shopper([[a.productId, 1]]);
      expect((await apply(s.user, "OPENDOOR")).statusCode).toBe(200);
      return { ...s, placed: await placeCashOrder(ctx, s.user, s.address) };
    };
    const orders = [await buy(), await buy(), await buy()];
    for (const o of orders) expect(o.placed.statusCode, o.placed.body).toBe(201);
    expect(await usage()).toBe(3);
    expect(await column()).toBe(0);
    const [first] = orders;
    expect((await api("PUT", `/orders/${first!.placed.json().orderId}/cancel`, first!.user)).statusCode).toBe(200);
    expect(await usage()).toBe(2);

    const tooLow = await api("PUT", `/admin/promotions/${open.promotionId}`, admin, { usageLimit: 1 });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toBe("The usage limit cannot be below the 2 times the code was used");
    const limited = await api("PUT", `/admin/promotions/${open.promotionId}`, admin, { usageLimit: 3 });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json()).toMatchObject({ usageLimit: 3, timesUsed: 2 });
    expect(await column()).toBe(2);
    expect((await buy()).placed.statusCode).toBe(201);
    expect(await usage()).toBe(3);
    const late = await shopper([[a.productId, 1]]);
    // Used up, to a customer who never used it: the answer of any code that cannot be used.
    expect((await apply(late.user, "OPENDOOR")).json().message).toBe("This code cannot be used");
  });
});

/** PostgreSQL only: PGlite runs one statement at a time, so no two checkouts ever overlap there. */
describe.runIf(dbKind === "postgres")("a limited code raced on two servers", () => {
  it("is redeemed exactly usageLimit times by twelve checkouts at once, and nothing else is written", async () => {
    await code(admin, { code: "THREE", kind: "percent", value: 50, usageLimit: 3 });
    const second = await startSecondServer(ctx);
    try {
      const buyers = await Promise.all(Array.from({ length: 12 }, () => shopper([[b.productId, 1]])));
      for (const s of buyers) expect((await apply(s.user, "THREE")).statusCode).toBe(200);
      const orders = await rowsOf<{ n: number }>(ctx.database.db.execute(sql`select count(*)::int as n from orders`));
      const results = await Promise.all(
        buyers.map((s, i) => placeCashOrder(ctx, s.user, s.address, {}, i % 2 ? second : ctx.app)),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().message).toMatch(/used up/);
      const after = await rowsOf<{ n: number }>(ctx.database.db.execute(sql`select count(*)::int as n from orders`));
      expect(Number(after[0]!.n) - Number(orders[0]!.n)).toBe(3);
      const [row] = await rowsOf<{ times_used: number; redemptions: number }>(
        ctx.database.db.execute(sql`select times_used, (select count(*)::int from promotion_redemptions r where r.promotion_id = p.id) as redemptions
          from promotions p where code = 'THREE'`),
      );
      expect(row).toEqual({ times_used: 3, redemptions: 3 });
    } finally {
      await second.close();
    }
  });

  it("is redeemed by every one of twelve checkouts at once without a limit, and one set meanwhile holds", async () => {
    await code(admin, { code: "EVERYONE", kind: "percent", value: 10 });
    const second = await startSecondServer(ctx);
    try {
      const buyers = await Promise.all(Array.from({ length: 12 }, () => shopper([[b.productId, 1]])));
      for (const s of buyers) expect((await apply(s.user, "EVERYONE")).statusCode).toBe(200);
      const results = await Promise.all(
        buyers.map((s, i) => placeCashOrder(ctx, s.user, s.address, {}, i % 2 ? second : ctx.app)),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
      const listed = (await api("GET", "/admin/promotions?pageSize=100", admin)).json().content;
      expect(listed.find((p: { code: string }) => p.code === "EVERYONE").timesUsed).toBe(12);

      // A limit set while twelve more check out: the kept count starts from every redemption that
      // committed before it, and no checkout after it passes the limit.
      const limited = await code(admin, { code: "SOONSHUT", kind: "percent", value: 10 });
      const more = await Promise.all(Array.from({ length: 12 }, () => shopper([[b.productId, 1]])));
      for (const s of more) expect((await apply(s.user, "SOONSHUT")).statusCode).toBe(200);
      const [placed, edit] = await Promise.all([
        Promise.all(more.map((s, i) => placeCashOrder(ctx, s.user, s.address, {}, i % 2 ? second : ctx.app))),
        (async () => {
          await new Promise((r) => setTimeout(r, 5));
          return api("PUT", `/admin/promotions/${limited.promotionId}`, admin, { usageLimit: 8 });
        })(),
      ]);
      for (const r of placed) expect([201, 409]).toContain(r.statusCode);
      const [row] = await rowsOf<{ times_used: number; usage_limit: number | null; redemptions: number }>(
        ctx.database.db.execute(sql`select times_used, usage_limit,
            (select count(*)::int from promotion_redemptions r where r.promotion_id = p.id) as redemptions
          from promotions p where id = ${limited.promotionId}`),
      );
      expect(row!.redemptions).toBe(placed.filter((r) => r.statusCode === 201).length);
      if (edit.statusCode === 200) {
        expect(row!.usage_limit).toBe(8);
        expect(row!.redemptions).toBeLessThanOrEqual(8);
        expect(row!.times_used).toBe(row!.redemptions);
      } else {
        // Every use was in before the limit could be set: it is refused as below them.
        expect(edit.statusCode).toBe(400);
        expect(row!.usage_limit).toBeNull();
      }
    } finally {
      await second.close();
    }
  });
});

describe.runIf(dbKind === "postgres")("a code's limit changed while a checkout redeems it", () => {
  it("takes a use when the limit is taken off while the checkout waits for that edit", async () => {
    const limited = await code(admin, { code: "OPENSUP", kind: "percent", value: 10, usageLimit: 5 });
    const { user, address } = await shopper([[b.productId, 1]]);
    expect((await apply(user, "OPENSUP")).statusCode).toBe(200);
    // The edit, held open: the code's row locked and its limit taken off, not yet committed.
    const edit = await (ctx.database.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      await edit.query("begin");
      await edit.query("select id from promotions where id = $1 for update", [limited.promotionId]);
      await edit.query("update promotions set usage_limit = null where id = $1", [limited.promotionId]);
      const placing = placeCashOrder(ctx, user, address);
      // The checkout read the limit and now waits on the row to count its use.
      for (let i = 0; ; i++) {
        const { rows } = await edit.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0].n > 0) break;
        if (i > 500) throw new Error("the checkout never waited for the edit");
        await new Promise((r) => setTimeout(r, 10));
      }
      await edit.query("commit");
      const placed = await placing;
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().promotionCode).toBe("OPENSUP");
    } finally {
      edit.release();
    }
  });
});

describe("a client that never sends a code", () => {
  it("orders as before: no discount, totalAmount = subtotal + shipping + tax", async () => {
    const { user, address } = await shopper([[b.productId, 1]]);
    const placed = (await placeCashOrder(ctx, user, address)).json();
    expect(placed).toMatchObject({
      subtotal: 40.5,
      discount: 0,
      promotionCode: null,
      shippingFee: 5.99,
      tax: 2.84,
      totalAmount: 49.33,
    });
    const registered = await createUser(ctx, { roles: [ROLES.user] });
    expect((await api("GET", "/carts/users/cart", registered)).json().promotionCode).toBeNull();
  });
});
