/**
 * A removed seller stops selling: when a seller loses the seller role or deletes the
 * account, their products leave the storefront (lists, search, detail) and every cart; orders keep
 * their copies; admins still manage them; giving the role back lists them again.
 */
import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  placeCashOrder,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
let category: number;

beforeAll(async () => {
  // A long time-to-live: what these tests see change comes from the NOTIFY, not from expiry.
  ctx = await createTestApp({ CATALOG_CACHE_TTL_MS: "600000" });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  customer = await createUser(ctx);
  category = await createCategory(ctx, admin, "Delisting things");
});
afterAll(async () => {
  await ctx?.close();
});

const inject = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });

/** Whether the storefront shows the product, each way a shopper can reach it. */
async function storefrontShows(id: number, name: string) {
  const detail = await inject("GET", `/api/public/products/${id}`);
  const list = (await inject("GET", `/api/public/categories/${category}/products?pageSize=50`)).json();
  const all = (await inject("GET", "/api/public/products?pageSize=100")).json();
  const search = (
    await inject("GET", `/api/public/products/keyword/${encodeURIComponent(name.split(" ")[0]!)}`)
  ).json();
  const has = (page: { content: { productId: number }[] }) => page.content.some((p) => p.productId === id);
  return { detail: detail.statusCode, list: has(list), all: has(all), search: has(search) };
}

/** The storefront learns of a role change through the database's notification: wait for it. */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean) {
  let v = await read();
  for (let i = 0; i < 200 && !ok(v); i++) {
    await new Promise((r) => setTimeout(r, 50));
    v = await read();
  }
  return v;
}

const setRoles = (user: TestUser, roles: string[]) =>
  inject("PUT", `/api/admin/users/${user.id}/roles`, admin, { roles });
const cartIds = async (user: TestUser) =>
  ((await inject("GET", "/api/carts/users/cart", user)).json().products ?? []).map(
    (p: { productId: number }) => p.productId,
  );

describe("a seller who loses the role", () => {
  it("leaves the storefront and every cart, stays in Manage Products, and comes back with the role", async () => {
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const product = await createProduct(ctx, seller, category, { productName: "Quokka Plush Toy", quantity: 9 });
    const id = product.productId;
    expect(await storefrontShows(id, "Quokka Plush")).toEqual({ detail: 200, list: true, all: true, search: true });
    expect((await inject("POST", `/api/carts/products/${id}/quantity/2`, customer)).statusCode).toBeLessThan(300);
    expect(await cartIds(customer)).toContain(id);

    expect((await setRoles(seller, [ROLES.user])).statusCode).toBe(200);
    const gone = { detail: 404, list: false, all: false, search: false };
    // The detail is read fresh; cached lists change when the NOTIFY arrives: wait for every answer.
    const hidden = await eventually(
      () => storefrontShows(id, "Quokka Plush"),
      (s) => JSON.stringify(s) === JSON.stringify(gone),
    );
    expect(hidden).toEqual(gone);
    expect(await cartIds(customer)).not.toContain(id);
    expect((await inject("POST", `/api/carts/products/${id}/quantity/1`, customer)).statusCode).toBe(404);
    const managed = (await inject("GET", "/api/admin/products?pageSize=100", admin)).json();
    expect(managed.content.map((p: { productId: number }) => p.productId)).toContain(id);

    expect((await setRoles(seller, [ROLES.user, ROLES.seller])).statusCode).toBe(200);
    const shown = { detail: 200, list: true, all: true, search: true };
    // The detail is read fresh; cached lists change when the NOTIFY arrives: wait for both.
    const back = await eventually(
      () => storefrontShows(id, "Quokka Plush"),
      (s) => JSON.stringify(s) === JSON.stringify(shown),
    );
    expect(back).toEqual({ detail: 200, list: true, all: true, search: true });
  });
});

describe("a seller who deletes the account", () => {
  it("takes the products off the storefront; placed orders keep their copy", async () => {
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const { productId: id } = await createProduct(ctx, seller, category, {
      productName: "Wombat Slippers",
      quantity: 5,
    });
    await inject("POST", `/api/carts/products/${id}/quantity/1`, customer);
    const order = await placeCashOrder(ctx, customer, await addAddress(ctx, customer));
    expect(order.statusCode).toBe(201);
    expect(await storefrontShows(id, "Wombat Slippers")).toMatchObject({ detail: 200 });

    const removed = await inject("DELETE", "/api/profile", seller, { confirmUsername: seller.username });
    expect(removed.statusCode).toBeLessThan(300);
    const hidden = await eventually(
      () => storefrontShows(id, "Wombat Slippers"),
      (s) => s.detail === 404 && !s.list && !s.all && !s.search,
    );
    expect(hidden).toEqual({ detail: 404, list: false, all: false, search: false });
    const items = await inject("GET", `/api/orders/${order.json().orderId}/items`, customer);
    expect(JSON.stringify(items.json())).toContain("Wombat Slippers");
  });
});

describe("prices with more decimals than the shop's currency (USD) has", () => {
  it("are refused with a field error and change nothing", async () => {
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const { productId: id } = await createProduct(ctx, seller, category, { productName: "Precise Scale", price: 10 });
    const payload = {
      productName: "Precise Scale",
      description: "Weighs to the gram",
      price: 10.999,
      discount: 0,
      quantity: 3,
    };
    const res = await inject("PUT", `/api/admin/products/${id}`, seller, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ price: "Price can have at most 2 decimals in USD" });
    const created = await inject("POST", `/api/admin/categories/${category}/products`, seller, {
      ...payload,
      productName: "Another Scale",
      price: 5,
      discount: 10.125,
    });
    expect(created.json().fieldErrors).toMatchObject({ discount: "Discount can have at most 2 decimals" });
    expect((await inject("GET", `/api/public/products/${id}`)).json().price).toBe(10);
  });
});

describe("a seller's form open while units sell", () => {
  it("applies the seller's change to the stock as it is now: sold units are not put back", async () => {
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const { productId: id } = await createProduct(ctx, seller, category, { productName: "Busy Teapot", quantity: 10 });
    // The form opens with 10; meanwhile a customer buys 3.
    await inject("POST", `/api/carts/products/${id}/quantity/3`, customer);
    expect((await placeCashOrder(ctx, customer, await addAddress(ctx, customer))).statusCode).toBe(201);
    // The seller adds 5 to what the form showed.
    const payload = { productName: "Busy Teapot", description: "Pours well", price: 10, discount: 0, quantity: 15 };
    const saved = await inject("PUT", `/api/admin/products/${id}`, seller, { ...payload, expectedQuantity: 10 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().quantity).toBe(12);
    // The original client sends no expectedQuantity: the number it sends is the stock.
    const absolute = await inject("PUT", `/api/admin/products/${id}`, seller, { ...payload, quantity: 20 });
    expect(absolute.json().quantity).toBe(20);
  });
});
