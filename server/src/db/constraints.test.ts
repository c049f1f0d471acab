/**
 * What the database itself enforces: statuses are the contract's only, old idempotency
 * keys are forgotten, and the admin's user search has an index to use.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetOldIdempotencyKeys } from "../modules/orders/idempotency.js";
import {
  addAddress,
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  placeCashOrder,
  type TestContext,
} from "../test/harness.js";
import { ROLES } from "@shop/contract";

let ctx: TestContext;
let orderId: number;
let userId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  const buyer = await createUser(ctx);
  userId = buyer.id;
  const category = await createCategory(ctx, admin, "Constrained things");
  const { productId } = await createProduct(ctx, seller, category, { quantity: 5 });
  await ctx.app.inject({ method: "POST", url: `/api/carts/products/${productId}/quantity/1`, headers: buyer.auth });
  const order = await placeCashOrder(ctx, buyer, await addAddress(ctx, buyer), {
    "idempotency-key": "constraints-key-0001",
  });
  orderId = order.json().orderId;
});
afterAll(async () => {
  await ctx?.close();
});

const rejects = (statement: ReturnType<typeof sql>) => expect(ctx.database.db.execute(statement)).rejects.toThrow();

describe("the database", () => {
  it("refuses a status that is not one of the contract's", async () => {
    await rejects(sql`update orders set status = 'Teleported' where id = ${orderId}`);
    await rejects(sql`update seller_shipments set status = 'Partially Shipped' where order_id = ${orderId}`);
    await rejects(sql`update payments set pg_status = 'maybe' where order_id = ${orderId}`);
    await ctx.database.db.execute(sql`update orders set status = 'Shipped' where id = ${orderId}`);
  });

  it("forgets idempotency keys older than 24 hours and keeps the others", async () => {
    await ctx.database.db.execute(sql`
      insert into idempotency_keys (user_id, key, order_id, created_at)
      values (${userId}, 'constraints-key-old', ${orderId}, now() - interval '25 hours')`);
    expect(await forgetOldIdempotencyKeys(ctx.database.db)).toBe(1);
    const keys = (await ctx.database.db.execute(sql`select key from idempotency_keys order by key`)) as unknown as {
      rows: { key: string }[];
    };
    expect(keys.rows.map((r) => r.key)).toEqual(["constraints-key-0001"]);
  });

  it("has a trigram index for the admin's user search", async () => {
    // In one transaction: the setting and the EXPLAIN on the same connection.
    const text = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (await tx.execute(
        sql`explain select id from users where username ilike '%ann%' or email ilike '%ann%'`,
      )) as unknown as { rows: Record<string, string>[] };
      return plan.rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(text).toMatch(/users_username_trgm_idx/);
    expect(text).toMatch(/users_email_trgm_idx/);
  });
});
