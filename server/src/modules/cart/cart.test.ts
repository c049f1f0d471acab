import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let seller: TestUser;
let alice: TestUser;
let bob: TestUser;
let lamp: { productId: number };
let chair: { productId: number };

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  alice = await createUser(ctx);
  bob = await createUser(ctx);
  const home = await createCategory(ctx, admin, "Home & Furniture");
  lamp = await createProduct(ctx, seller, home, { productName: "Desk Lamp", price: 19.99, discount: 10, quantity: 5 });
  chair = await createProduct(ctx, seller, home, { productName: "Office Chair", price: 120, quantity: 2 });
});
afterAll(async () => {
  await ctx?.close();
});

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user?: TestUser) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: user?.auth ?? {} });

describe("cart", () => {
  it("answers an empty cart when there is none, and 401 without a token", async () => {
    const res = await call("GET", "/carts/users/cart", alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cartId: null,
      totalPrice: 0,
      products: [],
      promotionCode: null,
      discount: 0,
      freeShipping: false,
      promotionProblem: null,
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await call("GET", "/carts/users/cart")).statusCode).toBe(401);
  });

  it("adds lines priced live and totals them to the cent", async () => {
    await call("POST", `/carts/products/${lamp.productId}/quantity/2`, alice);
    const res = await call("POST", `/carts/products/${chair.productId}/quantity/1`, alice);
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart.cartId).toEqual(expect.any(Number));
    // 17.99 × 2 + 120 = 155.98
    expect(cart.totalPrice).toBe(155.98);
    expect(cart.products).toHaveLength(2);
    expect(cart.products[0]).toMatchObject({
      productId: lamp.productId,
      productName: "Desk Lamp",
      price: 19.99,
      discount: 10,
      specialPrice: 17.99,
      quantity: 2,
      stock: 5,
      cartId: cart.cartId,
      image: "default.png",
    });
  });

  it("adds to an existing line and never beyond the stock (409)", async () => {
    const more = await call("POST", `/carts/products/${lamp.productId}/quantity/3`, alice);
    expect(more.json().products[0].quantity).toBe(5);
    const tooMany = await call("POST", `/carts/products/${lamp.productId}/quantity/1`, alice);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: "OUT_OF_STOCK", message: "Only 5 left in stock" });
    const increase = await call("PUT", `/carts/products/${lamp.productId}/quantity/increase`, alice);
    expect(increase.statusCode).toBe(409);
  });

  it("a refused first add leaves no empty cart behind", async () => {
    const newcomer = await createUser(ctx);
    const refused = await call("POST", `/carts/products/${chair.productId}/quantity/3`, newcomer);
    expect(refused.statusCode).toBe(409);
    expect((await call("GET", "/carts/users/cart", newcomer)).json().cartId).toBeNull();
    expect((await call("DELETE", "/carts/empty", newcomer)).statusCode).toBe(404);
  });

  it("validates the path: unknown product 404, bad quantity or operation 400", async () => {
    expect((await call("POST", "/carts/products/99999/quantity/1", alice)).statusCode).toBe(404);
    expect((await call("POST", `/carts/products/${lamp.productId}/quantity/0`, alice)).statusCode).toBe(400);
    expect((await call("POST", `/carts/products/${lamp.productId}/quantity/1.5`, alice)).statusCode).toBe(400);
    expect((await call("PUT", `/carts/products/${lamp.productId}/quantity/double`, alice)).statusCode).toBe(400);
  });

  it("decreases, and a decrease at 1 removes the line", async () => {
    const inc = await call("PUT", `/carts/products/${chair.productId}/quantity/increase`, alice);
    expect(inc.json().products.find((p: { productId: number }) => p.productId === chair.productId).quantity).toBe(2);
    await call("PUT", `/carts/products/${chair.productId}/quantity/decrease`, alice);
    const removed = await call("PUT", `/carts/products/${chair.productId}/quantity/decrease`, alice);
    expect(removed.json().products.map((p: { productId: number }) => p.productId)).toEqual([lamp.productId]);
    expect((await call("PUT", `/carts/products/${chair.productId}/quantity/decrease`, alice)).statusCode).toBe(404);
  });

  it("removes a line only from the caller's own cart", async () => {
    const aliceCart = (await call("GET", "/carts/users/cart", alice)).json();
    await call("POST", `/carts/products/${chair.productId}/quantity/1`, bob);
    const foreign = await call("DELETE", `/carts/${aliceCart.cartId}/product/${lamp.productId}`, bob);
    expect(foreign.statusCode).toBe(404);
    const own = await call("DELETE", `/carts/${aliceCart.cartId}/product/${lamp.productId}`, alice);
    expect(own.statusCode).toBe(200);
    expect(own.json().products).toEqual([]);
    expect((await call("DELETE", `/carts/${aliceCart.cartId}/product/${lamp.productId}`, alice)).statusCode).toBe(404);
  });

  it("deletes the cart, then answers 404 for a second delete", async () => {
    expect((await call("DELETE", "/carts/empty", bob)).statusCode).toBe(200);
    expect((await call("GET", "/carts/users/cart", bob)).json().cartId).toBeNull();
    expect((await call("DELETE", "/carts/empty", bob)).statusCode).toBe(404);
  });

  it("drops a deleted product from every cart", async () => {
    const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
    const cat = await createCategory(ctx, admin, "Temporary Things");
    const gone = await createProduct(ctx, seller, cat, { productName: "Soon Gone", quantity: 3 });
    await call("POST", `/carts/products/${gone.productId}/quantity/1`, bob);
    await call("DELETE", `/admin/products/${gone.productId}`, seller);
    expect((await call("GET", "/carts/users/cart", bob)).json().products).toEqual([]);
  });
});

