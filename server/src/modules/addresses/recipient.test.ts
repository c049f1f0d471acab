/**
 * Addresses fit for cash on delivery: the recipient's name and phone are optional in the
 * API (clients of docs/product/storefront.md §7 keep working), kept by updates that do not send them,
 * validated when sent, and copied into the order, the seller's view and the confirmation mail.
 */
import { MSG, ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  placeCashOrder,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let buyer: TestUser;
let seller: TestUser;
let category: number;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createUser(ctx);
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  category = await createCategory(ctx, admin, "Delivered things");
});
afterAll(async () => {
  await ctx?.close();
});

const PLACE = { street: "5 Courier Lane", city: "Dropton", state: "DT", country: "Deliveria", zipCode: "54321" };
const call = (method: "GET" | "POST" | "PUT", url: string, user: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

describe("the recipient of an address", () => {
  it("is optional for API clients, kept by updates that leave it out, and validated when sent", async () => {
    const plain = await call("POST", "/api/addresses", buyer, PLACE);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ ...PLACE, fullName: null, phone: null });

    const named = await call("POST", "/api/addresses", buyer, {
      ...PLACE,
      fullName: "Ada Lovelace",
      phone: "+44 20 7946 0958",
    });
    expect(named.statusCode, named.body).toBe(201);
    const id = named.json().addressId;
    expect(named.json()).toMatchObject({ fullName: "Ada Lovelace", phone: "+44 20 7946 0958" });

    // An update without the recipient (a client of docs/product/storefront.md §7) keeps it.
    const moved = await call("PUT", `/api/addresses/${id}`, buyer, { ...PLACE, street: "6 Courier Lane" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      street: "6 Courier Lane",
      fullName: "Ada Lovelace",
      phone: "+44 20 7946 0958",
    });

    // A bad phone is refused with its field's message, and nothing changes.
    const bad = await call("PUT", `/api/addresses/${id}`, buyer, { ...PLACE, fullName: "Ada", phone: "ring twice" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ phone: MSG.phoneInvalid });
    const list = (await call("GET", "/api/users/addresses", buyer)).json() as { addressId: number; fullName: string }[];
    expect(list.find((a) => a.addressId === id)).toMatchObject({ street: "6 Courier Lane", fullName: "Ada Lovelace" });

    // Sent empty, it is cleared.
    const cleared = await call("PUT", `/api/addresses/${id}`, buyer, { ...PLACE, fullName: "", phone: null });
    expect(cleared.json()).toMatchObject({ fullName: null, phone: null });
  });

  it("goes with the order: the customer's and the seller's views and the confirmation mail", async () => {
    const product = await createProduct(ctx, seller, category, { quantity: 3 });
    const address = await call("POST", "/api/addresses", buyer, {
      ...PLACE,
      fullName: "Grace Hopper",
      phone: "555 0100 22",
    });
    await addToCart(ctx, buyer, product.productId, 1);
    const placed = await placeCashOrder(ctx, buyer, address.json().addressId);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().address).toMatchObject({ fullName: "Grace Hopper", phone: "555 0100 22" });

    // Editing the address afterwards does not change the order's copy.
    await call("PUT", `/api/addresses/${address.json().addressId}`, buyer, {
      ...PLACE,
      fullName: "Someone Else",
      phone: "555 9999 99",
    });
    const sellerOrders = (await call("GET", "/api/seller/orders", seller)).json();
    const mine = sellerOrders.content.find((o: { orderId: number }) => o.orderId === placed.json().orderId);
    expect(mine.addressDTO).toMatchObject({ fullName: "Grace Hopper", phone: "555 0100 22" });

    const mails = await ctx.outbox();
    const confirmation = mails.find((m) => m.subject.includes(`order #${placed.json().orderId} confirmed`));
    expect(confirmation?.text).toContain("  Grace Hopper\n");
    expect(confirmation?.text).toContain("  Phone: 555 0100 22");
  });
});
