import { ROLES } from "@shop/contract";
import { eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products } from "../../db/schema/index.js";
import {
  addToCart as putInCart,
  addAddress as saveAddress,
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  itOnPostgres,
  eventually,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let seller1: TestUser;
let seller2: TestUser;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller1 = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  seller2 = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  categoryId = await createCategory(ctx, admin, "Electronics");
});
afterAll(async () => {
  await ctx?.close();
});

const ADDRESS = { street: "1 Market Street", city: "Springfield", state: "IL", country: "USA", zipCode: "62701" };
const PAYLOAD = { paymentMethod: "cash", pgName: "COD", pgPaymentId: "NA", pgStatus: "pending", pgResponseMessage: "" };

const addAddress = (user: TestUser) => saveAddress(ctx, user, ADDRESS);
const addToCart = (user: TestUser, productId: number, quantity: number) => putInCart(ctx, user, productId, quantity);
const place = (
  user: TestUser,
  addressId: number,
  extra: object = {},
  headers: Record<string, string> = {},
  method = "cash",
) =>
  ctx.app.inject({
    method: "POST",
    url: `/api/order/users/payments/${method}`,
    headers: { ...user.auth, ...headers },
    payload: { ...PAYLOAD, addressId, ...extra },
  });
const get = (url: string, user: TestUser) => ctx.app.inject({ method: "GET", url: `/api${url}`, headers: user.auth });
const put = (url: string, user: TestUser) => ctx.app.inject({ method: "PUT", url: `/api${url}`, headers: user.auth });
const stockOf = async (productId: number) =>
  (await ctx.database.db.select({ q: products.quantity }).from(products).where(eq(products.id, productId)))[0]!.q;
const orderCount = async () => (await ctx.database.db.select({ id: orders.id }).from(orders)).length;

