/** The orders' search and filters: the whole shop's (GET /admin/orders) and a seller's parts (GET /seller/orders). */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  placeCashOrder,
  setOrderStatus,
  TEST_ADDRESS,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let ada: TestUser;
/** o1: Ada buys A's soap and B's walnut board, A's part shipped; o2: Bob buys the board (paid by card); o3: Ada buys the soap, in January. */
let o1: number;
let o2: number;
let o3: number;

const api = apiOf(() => ctx);

async function order(customer: TestUser, address: number, lines: [number, number][]) {
  for (const [productId, quantity] of lines) await addToCart(ctx, customer, productId, quantity);
  const res = await placeCashOrder(ctx, customer, address);
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json().orderId as number;
}

beforeAll(async () => {
  let categoryId: number;
  ({ ctx, admin, sellerA, sellerB, categoryId } = await createShop("Searchable goods"));
  const soap = (await createProduct(ctx, sellerA, categoryId, { productName: "Lavender soap", price: 5 })).productId;
  const board = (await createProduct(ctx, sellerB, categoryId, { productName: "Walnut board", price: 40 })).productId;
  ada = await createUser(ctx, { email: "ada.lovelace@example.com" });
  const bob = await createUser(ctx, { email: "bob@shop.test" });
  const adaHome = await addAddress(ctx, ada, { ...TEST_ADDRESS, fullName: "Ada Lovelace" });
  const bobHome = await addAddress(ctx, bob, { ...TEST_ADDRESS, fullName: "Bob Stone" });
  o1 = await order(ada, adaHome, [
    [soap, 1],
    [board, 1],
  ]);
  o2 = await order(bob, bobHome, [[board, 2]]);
  o3 = await order(ada, adaHome, [[soap, 3]]);
  expect((await setOrderStatus(ctx, sellerA, o1, "Shipped")).statusCode).toBe(200);
  const db = ctx.database.db;
  await db.execute(sql`update orders set order_date = '2026-01-10T23:30:00Z' where id = ${o3}`);
  await db.execute(sql`update payments set method = 'card', pg_status = 'success' where order_id = ${o2}`);
});
afterAll(async () => {
  await ctx?.close();
});

