/**
 * Correcting a shipped part's tracking number (`PUT /api/seller/orders/{id}/tracking`,
 * docs/decisions/0058-correcting-a-tracking-number.md): only while the part is Shipped, only the
 * part's seller; the customer is mailed the new number once through the outbox (a retried call, or
 * the same call on two servers, mails once), in the order's language.
 */
import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  addToCart,
  apiOf,
  createTwoSellerShop,
  createUser,
  itOnPostgres,
  placeCashOrder,
  setOrderStatus,
  startSecondServer,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";
import { enqueueMailOnce } from "../outbox/outbox.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let customer: TestUser;
let productA: number;
let placeTwoSellerOrder: () => Promise<number>;
const api = apiOf(() => ctx);

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, customer, productA, placeTwoSellerOrder } =
    await createTwoSellerShop("Tracking fixes"));
});
afterAll(async () => {
  await ctx?.close();
});

const fix = (user: TestUser | undefined, orderId: number, payload?: object, app = ctx.app) =>
  app.inject({
    method: "PUT",
    url: `/api/seller/orders/${orderId}/tracking`,
    headers: user?.auth ?? {},
    ...(payload ? { payload } : {}),
  });

const shipped = async (orderId: number, seller = sellerA, trackingNumber = "AB 1234 5678 GB") => {
  const res = await api("PUT", `/seller/orders/${orderId}/status?status=Shipped`, seller, {
    carrier: "Royal Mail",
    trackingNumber,
  });
  expect(res.statusCode, res.body).toBe(200);
};

const fixMails = async (to: string, orderId: number) =>
  (await ctx.outbox()).filter((m) => m.to === to && m.subject.includes(`#${orderId}`) && /tracking|Sendungs/.test(m.subject));