describe("placing an order", () => {
  it("copies lines, totals to the cent, records the payment, empties the cart and ignores client-owned fields", async () => {
    const buyer = await createUser(ctx);
    const a = await createProduct(ctx, seller1, categoryId, { price: 10, quantity: 10 });
    const b = await createProduct(ctx, seller2, categoryId, { price: 19.99, discount: 15, quantity: 5 });
    const addressId = await addAddress(buyer);
    await addToCart(buyer, a.productId, 2);
    await addToCart(buyer, b.productId, 1);

    const res = await place(buyer, addressId, { totalAmount: 0.01, orderStatus: "Delivered", pgStatus: "success" });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    // 2 × 10.00 + 16.99 = 36.99; tax 7 % = 2.5893 → 2.59; + 5.99 shipping = 45.57
    expect(order).toMatchObject({
      orderStatus: "Order Placed",
      email: buyer.email,
      subtotal: 36.99,
      shippingFee: 5.99,
      tax: 2.59,
      totalAmount: 45.57,
      addressId,
      address: { ...ADDRESS, addressId, apartmentNumber: null },
      paymentDTO: {
        paymentMethod: "cash",
        pgName: "COD",
        pgPaymentId: "NA",
        pgStatus: "pending",
        pgResponseMessage: "Order placed",
      },
    });
    expect(order.orderDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(order.orderItemDTOs).toHaveLength(2);
    expect(order.orderItemDTOs[1]).toMatchObject({
      productId: b.productId,
      productDTO: { productId: b.productId, productName: b.productName, image: "default.png" },
      quantity: 1,
      orderedProductPrice: 16.99,
      discount: 15,
      status: "Order Placed",
    });
    expect(await stockOf(a.productId)).toBe(8);
    expect(await stockOf(b.productId)).toBe(4);
    expect((await get("/carts/users/cart", buyer)).json().products).toEqual([]);
    // The answer is built from the rows placement wrote, not read back: it is the stored order exactly.
    const { history, ...stored } = (await get(`/orders/${order.orderId}`, buyer)).json();
    expect(stored).toEqual(order);
    expect(history).toHaveLength(3);

    // The order keeps its copy when the address changes or goes.
    await ctx.app.inject({ method: "DELETE", url: `/api/addresses/${addressId}`, headers: buyer.auth });
    expect((await get(`/orders/${order.orderId}`, buyer)).json().address.street).toBe(ADDRESS.street);

    const mails = (await ctx.outbox()).filter((m) => m.to === buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`#${order.orderId}`);
    expect(mails[0]!.text).toContain("$45.57");
  });

  it("keeps the order note and maps the method of the path", async () => {
    const buyer = await createUser(ctx);
    const p = await createProduct(ctx, seller1, categoryId, { quantity: 5 });
    const addressId = await addAddress(buyer);
    await addToCart(buyer, p.productId, 1);
    const card = await place(buyer, addressId, {}, {}, "card");
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe("Only cash on delivery is supported");
    const res = await place(buyer, addressId, { pgResponseMessage: "Leave it at the door" }, {}, "cod");
    expect(res.statusCode).toBe(201);
    expect(res.json().paymentDTO.pgResponseMessage).toBe("Leave it at the door");
  });

  it("refuses an empty cart (400), someone else's address (404) and no token (401)", async () => {
    const buyer = await createUser(ctx);
    const other = await createUser(ctx);
    const addressId = await addAddress(buyer);
    const empty = await place(buyer, addressId);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Your cart is empty");
    const p = await createProduct(ctx, seller1, categoryId, { quantity: 5 });
    await addToCart(other, p.productId, 1);
    expect((await place(other, addressId)).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: "/api/order/users/payments/cash",
      payload: { ...PAYLOAD, addressId },
    });
    expect(anonymous.statusCode).toBe(401);
    const noAddress = await ctx.app.inject({
      method: "POST",
      url: "/api/order/users/payments/cash",
      headers: other.auth,
      payload: PAYLOAD,
    });
    expect(noAddress.statusCode).toBe(400);
    // An id beyond the database's integer range is bad input (400), not a server error.
    const before = await orderCount();
    const hugeId = await place(other, 2_147_483_648);
    expect(hugeId.statusCode).toBe(400);
    expect(hugeId.json().fieldErrors.addressId).toBe("Please select a shipping address");
    expect(await orderCount()).toBe(before);
  });

  it("answers 409 naming the product and what is left, and writes nothing", async () => {
    const first = await createUser(ctx);
    const second = await createUser(ctx);
    const p = await createProduct(ctx, seller1, categoryId, { productName: "Last Lamp", quantity: 2 });
    const q = await createProduct(ctx, seller2, categoryId, { quantity: 5 });
    await addToCart(first, p.productId, 2);
    await addToCart(second, q.productId, 1);
    await addToCart(second, p.productId, 2);
    expect((await place(first, await addAddress(first))).statusCode).toBe(201);
    const before = await orderCount();
    const res = await place(second, await addAddress(second));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "OUT_OF_STOCK", message: "Last Lamp is out of stock" });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(q.productId)).toBe(5);
    expect((await get("/carts/users/cart", second)).json().products).toHaveLength(2);
  });

  it("refuses an order above the online limit with 400, writing nothing", async () => {
    const buyer = await createUser(ctx);
    const gold = await createProduct(ctx, seller1, categoryId, { price: 1_000_000, quantity: 100 });
    await addToCart(buyer, gold.productId, 11);
    const res = await place(buyer, await addAddress(buyer));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("This order is too large to place online. Please split it or contact us.");
    expect(await stockOf(gold.productId)).toBe(100);
  });

  it("returns the first order for a retried Idempotency-Key, also when sent twice at once", async () => {
    const buyer = await createUser(ctx);
    const p = await createProduct(ctx, seller1, categoryId, { quantity: 10 });
    const addressId = await addAddress(buyer);
    await addToCart(buyer, p.productId, 3);
    const key = { "idempotency-key": "checkout-3f9a2c1d-0001" };
    const [r1, r2] = await Promise.all([place(buyer, addressId, {}, key), place(buyer, addressId, {}, key)]);
    expect(r1.statusCode).toBe(201);
    expect(r2.statusCode).toBe(201);
    expect(r2.json().orderId).toBe(r1.json().orderId);
    const r3 = await place(buyer, addressId, {}, key);
    expect(r3.json().orderId).toBe(r1.json().orderId);
    expect(r3.headers["idempotent-replayed"]).toBe("true");
    expect(await stockOf(p.productId)).toBe(7);
    expect((await get("/orders/users", buyer)).json()).toHaveLength(1);
  });

  it("answers 422 when the same Idempotency-Key comes with another address or another cart", async () => {
    const buyer = await createUser(ctx);
    const p = await createProduct(ctx, seller1, categoryId, { quantity: 10 });
    const other = await createProduct(ctx, seller1, categoryId, { quantity: 10 });
    const home = await addAddress(buyer);
    const office = await addAddress(buyer);
    const key = { "idempotency-key": "checkout-3f9a2c1d-0422" };
    await addToCart(buyer, p.productId, 2);
    expect((await place(buyer, home, {}, key)).statusCode).toBe(201);
    // Another address with the same key: refused, nothing placed.
    const moved = await place(buyer, office, {}, key);
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({
      code: "UNPROCESSABLE",
      message: "This Idempotency-Key was already used for a different order",
    });
    // Another cart with the same key: refused, the cart stays for a new order.
    await addToCart(buyer, other.productId, 1);
    expect((await place(buyer, home, {}, key)).statusCode).toBe(422);
    expect(await stockOf(other.productId)).toBe(10);
    expect((await get("/orders/users", buyer)).json()).toHaveLength(1);
    // A new key places it.
    expect((await place(buyer, home, {}, { "idempotency-key": "checkout-3f9a2c1d-0423" })).statusCode).toBe(201);
  });
});

