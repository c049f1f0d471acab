import { trackingUrl } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf, createTwoSellerShop, type TestContext, type TestUser } from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let customer: TestUser;
let productA: number;
let placeTwoSellerOrder: () => Promise<number>;

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, customer, productA, placeTwoSellerOrder } =
    await createTwoSellerShop("Tracked goods"));
});
afterAll(async () => {
  await ctx?.close();
});

const api = apiOf(() => ctx);
const ship = (orderId: number, user: TestUser, body?: object, status = "Shipped") =>
  api("PUT", `/seller/orders/${orderId}/status?status=${status}`, user, body);
const customerOrder = async (orderId: number) => (await api("GET", `/orders/${orderId}`, customer)).json();

describe("shipping with tracking", () => {
  it("stores the carrier and number on the seller's part and shows them with a tracking link", async () => {
    const orderId = await placeTwoSellerOrder();
    const res = await ship(orderId, sellerA, { carrier: "Royal Mail", trackingNumber: " AB 1234 5678 GB " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderStatus: "Shipped",
      carrier: "Royal Mail",
      trackingNumber: "AB 1234 5678 GB",
      trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/AB12345678GB",
    });
    // Seller B ships without a body: the old call still works, with no tracking.
    expect((await ship(orderId, sellerB)).statusCode).toBe(200);

    const order = await customerOrder(orderId);
    expect(order.orderStatus).toBe("Shipped");
    const byName = new Map(order.shipments.map((s: { sellerName: string }) => [s.sellerName, s]));
    expect(byName.get(`Seller ${sellerA.id}`)).toEqual({
      sellerName: `Seller ${sellerA.id}`,
      status: "Shipped",
      carrier: "Royal Mail",
      trackingNumber: "AB 1234 5678 GB",
      trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/AB12345678GB",
    });
    expect(byName.get(`Seller ${sellerB.id}`)).toMatchObject({
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
    });
    const lineA = order.orderItemDTOs.find((i: { productId: number }) => i.productId === productA);
    expect(lineA).toMatchObject({ carrier: "Royal Mail", trackingNumber: "AB 1234 5678 GB" });
    // The customer's history (the list) carries them too.
    const list = (await api("GET", "/orders/users", customer)).json();
    const listed = list.find((o: { orderId: number }) => o.orderId === orderId);
    expect(listed.shipments.some((s: { carrier: string | null }) => s.carrier === "Royal Mail")).toBe(true);
  });

  it("links only the well-known carriers, and keeps others by name", async () => {
    expect(trackingUrl("UPS", "1Z999AA10123456784")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(trackingUrl("fedex", "1234")).toBe("https://www.fedex.com/fedextrack/?trknbr=1234");
    expect(trackingUrl("USPS", "9400 1000")).toBe("https://tools.usps.com/go/TrackConfirmAction?tLabels=94001000");
    expect(trackingUrl("DHL Express", "12")).toContain("dhl.com");
    expect(trackingUrl("Bike courier", "12")).toBeNull();
    expect(trackingUrl("UPS", null)).toBeNull();

    const orderId = await placeTwoSellerOrder();
    const res = await ship(orderId, sellerA, { carrier: "Bike courier", trackingNumber: "R-17" });
    expect(res.json()).toMatchObject({ carrier: "Bike courier", trackingNumber: "R-17", trackingUrl: null });
  });

  it("refuses bad tracking with a clear 400 and changes nothing", async () => {
    const orderId = await placeTwoSellerOrder();
    for (const [body, field, message] of [
      [{ carrier: "x".repeat(41) }, "carrier", "Carrier can have at most 40 characters"],
      [{ trackingNumber: "1".repeat(41) }, "trackingNumber", "Tracking number can have at most 40 characters"],
      [
        { trackingNumber: "<script>" },
        "trackingNumber",
        "Tracking number can have only letters, digits, spaces and hyphens",
      ],
      [{ carrier: 42 }, "carrier", "Carrier must be text"],
    ] as const) {
      const res = await ship(orderId, sellerA, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
    }
    expect((await customerOrder(orderId)).orderStatus).toBe("Order Placed");
    // Blank fields are "not given".
    const blank = await ship(orderId, sellerA, { carrier: "", trackingNumber: "  " });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({ carrier: null, trackingNumber: null });
  });

  it("lets an admin ship every part with one tracking, and Delivered keeps it", async () => {
    const orderId = await placeTwoSellerOrder();
    expect((await ship(orderId, admin, { carrier: "UPS", trackingNumber: "1Z1" })).statusCode).toBe(200);
    expect((await ship(orderId, sellerA, { carrier: "DHL", trackingNumber: "9" }, "Delivered")).statusCode).toBe(200);
    const order = await customerOrder(orderId);
    expect(order.shipments.map((s: { carrier: string }) => s.carrier)).toEqual(["UPS", "UPS"]);
  });
});