const idsOf = (body: { content: { orderId: number }[] }) => body.content.map((o) => o.orderId).sort((a, b) => a - b);
const adminList = async (query: string) => {
  const res = await api("GET", `/admin/orders?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const sellerList = async (seller: TestUser, query: string) => {
  const res = await api("GET", `/seller/orders?${query}`, seller);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("GET /admin/orders", () => {
  it("is the admin's alone", async () => {
    expect((await api("GET", "/admin/orders")).statusCode).toBe(401);
    expect((await api("GET", "/admin/orders", sellerA)).statusCode).toBe(403);
    expect((await api("GET", "/admin/orders", ada)).statusCode).toBe(403);
    expect((await api("GET", `/admin/orders/${o1}`, sellerA)).statusCode).toBe(403);
  });

  it("lists every order, newest first, with its parts' sellers and statuses", async () => {
    const page = await adminList("");
    expect(page).toMatchObject({ totalElements: 3, pageNumber: 0, totalPages: 1, lastPage: true });
    expect(page.content.map((o: { orderId: number }) => o.orderId)).toEqual([o2, o1, o3]);
    const first = page.content.find((o: { orderId: number }) => o.orderId === o1);
    expect(first.orderStatus).toBe("Partially Shipped");
    expect(first.orderItemDTOs).toHaveLength(2);
    expect(first.parts).toEqual([
      { sellerId: sellerA.id, sellerName: `Seller ${sellerA.id}`, status: "Shipped" },
      { sellerId: sellerB.id, sellerName: `Seller ${sellerB.id}`, status: "Order Placed" },
    ]);
  });

  it("pages and sorts as the other lists do", async () => {
    const cheapest = await adminList("sortBy=totalAmount&sortOrder=asc&pageSize=1");
    expect(cheapest).toMatchObject({ totalElements: 3, totalPages: 3, lastPage: false });
    expect(cheapest.content.map((o: { orderId: number }) => o.orderId)).toEqual([o3]);
    const second = await adminList("sortBy=totalAmount&sortOrder=asc&pageSize=1&pageNumber=1");
    expect(second.content.map((o: { orderId: number }) => o.orderId)).toEqual([o1]);
  });

  it("finds an order by its number, the customer's e-mail or name, or a product, whatever the case", async () => {
    expect(idsOf(await adminList(`keyword=${o2}`))).toEqual([o2]);
    expect(idsOf(await adminList(`keyword=%23${o3}`))).toEqual([o3]);
    expect(idsOf(await adminList("keyword=ADA.LOVELACE@"))).toEqual([o1, o3]);
    expect(idsOf(await adminList("keyword=stone"))).toEqual([o2]);
    expect(idsOf(await adminList("keyword=%20walnut%20"))).toEqual([o1, o2]);
    // LIKE's wildcards are the text they are.
    expect(idsOf(await adminList("keyword=%25"))).toEqual([]);
    expect(idsOf(await adminList("keyword=a_a"))).toEqual([]);
    // Blank is no search.
    expect(idsOf(await adminList("keyword=%20&status="))).toEqual([o1, o2, o3].sort((a, b) => a - b));
  });

  it("filters by the order's status or any part's", async () => {
    expect(idsOf(await adminList("status=Shipped"))).toEqual([o1]);
    expect(idsOf(await adminList("status=Partially%20Shipped"))).toEqual([o1]);
    expect(idsOf(await adminList("status=Order%20Placed"))).toEqual([o1, o2, o3]);
    expect(idsOf(await adminList("status=Delivered"))).toEqual([]);
  });

  it("filters by payment method and status, seller and days, and by all at once", async () => {
    expect(idsOf(await adminList("paymentMethod=card"))).toEqual([o2]);
    expect(idsOf(await adminList("paymentMethod=cash"))).toEqual([o1, o3]);
    expect(idsOf(await adminList("paymentStatus=success"))).toEqual([o2]);
    expect(idsOf(await adminList("paymentStatus=pending"))).toEqual([o1, o3]);
    expect(idsOf(await adminList(`sellerId=${sellerA.id}`))).toEqual([o1, o3]);
    expect(idsOf(await adminList(`sellerId=${sellerB.id}`))).toEqual([o1, o2]);
    expect(idsOf(await adminList("sellerId=2147483647"))).toEqual([]);
    // 23:30 UTC on the 10th is the 10th, both ends included.
    expect(idsOf(await adminList("from=2026-01-10&to=2026-01-10"))).toEqual([o3]);
    expect(idsOf(await adminList("to=2026-01-09"))).toEqual([]);
    expect(idsOf(await adminList("from=2026-01-11"))).toEqual([o1, o2]);
    expect(idsOf(await adminList(`keyword=ada&sellerId=${sellerA.id}&status=Shipped&paymentMethod=cash`))).toEqual([
      o1,
    ]);
  });

  it("refuses a bad filter with a 400 and a message", async () => {
    const cases: [string, RegExp][] = [
      ["status=Lost", /Status must be/],
      ["paymentStatus=paid", /Payment status must be/],
      ["sellerId=abc", /sellerId must be a positive whole number/],
      ["sellerId=0", /sellerId must be a positive whole number/],
      ["sellerId=2147483648", /sellerId must be a positive whole number/],
      ["from=2026-02-30", /Enter a day like/],
      ["to=yesterday", /Enter a day like/],
      ["from=2026-03-02&to=2026-03-01", /first day must not be after the last/],
      [`keyword=${"x".repeat(101)}`, /at most 100 characters/],
      ["keyword=a%0Ab", /one line/],
      [`paymentMethod=${"m".repeat(41)}`, /at most 40 characters/],
      ["sortBy=email", /sortBy must be one of/],
    ];
    for (const [query, message] of cases) {
      const res = await api("GET", `/admin/orders?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });

  it("opens one order with every part and its history", async () => {
    const res = await api("GET", `/admin/orders/${o1}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const one = res.json();
    expect(one.orderItemDTOs).toHaveLength(2);
    expect(one.parts.map((p: { status: string }) => p.status)).toEqual(["Shipped", "Order Placed"]);
    // The order's and each part's placing, A's part shipped, the order partly shipped.
    expect(one.history.map((e: { status: string; sellerName: string | null }) => [e.status, e.sellerName])).toEqual([
      ["Order Placed", null],
      ["Order Placed", `Seller ${sellerA.id}`],
      ["Order Placed", `Seller ${sellerB.id}`],
      ["Shipped", `Seller ${sellerA.id}`],
      ["Partially Shipped", null],
    ]);
    expect((await api("GET", "/admin/orders/999999", admin)).statusCode).toBe(404);
  });
});

describe("GET /seller/orders takes the same search and filters, on the seller's own parts", () => {
  it("searches only the seller's lines and never shows another seller's part", async () => {
    const mine = await sellerList(sellerA, "keyword=ada");
    expect(idsOf(mine)).toEqual([o1, o3]);
    for (const o of mine.content) {
      expect(o.parts).toBeUndefined();
      expect(
        o.orderItemDTOs.every(
          (i: { productDTO: { productName: string } }) => i.productDTO.productName === "Lavender soap",
        ),
      ).toBe(true);
    }
    // Seller A sells no walnut board: the other seller's product finds nothing.
    expect(idsOf(await sellerList(sellerA, "keyword=walnut"))).toEqual([]);
    expect(idsOf(await sellerList(sellerB, "keyword=walnut"))).toEqual([o1, o2]);
    expect(idsOf(await sellerList(sellerB, "keyword=lavender"))).toEqual([]);
    expect(idsOf(await sellerList(sellerB, `keyword=${o3}`))).toEqual([]);
  });

  it("filters by the seller's part's status, payment and days", async () => {
    expect(idsOf(await sellerList(sellerA, "status=Shipped"))).toEqual([o1]);
    expect(idsOf(await sellerList(sellerB, "status=Shipped"))).toEqual([]);
    expect(idsOf(await sellerList(sellerB, "status=Order%20Placed"))).toEqual([o1, o2]);
    expect(idsOf(await sellerList(sellerB, "paymentMethod=card"))).toEqual([o2]);
    expect(idsOf(await sellerList(sellerA, "paymentMethod=card"))).toEqual([]);
    expect(idsOf(await sellerList(sellerA, "from=2026-01-01&to=2026-01-31"))).toEqual([o3]);
    expect(idsOf(await sellerList(sellerA, `sellerId=${sellerA.id}`))).toEqual([o1, o3]);
    const page = await sellerList(sellerA, "status=Order%20Placed&pageSize=1");
    expect(page).toMatchObject({ totalElements: 1, totalPages: 1 });
  });

  it("refuses another seller's id and bad values with a 400", async () => {
    const other = await api("GET", `/seller/orders?sellerId=${sellerB.id}`, sellerA);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/only by their own seller id/);
    const bad = await api("GET", "/seller/orders?status=Lost", sellerA);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Status must be/);
  });

  it("gives an admin the whole shop, filtered by seller", async () => {
    expect(idsOf(await sellerList(admin, `sellerId=${sellerB.id}`))).toEqual([o1, o2]);
  });
});