describe("reading and cancelling orders", () => {
  it("lists the caller's orders newest first and hides other customers' orders (404)", async () => {
    const buyer = await createUser(ctx);
    const stranger = await createUser(ctx);
    const p = await createProduct(ctx, seller1, categoryId, { quantity: 10 });
    const addressId = await addAddress(buyer);
    await addToCart(buyer, p.productId, 1);
    const first = (await place(buyer, addressId)).json();
    await addToCart(buyer, p.productId, 1);
    const second = (await place(buyer, addressId)).json();
    const list = (await get("/orders/users", buyer)).json();
    expect(list.map((o: { orderId: number }) => o.orderId)).toEqual([second.orderId, first.orderId]);
    expect((await get("/orders/users", stranger)).json()).toEqual([]);
    expect((await get(`/orders/${first.orderId}/items`, buyer)).json()).toHaveLength(1);
    for (const url of [`/orders/${first.orderId}`, `/orders/${first.orderId}/items`]) {
      expect((await get(url, stranger)).statusCode).toBe(404);
    }
    expect((await put(`/orders/${first.orderId}/cancel`, stranger)).statusCode).toBe(404);
  });

  it("cancels while Order Placed, restoring the stock exactly once", async () => {
    const buyer = await createUser(ctx);
    const p = await createProduct(ctx, seller1, categoryId, { quantity: 4 });
    await addToCart(buyer, p.productId, 3);
    const order = (await place(buyer, await addAddress(buyer))).json();
    expect(await stockOf(p.productId)).toBe(1);
    const [c1, c2] = await Promise.all([
      put(`/orders/${order.orderId}/cancel`, buyer),
      put(`/orders/${order.orderId}/cancel`, buyer),
    ]);
    expect([c1.statusCode, c2.statusCode].sort()).toEqual([200, 409]);
    const cancelled = (c1.statusCode === 200 ? c1 : c2).json();
    expect(cancelled).toMatchObject({ orderStatus: "Cancelled", paymentDTO: { pgStatus: "cancelled" } });
    expect(await stockOf(p.productId)).toBe(4);
    const again = await put(`/orders/${order.orderId}/cancel`, buyer);
    expect(again.json().message).toBe("This order can no longer be cancelled");
    expect(await stockOf(p.productId)).toBe(4);
  });
});

