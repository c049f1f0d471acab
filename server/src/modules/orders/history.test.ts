import type { OrderEvent } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwoSellerShop, setOrderStatus, type TestContext, type TestUser } from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let customer: TestUser;
let placeTwoSellerOrder: () => Promise<number>;

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, customer, placeTwoSellerOrder } = await createTwoSellerShop("History goods", {
    sellerA: { username: `alice${Date.now() % 100000}` },
    quantityB: 2,
  }));
});
afterAll(async () => {
  await ctx?.close();
});

const customerHistory = async (orderId: number) => {
  const res = await ctx.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: customer.auth });
  expect(res.statusCode).toBe(200);
  return res.json().history as OrderEvent[];
};
const sellerHistory = async (orderId: number, user: TestUser) => {
  const res = await ctx.app.inject({ method: "GET", url: `/api/seller/orders/${orderId}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return res.json().history as OrderEvent[];
};
const move = (orderId: number, user: TestUser, status: "Shipped" | "Delivered") =>
  setOrderStatus(ctx, user, orderId, status);
// A seller who has not set a shop name is "Seller N" to customers, never their username.
const shopOf = (seller: TestUser) => `Seller ${seller.id}`;
const steps = (history: OrderEvent[]) => history.map((e) => `${e.sellerName ?? "order"}: ${e.status} by ${e.by}`);

describe("order history", () => {
  it("records the placement, each part's shipping and delivery, and the order's own status, with who and when", async () => {
    const before = Date.now();
    const orderId = await placeTwoSellerOrder();
    const placed = steps(await customerHistory(orderId));
    expect(placed).toHaveLength(3);
    expect(placed[0]).toBe("order: Order Placed by customer");
    expect(placed.slice(1).sort()).toEqual(
      [`${shopOf(sellerA)}: Order Placed by customer`, `${shopOf(sellerB)}: Order Placed by customer`].sort(),
    );

    expect((await move(orderId, sellerA, "Shipped")).statusCode).toBe(200);
    expect((await move(orderId, sellerB, "Shipped")).statusCode).toBe(200);
    expect((await move(orderId, sellerA, "Delivered")).statusCode).toBe(200);
    expect((await move(orderId, sellerB, "Delivered")).statusCode).toBe(200);

    const history = await customerHistory(orderId);
    expect(steps(history).slice(3)).toEqual([
      `${shopOf(sellerA)}: Shipped by seller`,
      "order: Partially Shipped by seller",
      `${shopOf(sellerB)}: Shipped by seller`,
      "order: Shipped by seller",
      `${shopOf(sellerA)}: Delivered by seller`,
      `${shopOf(sellerB)}: Delivered by seller`,
      "order: Delivered by seller",
    ]);
    for (const e of history) {
      expect(Date.parse(e.at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(e.at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // Oldest first.
    expect(history.map((e) => e.at)).toEqual([...history.map((e) => e.at)].sort());
  });

  it("shows a seller the order's own steps and their part only", async () => {
    const orderId = await placeTwoSellerOrder();
    await move(orderId, sellerB, "Shipped");
    const ofA = await sellerHistory(orderId, sellerA);
    expect(ofA.every((e) => e.sellerName === null || e.sellerName === shopOf(sellerA))).toBe(true);
    expect(steps(ofA)).toEqual([
      "order: Order Placed by customer",
      `${shopOf(sellerA)}: Order Placed by customer`,
      "order: Partially Shipped by seller",
    ]);
    // The list answers stay as they were: no history there.
    const list = await ctx.app.inject({ method: "GET", url: "/api/orders/users", headers: customer.auth });
    expect(list.json()[0]).not.toHaveProperty("history");
  });

  it("records a cancellation of the order and of every part by the customer", async () => {
    const orderId = await placeTwoSellerOrder();
    const res = await ctx.app.inject({ method: "PUT", url: `/api/orders/${orderId}/cancel`, headers: customer.auth });
    expect(res.statusCode).toBe(200);
    const history = await customerHistory(orderId);
    expect(steps(history).slice(3)).toEqual([
      "order: Cancelled by customer",
      expect.stringMatching(/: Cancelled by customer$/),
      expect.stringMatching(/: Cancelled by customer$/),
    ]);
    // A refused change records nothing.
    expect((await move(orderId, sellerA, "Shipped")).statusCode).toBe(409);
    expect(await customerHistory(orderId)).toHaveLength(history.length);
  });

  it("names an admin who moves every part on", async () => {
    const orderId = await placeTwoSellerOrder();
    expect((await move(orderId, admin, "Shipped")).statusCode).toBe(200);
    expect(steps(await customerHistory(orderId)).slice(3)).toEqual([
      expect.stringMatching(/: Shipped by admin$/),
      expect.stringMatching(/: Shipped by admin$/),
      "order: Shipped by admin",
    ]);
  });
});
