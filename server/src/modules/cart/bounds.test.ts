/**
 * Bounds on what one account piles up and the cart's one-statement changes:
 * a cart of at most 100 lines, an address book of at most 50, the order list paged, a decrease that
 * never loses a parallel increase.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  itOnPostgres,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let seller: TestUser;
let category: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  category = await createCategory(ctx, admin, "Bounded things");
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

const address = { street: "1 Bound Street", city: "Boundville", state: "BD", country: "Boundland", zipCode: "12345" };

describe("bounds per account", () => {
  it("holds at most 100 lines in a cart, and more of one already there", async () => {
    const buyer = await createUser(ctx);
    // 101 products of one default variant each, straight into the tables (the API would take a while).
    const rows = await ctx.database.db.execute(sql`
      with p as (
        insert into products (name, description, price_cents, discount_bp, special_price_cents, quantity, category_id, seller_id)
        select 'Bounded item ' || g, 'A bounded item', 100, 0, 100, 50, ${category}, ${seller.id} from generate_series(1, 101) g
        returning id, seller_id),
      v as (
        insert into product_variants (product_id, seller_id, price_cents, special_price_cents, quantity)
        select id, seller_id, 100, 100, 50 from p returning product_id)
      select product_id as id from v order by product_id`);
    const ids = (rows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    for (const id of ids.slice(0, 100))
      expect((await call("POST", `/carts/products/${id}/quantity/1`, buyer)).statusCode).toBe(200);
    const full = await call("POST", `/carts/products/${ids[100]}/quantity/1`, buyer);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(
      "Your cart can hold at most 100 lines (each size or color of a product is a line)",
    );
    expect((await call("POST", `/carts/products/${ids[0]}/quantity/2`, buyer)).statusCode).toBe(200);
    const cart = (await call("GET", "/carts/users/cart", buyer)).json();
    expect(cart.products).toHaveLength(100);
    // A full cart still checks out.
    const addressId = (await call("POST", "/addresses", buyer, address)).json().addressId;
    expect((await call("POST", "/order/users/payments/cod", buyer, { addressId })).statusCode).toBe(201);
  });

  it("counts lines, not products: 100 variants of one product fill the cart", async () => {
    const buyer = await createUser(ctx);
    const rows = await ctx.database.db.execute(sql`
      with p as (
        insert into products (name, description, price_cents, discount_bp, special_price_cents, quantity, category_id, seller_id)
        values ('Many sizes', 'A product of 101 sizes', 100, 0, 100, 5050, ${category}, ${seller.id})
        returning id, seller_id)
      insert into product_variants (product_id, seller_id, price_cents, special_price_cents, quantity, position, options)
      select p.id, p.seller_id, 100, 100, 50, g, jsonb_build_object('Size', 'S' || g) from p, generate_series(1, 101) g
      returning product_id, id`);
    const variants = (rows as unknown as { rows: { product_id: number; id: number }[] }).rows;
    for (const v of variants.slice(0, 100)) {
      const res = await call("POST", `/carts/products/${v.product_id}/quantity/1?variantId=${v.id}`, buyer);
      expect(res.statusCode, res.body).toBe(200);
    }
    const last = variants[100]!;
    const full = await call("POST", `/carts/products/${last.product_id}/quantity/1?variantId=${last.id}`, buyer);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(
      "Your cart can hold at most 100 lines (each size or color of a product is a line)",
    );
  });

  it("keeps at most 50 addresses", async () => {
    const owner = await createUser(ctx);
    for (let i = 0; i < 50; i++) expect((await call("POST", "/addresses", owner, address)).statusCode).toBe(201);
    const full = await call("POST", "/addresses", owner, address);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe("You can keep at most 50 addresses");
    expect((await call("GET", "/users/addresses", owner)).json()).toHaveLength(50);
  });

  it("pages the order list and keeps it a bare array", async () => {
    const buyer = await createUser(ctx);
    const { productId } = await createProduct(ctx, seller, category, { quantity: 50 });
    const addressId = (await call("POST", "/addresses", buyer, address)).json().addressId;
    const placed: number[] = [];
    for (let i = 0; i < 3; i++) {
      await call("POST", `/carts/products/${productId}/quantity/1`, buyer);
      placed.push((await call("POST", "/order/users/payments/cod", buyer, { addressId })).json().orderId);
    }
    const all = await call("GET", "/orders/users", buyer);
    expect(all.json().map((o: { orderId: number }) => o.orderId)).toEqual([...placed].reverse());
    expect(all.headers["x-total-count"]).toBe("3");
    const second = await call("GET", "/orders/users?page=1&size=2", buyer);
    expect(second.json().map((o: { orderId: number }) => o.orderId)).toEqual([placed[0]]);
    expect((await call("GET", "/orders/users?pageSize=101", buyer)).statusCode).toBe(400);
  });
});

describe("cart changes in one statement", () => {
  itOnPostgres(
    "loses no increase that runs in parallel with decreases (concurrent statements: PostgreSQL)",
    async () => {
      // Far above one: whatever the order, no decrease reaches the last unit, so every change succeeds.
      const buyer = await createUser(ctx);
      const { productId } = await createProduct(ctx, seller, category, { quantity: 1000 });
      const added = await call("POST", `/carts/products/${productId}/quantity/100`, buyer);
      expect(added.statusCode, added.body).toBe(200);
      const ops = Array.from({ length: 24 }, (_, i) =>
        call("PUT", `/carts/products/${productId}/quantity/${i % 2 ? "decrease" : "increase"}`, buyer),
      );
      const results = await Promise.all(ops);
      expect(
        results.every((r) => r.statusCode === 200),
        results.map((r) => `${r.statusCode} ${r.body}`).join(),
      ).toBe(true);
      const cart = (await call("GET", "/carts/users/cart", buyer)).json();
      expect(cart.products[0].quantity).toBe(100);
    },
  );

  itOnPostgres(
    "never removes a line that a parallel increase just raised above one (concurrent statements: PostgreSQL)",
    async () => {
      const buyer = await createUser(ctx);
      const { productId } = await createProduct(ctx, seller, category, { quantity: 1000 });
      for (let round = 0; round < 20; round++) {
        await call("DELETE", "/carts/empty", buyer);
        await call("POST", `/carts/products/${productId}/quantity/1`, buyer);
        const [inc, dec, inc2] = await Promise.all([
          call("PUT", `/carts/products/${productId}/quantity/increase`, buyer),
          call("PUT", `/carts/products/${productId}/quantity/decrease`, buyer),
          call("PUT", `/carts/products/${productId}/quantity/increase`, buyer),
        ]);
        const ok = (r: { statusCode: number }) => (r.statusCode === 200 ? 1 : 0);
        const line = (await call("GET", "/carts/users/cart", buyer)).json().products[0];
        // Whatever the order, the line holds what the successful changes add up to.
        expect(line?.quantity ?? 0, `round ${round}`).toBe(1 + ok(inc) + ok(inc2) - ok(dec));
      }
    },
  );

  itOnPostgres(
    "keeps an item added while one's own checkout commits: in the order or in a new cart, never lost (row locks: PostgreSQL)",
    async () => {
      const buyer = await createUser(ctx);
      const { productId: first } = await createProduct(ctx, seller, category, { quantity: 1000 });
      const { productId: second } = await createProduct(ctx, seller, category, { quantity: 1000 });
      const addressId = (await call("POST", "/addresses", buyer, address)).json().addressId;
      for (let round = 0; round < 15; round++) {
        await call("POST", `/carts/products/${first}/quantity/1`, buyer);
        const [order, add] = await Promise.all([
          call("POST", "/order/users/payments/cod", buyer, { addressId }),
          call("POST", `/carts/products/${second}/quantity/1`, buyer),
        ]);
        expect(order.statusCode, order.body).toBe(201);
        expect(add.statusCode, add.body).toBe(200);
        const inOrder = order.json().orderItemDTOs.some((i: { productId: number }) => i.productId === second);
        const cart = (await call("GET", "/carts/users/cart", buyer)).json();
        const inCart = cart.products.some((p: { productId: number }) => p.productId === second);
        // Two right answers, by who locked the cart first: the add (the line is in the order) or the
        // order (the line is in a new cart). What holds in both: exactly one of them, never lost and
        // never both ordered and still in the cart.
        const where = `round ${round}: in the order ${inOrder}, in the cart ${inCart}`;
        expect(Number(inOrder) + Number(inCart), where).toBe(1);
        await call("DELETE", "/carts/empty", buyer);
      }
    },
  );

  it("removes the line at one and answers 404 when there is none", async () => {
    const buyer = await createUser(ctx);
    const { productId } = await createProduct(ctx, seller, category, { quantity: 5 });
    await call("POST", `/carts/products/${productId}/quantity/1`, buyer);
    expect((await call("PUT", `/carts/products/${productId}/quantity/decrease`, buyer)).statusCode).toBe(200);
    expect((await call("GET", "/carts/users/cart", buyer)).json().products).toEqual([]);
    expect((await call("PUT", `/carts/products/${productId}/quantity/decrease`, buyer)).statusCode).toBe(404);
  });
});
