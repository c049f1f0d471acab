/**
 * Writers of products in different categories never wait on a kept row they share
 * (docs/decisions/0044): every kept count is keyed by category, and the vocabulary is only inserted
 * into. One transaction changes a product of one category and stays open; another changes a product of
 * another category with the same values and words, under a lock timeout, and must get through.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  createCategory,
  createTestApp,
  createUser,
  itOnPostgres,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let seller: TestUser;
let one: number;
let two: number;

beforeAll(async () => {
  ctx = await createTestApp({ CATALOG_CACHE: "off" });
  const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  one = await createCategory(ctx, admin, "Apart one");
  two = await createCategory(ctx, admin, "Apart two");
});
afterAll(async () => {
  await ctx?.close();
});

/** A product with two coloured variants in stock, in `categoryId`. */
async function product(categoryId: number, name: string): Promise<number> {
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/admin/categories/${categoryId}/products`,
    headers: seller.auth,
    payload: {
      productName: name,
      description: "A walnut lamp with a linen shade",
      price: 20,
      discount: 0,
      options: [{ name: "Color", values: ["Red", "Blue"] }],
      variants: [
        { options: { Color: "Red" }, quantity: 3 },
        { options: { Color: "Blue" }, quantity: 3 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { productId: number }).productId;
}

/**
 * Runs `first` in a transaction that stays open while `second` runs in another with a lock timeout:
 * resolves with the second's outcome (an error when it had to wait for the first).
 */
async function whileOpen(first: ReturnType<typeof sql>, second: ReturnType<typeof sql>): Promise<unknown> {
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  let started!: () => void;
  let failed!: (e: unknown) => void;
  const firstWrote = new Promise<void>((r, f) => {
    started = r;
    failed = f;
  });
  const firstTx = ctx.database.db.transaction(async (tx) => {
    await tx.execute(first);
    started();
    await held;
  });
  firstTx.catch(failed);
  await firstWrote;
  try {
    return await ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '1s'`);
        await tx.execute(second);
      })
      .then(
        () => "ok",
        (e: unknown) => e,
      );
  } finally {
    release();
    await firstTx;
  }
}

describe("writers of different categories", () => {
  itOnPostgres("do not wait on each other's kept rows when prices or values change (PostgreSQL)", async () => {
    const a = await product(one, "Apart walnut lamp");
    const b = await product(two, "Apart walnut shade");
    // A new price moves the price bands of the product's values.
    expect(
      await whileOpen(
        sql`update products set special_price_cents = 2500, price_cents = 2500 where id = ${a}`,
        sql`update products set special_price_cents = 2600, price_cents = 2600 where id = ${b}`,
      ),
    ).toBe("ok");
    // A value sold out (as an order's last unit does) moves every count of that value.
    expect(
      await whileOpen(
        sql`update product_variants set quantity = 0 where product_id = ${a} and option_tokens @> array['color:red']`,
        sql`update product_variants set quantity = 0 where product_id = ${b} and option_tokens @> array['color:red']`,
      ),
    ).toBe("ok");
  });

  itOnPostgres("do not wait on each other's word counts when names change (PostgreSQL)", async () => {
    const a = await product(one, "Apart oak lamp");
    const b = await product(two, "Apart oak shade");
    // Both renames take "oak" off (a word both categories hold) and add "linen", held by both already.
    const rename = (id: number, name: string) => sql`update products set name = ${name} where id = ${id}`;
    expect(await whileOpen(rename(a, "Apart linen lamp"), rename(b, "Apart linen shade"))).toBe("ok");
  });
});