describe("seller area", () => {
  let buyer: TestUser;
  let orderId: number;
  let p1: { productId: number };
  let p2: { productId: number };

  beforeAll(async () => {
    buyer = await createUser(ctx);
    p1 = await createProduct(ctx, seller1, categoryId, { price: 12.5, quantity: 20 });
    p2 = await createProduct(ctx, seller2, categoryId, { price: 30, discount: 10, quantity: 20 });
    await addToCart(buyer, p1.productId, 2);
    await addToCart(buyer, p2.productId, 1);
    orderId = (await place(buyer, await addAddress(buyer))).json().orderId;
  });

  it("shows each seller only their own lines and earnings", async () => {
    const mine1 = (await get(`/seller/orders/${orderId}`, seller1)).json();
    expect(mine1).toMatchObject({ orderId, email: buyer.email, orderStatus: "Order Placed", sellerTotal: 25 });
    expect(mine1.orderItemDTOs.map((i: { productId: number }) => i.productId)).toEqual([p1.productId]);
    expect(mine1.addressDTO.street).toBe(ADDRESS.street);
    const mine2 = (await get(`/seller/orders/${orderId}`, seller2)).json();
    expect(mine2.sellerTotal).toBe(27);
    expect(mine2.orderItemDTOs.map((i: { productId: number }) => i.productId)).toEqual([p2.productId]);
    const page = (await get("/seller/orders?pageSize=100", seller2)).json();
    for (const o of page.content) {
      expect(o.orderItemDTOs.every((i: { productId: number }) => i.productId !== p1.productId)).toBe(true);
    }
    const nobody = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    expect((await get(`/seller/orders/${orderId}`, nobody)).statusCode).toBe(404);
    expect((await get("/seller/orders", nobody)).json().totalElements).toBe(0);
    expect((await get("/seller/orders", buyer)).statusCode).toBe(403);
    const whole = (await get(`/seller/orders/${orderId}`, admin)).json();
    expect(whole.orderItemDTOs).toHaveLength(2);
    expect(whole.sellerTotal).toBe(52);
  });

  it("ships part by part: Partially Shipped, then Shipped, then Delivered with the payment collected", async () => {
    expect((await put(`/seller/orders/${orderId}/status?status=Delivered`, seller1)).statusCode).toBe(409);
    expect((await put(`/seller/orders/${orderId}/status?status=Returned`, seller1)).statusCode).toBe(400);
    expect((await put(`/seller/orders/${orderId}/status`, seller1)).statusCode).toBe(400);

    const shipped1 = await put(`/seller/orders/${orderId}/status?status=Shipped`, seller1);
    expect(shipped1.statusCode).toBe(200);
    expect(shipped1.json().orderStatus).toBe("Shipped");
    expect((await get(`/orders/${orderId}`, buyer)).json().orderStatus).toBe("Partially Shipped");
    expect((await put(`/orders/${orderId}/cancel`, buyer)).statusCode).toBe(409);
    expect((await put(`/seller/orders/${orderId}/status?status=Shipped`, seller1)).statusCode).toBe(409);

    await put(`/seller/orders/${orderId}/status?status=Shipped`, seller2);
    const shipped = (await get(`/orders/${orderId}`, buyer)).json();
    expect(shipped.orderStatus).toBe("Shipped");
    expect(shipped.orderItemDTOs.map((i: { status: string }) => i.status)).toEqual(["Shipped", "Shipped"]);

    await put(`/seller/orders/${orderId}/status?status=Delivered`, seller1);
    expect((await get(`/orders/${orderId}`, buyer)).json().paymentDTO.pgStatus).toBe("pending");
    await put(`/seller/orders/${orderId}/status?status=Delivered`, seller2);
    const delivered = (await get(`/orders/${orderId}`, buyer)).json();
    expect(delivered).toMatchObject({ orderStatus: "Delivered", paymentDTO: { pgStatus: "success" } });
  });

  it("counts stats from the seller's own lines and leaves cancelled orders out of sales", async () => {
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const customer = await createUser(ctx);
    const p = await createProduct(ctx, seller, categoryId, { price: 8.25, quantity: 10 });
    await createProduct(ctx, seller, categoryId, { quantity: 1 });
    const addressId = await addAddress(customer);
    await addToCart(customer, p.productId, 2);
    await place(customer, addressId);
    await addToCart(customer, p.productId, 1);
    const toCancel = (await place(customer, addressId)).json();
    await put(`/orders/${toCancel.orderId}/cancel`, customer);
    const stats = (await get("/seller/dashboard/stats", seller)).json();
    expect(stats).toEqual({ totalProducts: 2, totalOrders: 2, totalSales: 16.5, totalCustomers: 1 });
    const shop = (await get("/seller/dashboard/stats", admin)).json();
    expect(shop.totalProducts).toBeGreaterThan(2);
    expect((await get("/seller/dashboard/stats", customer)).statusCode).toBe(403);
  });
});

