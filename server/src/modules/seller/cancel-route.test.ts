/**
 * `PUT /api/seller/orders/{id}/cancel` with `{reason}` (docs/product/api.md §7): the same use case as
 * `PUT /seller/orders/{id}/status?status=Cancelled` (docs/decisions/0043-cancelling-one-part.md, 0048),
 * with the same answers and errors.
 */
import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiOf,
  createTwoSellerShop,
  createUser,
  setOrderStatus,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let sellerA: TestUser;
let sellerB: TestUser;
let admin: TestUser;
let customer: TestUser;
let placeTwoSellerOrder: () => Promise<number>;
const api = apiOf(() => ctx);

beforeAll(async () => {
  ({ ctx, sellerA, sellerB, admin, customer, placeTwoSellerOrder } = await createTwoSellerShop("Cancel route"));
});
afterAll(async () => {
  await ctx?.close();
});

const cancel = (user: TestUser | undefined, orderId: number, payload?: object) =>
  api("PUT", `/seller/orders/${orderId}/cancel`, user, payload);

const partOf = async (orderId: number, user: TestUser) => (await api("GET", `/seller/orders/${orderId}`, user)).json();

const mailsAbout = async (orderId: number) =>
  (await ctx.outbox()).filter((m) => m.subject.includes(`order #${orderId} cancelled`));

describe("PUT /seller/orders/{id}/cancel", () => {
  it("cancels the caller's part and answers as status=Cancelled does, mailing once", async () => {
    const viaCancel = await placeTwoSellerOrder();
    const viaStatus = await placeTwoSellerOrder();
    const a = await cancel(sellerA, viaCancel, { reason: "The glaze cracked" });
    expect(a.statusCode, a.body).toBe(200);
    const b = await setOrderStatus(ctx, sellerA, viaStatus, "Cancelled", "The glaze cracked");
    expect(b.statusCode, b.body).toBe(200);
    const shape = (body: Record<string, unknown>) => ({
      ...body,
      orderId: 0,
      orderDate: "",
      history: (body.history as { at?: string }[]).map((h) => ({ ...h, at: "" })),
      orderItemDTOs: (body.orderItemDTOs as object[]).map((i) => ({ ...i, orderItemId: 0 })),
      paymentDTO: { ...(body.paymentDTO as object), paymentId: 0 },
    });
    expect(shape(a.json())).toEqual(shape(b.json()));
    expect(a.json()).toMatchObject({ orderStatus: "Cancelled" });
    // Seller B's part goes on; the order is still placed for the customer.
    expect((await api("GET", `/orders/${viaCancel}`, customer)).json().orderStatus).toBe("Order Placed");
    expect((await partOf(viaCancel, sellerB)).orderStatus).toBe("Order Placed");
    // A retried cancel moves nothing and mails nothing more: 409 as the status call answers.
    const again = await cancel(sellerA, viaCancel, { reason: "Again" });
    expect(again.statusCode).toBe(409);
    const againByStatus = await setOrderStatus(ctx, sellerA, viaStatus, "Cancelled", "Again");
    expect(again.json().message).toBe(againByStatus.json().message);
    expect((await mailsAbout(viaCancel)).map((m) => m.to).sort()).toEqual(
      (await mailsAbout(viaStatus)).map((m) => m.to).sort(),
    );
    expect((await mailsAbout(viaCancel)).filter((m) => m.to === customer.email)).toHaveLength(1);
  });

  it("refuses without a reason or with one too long, a shipped part, others' and unknown orders", async () => {
    const orderId = await placeTwoSellerOrder();
    for (const body of [undefined, {}, { reason: "   " }]) {
      const res = await cancel(sellerA, orderId, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe("Give a reason for cancelling your part");
    }
    const long = await cancel(sellerA, orderId, { reason: "x".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("The reason can have at most 200 characters");
    expect((await partOf(orderId, sellerA)).orderStatus).toBe("Order Placed");

    expect((await setOrderStatus(ctx, sellerA, orderId, "Shipped")).statusCode).toBe(200);
    const shipped = await cancel(sellerA, orderId, { reason: "Too late" });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe("This order cannot be marked Cancelled now");
    expect((await partOf(orderId, sellerA)).orderStatus).toBe("Shipped");

    const stranger = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    expect((await cancel(stranger, orderId, { reason: "Not mine" })).statusCode).toBe(404);
    expect((await cancel(sellerA, 999_999, { reason: "Gone" })).statusCode).toBe(404);
    expect((await cancel(customer, orderId, { reason: "Me" })).statusCode).toBe(403);
    expect((await cancel(undefined, orderId, { reason: "Me" })).statusCode).toBe(401);
    // An admin who does not sell cancels every part still placed, as with the status call.
    const res = await cancel(admin, orderId, { reason: "Address unreachable" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api("GET", `/orders/${orderId}`, customer)).json().orderStatus).toBe("Shipped");
  });
});