describe("correcting a tracking number", () => {
  it("stores the new number on the seller's part, shows it, and mails the customer once", async () => {
    const orderId = await placeTwoSellerOrder();
    await shipped(orderId);
    const res = await fix(sellerA, orderId, { trackingNumber: " CD 9999 0000 GB " });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderStatus: "Shipped",
      carrier: "Royal Mail",
      trackingNumber: "CD 9999 0000 GB",
      trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/CD99990000GB",
    });
    expect((await api("GET", `/seller/orders/${orderId}`, sellerA)).json().trackingNumber).toBe("CD 9999 0000 GB");
    const shipment = (await api("GET", `/orders/${orderId}`, customer))
      .json()
      .shipments.find((s: { status: string }) => s.status === "Shipped");
    expect(shipment).toMatchObject({ trackingNumber: "CD 9999 0000 GB" });

    // Retried: the same answer, nothing more mailed.
    const again = await fix(sellerA, orderId, { trackingNumber: "CD 9999 0000 GB" });
    expect(again.statusCode).toBe(200);
    expect(again.json().trackingNumber).toBe("CD 9999 0000 GB");
    const mails = await fixMails(customer.email, orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Marigold: new tracking number for order #${orderId}`);
    expect(mails[0]!.text).toContain(`The tracking number of your parcel from Seller ${sellerA.id} was corrected`);
    expect(mails[0]!.text).toContain("CD 9999 0000 GB");
    expect(mails[0]!.text).not.toContain("AB 1234 5678 GB");

    // Another correction (a carrier too) is news again.
    const other = await fix(sellerA, orderId, { trackingNumber: "1Z999AA10123456784", carrier: "UPS" });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({ carrier: "UPS", trackingNumber: "1Z999AA10123456784" });
    expect(await fixMails(customer.email, orderId)).toHaveLength(2);
  });

  it("mails each correction of a number corrected back and forth", async () => {
    const orderId = await placeTwoSellerOrder();
    await shipped(orderId, sellerA, "A1");
    for (const number of ["B2", "A1", "B2"]) {
      expect((await fix(sellerA, orderId, { trackingNumber: number })).statusCode).toBe(200);
    }
    const mails = await fixMails(customer.email, orderId);
    expect(mails.map((m) => /Tracking number: (\w+)/.exec(m.text)?.[1]).sort()).toEqual(["A1", "B2", "B2"]);
  });

  it("refuses a part not shipped, a blank or bad number, others and guests, and changes nothing", async () => {
    const orderId = await placeTwoSellerOrder();
    const placed = await fix(sellerA, orderId, { trackingNumber: "AB1" });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().message).toBe("The tracking number can be corrected only while the part is shipped");
    await shipped(orderId);
    for (const body of [undefined, {}, { trackingNumber: "  " }]) {
      const res = await fix(sellerA, orderId, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe("Enter the tracking number");
    }
    const bad = await fix(sellerA, orderId, { trackingNumber: "AB#1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Tracking number can have only letters, digits, spaces and hyphens");
    // Seller B's part is still placed: B cannot correct it; a seller without lines sees no order.
    expect((await fix(sellerB, orderId, { trackingNumber: "B1" })).statusCode).toBe(409);
    const stranger = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    expect((await fix(stranger, orderId, { trackingNumber: "X1" })).statusCode).toBe(404);
    expect((await fix(sellerA, 999_999, { trackingNumber: "X1" })).statusCode).toBe(404);
    const byAdmin = await fix(admin, orderId, { trackingNumber: "X1" });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe("Only the part's seller can correct its tracking number");
    expect((await fix(customer, orderId, { trackingNumber: "X1" })).statusCode).toBe(403);
    expect((await fix(undefined, orderId, { trackingNumber: "X1" })).statusCode).toBe(401);
    expect((await setOrderStatus(ctx, sellerA, orderId, "Delivered")).statusCode).toBe(200);
    expect((await fix(sellerA, orderId, { trackingNumber: "X1" })).statusCode).toBe(409);
    expect((await api("GET", `/seller/orders/${orderId}`, sellerA)).json().trackingNumber).toBe("AB 1234 5678 GB");
    expect(await fixMails(customer.email, orderId)).toHaveLength(0);
  });

  it("mails the correction in the order's language", async () => {
    const settings = (await api("GET", "/public/settings")).json();
    const saved = await api("PUT", "/admin/settings", admin, { ...settings, languages: ["en", "de"] });
    expect(saved.statusCode, saved.body).toBe(200);
    const buyer = await createUser(ctx);
    const addressId = await addAddress(ctx, buyer);
    await addToCart(ctx, buyer, productA, 1);
    const placed = await placeCashOrder(ctx, buyer, addressId, { "accept-language": "de" });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId;
    await shipped(orderId);
    expect((await fix(sellerA, orderId, { trackingNumber: "DE 42" })).statusCode).toBe(200);
    const [mail] = await fixMails(buyer.email, orderId);
    expect(mail!.subject).toBe(`Marigold: neue Sendungsnummer für Bestellung #${orderId}`);
    expect(mail!.text).toContain("wurde korrigiert");
    expect(mail!.text).toContain("DE 42");
  });

  // The race below is kept to one mail by the order's lock and by the outbox's key, each on its own:
  // this guards the key without the lock.
  it("queues a mail once for its key, whoever queues it again", async () => {
    const mail = { to: "once@example.com", subject: "Once", text: "x" };
    const { db } = ctx.database;
    expect(await db.transaction((tx) => enqueueMailOnce(tx, mail, "tracking:test:once"))).toBe(true);
    expect(await db.transaction((tx) => enqueueMailOnce(tx, mail, "tracking:test:once"))).toBe(false);
    expect(await db.transaction((tx) => enqueueMailOnce(tx, mail, "tracking:test:other"))).toBe(true);
    expect((await ctx.outbox()).filter((m) => m.to === mail.to)).toHaveLength(2);
  });

  itOnPostgres("mails once when two servers take the same correction at once", async () => {
    const second = await startSecondServer(ctx);
    try {
      for (let round = 0; round < 3; round++) {
        const orderId = await placeTwoSellerOrder();
        await shipped(orderId);
        const answers = await Promise.all([
          fix(sellerA, orderId, { trackingNumber: `RACE ${round}` }),
          fix(sellerA, orderId, { trackingNumber: `RACE ${round}` }, second),
        ]);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
        expect(await fixMails(customer.email, orderId)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
