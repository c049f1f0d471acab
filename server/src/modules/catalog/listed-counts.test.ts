/**
 * Exact totals of the storefront's unfiltered lists come from categories.listed_products, which
 * triggers keep (migration 0003, decision 0004): every way the set of listed products changes must keep
 * them equal to a real count, and stock changes from orders must never touch the categories. The same
 * holds for the vocabulary's word counts (search_word_counts, per word and category: decisions 0020,
 * 0032), which tell a one-word search that it matches more than the exact-count limit.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import {
  addAddress,
  addToCart,
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  itOnPostgres,
  placeCashOrder,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let one: number;
let two: number;

beforeAll(async () => {
  ctx = await createTestApp({ CATALOG_CACHE: "off" });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  sellerA = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  sellerB = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  one = await createCategory(ctx, admin, "Counted one");
  two = await createCategory(ctx, admin, "Counted two");
});
afterAll(async () => {
  await ctx?.close();
});

const totalOf = async (url: string) => (await ctx.app.inject({ url })).json().totalElements as number;
const realCount = async (categoryId?: number) => {
  const [row] = await rowsOf<{ n: number }>(
    ctx.database.db.execute(
      categoryId === undefined
        ? sql`select count(*)::int as n from products where listed`
        : sql`select count(*)::int as n from products where listed and category_id = ${categoryId}`,
    ),
  );
  return Number(row!.n);
};

/** What the storefront says, next to what a count says. */
async function totals() {
  return {
    all: await totalOf("/api/public/products"),
    one: await totalOf(`/api/public/categories/${one}/products`),
    two: await totalOf(`/api/public/categories/${two}/products`),
  };
}
/** Words whose kept count differs from a count of the listed products holding them (none when right). */
const wrongWordCounts = () =>
  rowsOf<{ word: string; kept: number; real: number }>(
    ctx.database.db.execute(sql`
      select coalesce(s.word, r.w) as word, s.category_id, coalesce(s.products, 0) as kept, coalesce(r.n, 0)::int as real
      from (select * from search_word_counts where products <> 0) s
      full join (select w collate "C" as w, category_id, count(*)::int as n
                 from products p, unnest(tsvector_to_array(p.search)) w
                 where p.listed group by 1, 2) r on r.w = s.word and r.category_id = s.category_id
      where coalesce(s.products, 0) <> coalesce(r.n, 0)`),
  );
async function expectExact() {
  expect(await totals()).toEqual({ all: await realCount(), one: await realCount(one), two: await realCount(two) });
  expect(await wrongWordCounts()).toEqual([]);
}

describe("list totals without filters", () => {
  it("stay exact through inserts, moves, deletes, delisting and bulk loads", async () => {
    const a1 = await createProduct(ctx, sellerA, one);
    await createProduct(ctx, sellerA, one);
    await createProduct(ctx, sellerB, two);
    const b2 = await createProduct(ctx, sellerB, two);
    expect((await totals()).one).toBe(2);
    await expectExact();
    const [counted] = await rowsOf<{ n: number }>(
      ctx.database.db.execute(sql`select count(*)::int as n from search_word_counts where products > 0`),
    );
    expect(Number(counted!.n)).toBeGreaterThan(0);

    // A move to another category.
    const moved = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${a1.productId}`,
      headers: sellerA.auth,
      payload: {
        productName: a1.productName,
        description: "moved",
        price: 10,
        discount: 0,
        quantity: 10,
        categoryId: two,
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await totals()).two).toBe(3);
    await expectExact();

    // A delete.
    const deleted = await ctx.app.inject({
      method: "DELETE",
      url: `/api/admin/products/${b2.productId}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectExact();

    // The seller loses the role (every product delisted), then gets it back.
    const demote = (roles: string[]) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/admin/users/${sellerB.id}/roles`,
        headers: admin.auth,
        payload: { roles },
      });
    expect((await demote([ROLES.user])).statusCode).toBe(200);
    expect((await totals()).two).toBe(1);
    await expectExact();
    expect((await demote([ROLES.user, ROLES.seller])).statusCode).toBe(200);
    await expectExact();

    // A bulk load in one statement.
    await ctx.database.db.execute(sql`
      insert into products (name, description, price_cents, discount_bp, special_price_cents, quantity, category_id, seller_id)
      select 'Bulk ' || g, 'bulk', 500, 0, 500, 3, ${one}, ${sellerA.id} from generate_series(1, 25) g`);
    expect((await totals()).one).toBe(26);
    await expectExact();
    await ctx.database.db.execute(sql`delete from products where name like 'Bulk %' and category_id = ${one}`);
    await expectExact();
  });

  itOnPostgres(
    "stay exact when products sharing words are written at the same time (concurrent writers: PostgreSQL)",
    async () => {
      const made = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          createProduct(ctx, i % 2 ? sellerA : sellerB, i % 2 ? one : two, {
            productName: `Shared walnut lamp ${i}`,
            description: "A walnut lamp with a linen shade",
          }),
        ),
      );
      const edits = await Promise.all(
        made.map((p, i) =>
          ctx.app.inject({
            method: "PUT",
            url: `/api/admin/products/${p.productId}`,
            headers: (i % 2 ? sellerA : sellerB).auth,
            payload: {
              productName: p.productName,
              description: "A walnut shelf",
              price: 10,
              discount: 0,
              quantity: 10,
            },
          }),
        ),
      );
      expect(edits.map((r) => r.statusCode)).toEqual(made.map(() => 200));
      await expectExact();
      const deletes = await Promise.all(
        made.map((p) =>
          ctx.app.inject({ method: "DELETE", url: `/api/admin/products/${p.productId}`, headers: admin.auth }),
        ),
      );
      expect(deletes.map((r) => r.statusCode)).toEqual(made.map(() => 200));
      await expectExact();
    },
  );

  it("are not touched by a sale: stock changes leave the categories and the vocabulary alone", async () => {
    const buyer = await createUser(ctx);
    const product = await createProduct(ctx, sellerA, one, { quantity: 5 });
    const version = async () =>
      (
        await rowsOf<{ v: string }>(
          ctx.database.db.execute(sql`select xmin::text as v from categories where id = ${one}`),
        )
      )[0]!.v;
    const words = async () =>
      (
        await rowsOf<{ v: string }>(
          ctx.database.db.execute(sql`select (select string_agg(xmin::text, ',' order by word) from search_words)
            || ';' || (select string_agg(xmin::text, ',' order by word, category_id) from search_word_counts) as v`),
        )
      )[0]!.v;
    const before = await version();
    const wordsBefore = await words();
    await addToCart(ctx, buyer, product.productId, 2);
    const order = await placeCashOrder(ctx, buyer, await addAddress(ctx, buyer));
    expect(order.statusCode, order.body).toBe(201);
    expect(await version()).toBe(before);
    expect(await words()).toBe(wordsBefore);
    await expectExact();
  });
});