describe("addresses", () => {
  const address = {
    street: "12 Baker Street",
    apartmentNumber: "4B",
    city: "London",
    state: "Greater London",
    country: "UK",
    zipCode: "NW1 6XE",
  };

  it("adds, lists, changes and deletes the caller's own addresses only", async () => {
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/addresses",
      headers: alice.auth,
      payload: { ...address, userId: bob.id },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().addressId;
    expect(created.json()).toMatchObject({ ...address, addressId: id });

    expect((await call("GET", "/users/addresses", alice)).json()).toHaveLength(1);
    expect((await call("GET", "/users/addresses", bob)).json()).toEqual([]);

    const foreign = await ctx.app.inject({
      method: "PUT",
      url: `/api/addresses/${id}`,
      headers: bob.auth,
      payload: address,
    });
    expect(foreign.statusCode).toBe(404);
    const changed = await ctx.app.inject({
      method: "PUT",
      url: `/api/addresses/${id}`,
      headers: alice.auth,
      payload: { ...address, apartmentNumber: "", city: "Manchester" },
    });
    expect(changed.json()).toMatchObject({ city: "Manchester", apartmentNumber: null });

    expect((await call("DELETE", `/addresses/${id}`, bob)).statusCode).toBe(404);
    expect((await call("DELETE", `/addresses/${id}`, alice)).statusCode).toBe(200);
    expect((await call("DELETE", `/addresses/${id}`, alice)).statusCode).toBe(404);
  });

  it("checks the fields on the server with the spec's messages", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/addresses",
      headers: alice.auth,
      payload: { street: "Elm", city: "Ely", state: "X", country: "U", zipCode: "123" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      street: "Street should have at least 5 characters",
      city: "City should have at least 4 characters",
    });
    expect(Object.keys(res.json().fieldErrors)).toEqual(expect.arrayContaining(["state", "country", "zipCode"]));
    const missing = await ctx.app.inject({ method: "POST", url: "/api/addresses", headers: alice.auth, payload: {} });
    expect(missing.json().fieldErrors.street).toBe("Street address is required");
  });
});