describe("mail preferences", () => {
  it("sends no confirmation when the customer turned order e-mails off", async () => {
    const buyer = await createUser(ctx);
    const off = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile/preferences",
      headers: buyer.auth,
      payload: { orderEmails: false },
    });
    expect(off.statusCode).toBe(200);
    const p = await createProduct(ctx, seller1, categoryId, { quantity: 5 });
    await addToCart(buyer, p.productId, 1);
    expect((await place(buyer, await addAddress(buyer))).statusCode).toBe(201);
    expect((await ctx.outbox()).filter((m) => m.to === buyer.email)).toEqual([]);
  });
});

/** Concurrent orders: row locks and deadlocks exist only where transactions run at the same time (PostgreSQL). */
describe("concurrency", () => {
  itOnPostgres(
    "sells a stock of 3 to exactly 3 of 30 customers ordering at the same moment (row locks: PostgreSQL)",
    async () => {
      const p = await createProduct(ctx, seller1, categoryId, { productName: "Limited Edition", quantity: 3 });
      const buyers = await Promise.all(Array.from({ length: 30 }, () => createUser(ctx)));
      const addresses = await Promise.all(buyers.map((b) => addAddress(b)));
      await Promise.all(buyers.map((b) => addToCart(b, p.productId, 1)));
      const results = await Promise.all(buyers.map((b, i) => place(b, addresses[i]!)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(3);
      expect(codes.filter((c) => c === 409)).toHaveLength(27);
      expect(codes.some((c) => c >= 500)).toBe(false);
      expect(await stockOf(p.productId)).toBe(0);
    },
  );

  itOnPostgres(
    "checks out two carts holding the same products in opposite order without a deadlock (PostgreSQL)",
    async () => {
      for (let round = 0; round < 5; round += 1) {
        const a = await createProduct(ctx, seller1, categoryId, { quantity: 10 });
        const b = await createProduct(ctx, seller2, categoryId, { quantity: 10 });
        const [x, y] = await Promise.all([createUser(ctx), createUser(ctx)]);
        await addToCart(x, a.productId, 1);
        await addToCart(x, b.productId, 1);
        await addToCart(y, b.productId, 1);
        await addToCart(y, a.productId, 1);
        const [ax, ay] = await Promise.all([addAddress(x), addAddress(y)]);
        const [rx, ry] = await Promise.all([place(x, ax), place(y, ay)]);
        expect([rx.statusCode, ry.statusCode]).toEqual([201, 201]);
        expect(await stockOf(a.productId)).toBe(8);
        expect(await stockOf(b.productId)).toBe(8);
      }
    },
  );
});

/**
 * An order holds its products' rows locked until it commits. Adding those products to other carts
 * must not wait for it: the cart line's foreign key takes a FOR KEY SHARE lock on the product,
 * which FOR UPDATE would block and FOR NO KEY UPDATE does not. PostgreSQL's case: PGlite runs one
 * statement at a time, so nothing there can hold a lock while another request runs.
 */
describe("the order's product locks", () => {
  itOnPostgres(
    "let other shoppers add the products to their carts while the order is being placed (row locks: PostgreSQL)",
    async () => {
      const p = await createProduct(ctx, seller1, categoryId, { quantity: 10 });
      const [buyer, other] = await Promise.all([createUser(ctx), createUser(ctx)]);
      await addToCart(buyer, p.productId, 1);
      const address = await addAddress(buyer);
      const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
      const waiting = async (statement: string) =>
        (
          await pool.query(
            `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and position($1 in query) > 0`,
            [statement],
          )
        ).rowCount! > 0;
      // Hold the order after it has locked its products: its insert into orders waits for this lock.
      const blocker = await pool.connect();
      try {
        await blocker.query("begin");
        await blocker.query("lock table orders in share mode");
        const placing = place(buyer, address);
        expect(await eventually(() => waiting('insert into "orders"'), Boolean)).toBe(true);
        const adding = addToCart(other, p.productId, 2);
        const first = await Promise.race([
          adding.then(() => "added"),
          eventually(() => waiting('insert into "cart_items"'), Boolean).then((blocked) =>
            blocked ? "waited" : "neither",
          ),
        ]);
        expect(first).toBe("added");
        expect((await adding).statusCode).toBe(200);
        await blocker.query("commit");
        expect((await placing).statusCode).toBe(201);
      } finally {
        await blocker.query("rollback").catch(() => {});
        blocker.release();
      }
      expect(await stockOf(p.productId)).toBe(9);
    },
  );
});
