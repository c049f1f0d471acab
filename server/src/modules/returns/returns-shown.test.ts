/**
 * What a return shows beyond its own rows (docs/decisions/0046-returns-and-refunds.md), on both
 * databases: the return window in force on the seller's products, where the customer's mails send the
 * parcel (the shop profile's return address, else the business address), a status conflict in the
 * customer's language, and the refunds per order and per return on the seller's statement and the
 * admin's view of it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  deliverParts,
  placeCashOrder,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let categoryId: number;

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, categoryId } = await createShop("Shown goods"));
});
afterAll(async () => {
  await ctx?.close();
});

const api = apiOf(() => ctx);

/** The store settings with `extra` changed (the rest as they are). */
async function changeSettings(extra: object) {
  const { currencyDigits: _, shippingZones: __, ...kept } = (await api("GET", "/public/settings")).json();
  const res = await api("PUT", "/admin/settings", admin, { ...kept, ...extra });
  expect(res.statusCode, res.body).toBe(200);
}

/** A customer's delivered cash order of one unit each of `productIds`, and its lines by product. */
async function deliveredOrder(productIds: number[], ...sellers: TestUser[]) {
  const customer = await createUser(ctx);
  for (const id of productIds) expect((await addToCart(ctx, customer, id, 2)).statusCode).toBe(200);
  const res = await placeCashOrder(ctx, customer, await addAddress(ctx, customer));
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as { orderId: number; orderItemDTOs: { orderItemId: number; productId: number }[] };
  await deliverParts(ctx, order.orderId, ...sellers);
  const itemOf = (productId: number) => order.orderItemDTOs.find((i) => i.productId === productId)!.orderItemId;
  return { customer, orderId: order.orderId, itemOf };
}

describe("the return window on a seller's products", () => {
  it("is the seller's own when they set one, else the shop's, and follows either's change at once", async () => {
    const a = await createProduct(ctx, sellerA, categoryId, { price: 10, quantity: 5 });
    const windowOf = async () => {
      const res = await api("GET", `/public/products/${a.productId}`);
      expect(res.statusCode).toBe(200);
      return res.json().returnWindowDays;
    };
    expect(await windowOf()).toBe(14);
    expect((await api("PUT", "/seller/profile", sellerA, { returnWindowDays: 30 })).statusCode).toBe(200);
    expect(await windowOf()).toBe(30);
    expect((await api("PUT", "/seller/profile", sellerA, { returnWindowDays: 0 })).statusCode).toBe(200);
    expect(await windowOf()).toBe(0);
    expect((await api("PUT", "/seller/profile", sellerA, { returnWindowDays: null })).statusCode).toBe(200);
    expect(await windowOf()).toBe(14);

    await changeSettings({ returnWindowDays: 21 });
    expect(await windowOf()).toBe(21);
    await changeSettings({ returnWindowDays: 14 });
    // Lists carry no window: it is a single product's.
    const list = (await api("GET", "/public/products?pageSize=50")).json();
    expect(list.content.find((p: { productId: number }) => p.productId === a.productId)).not.toHaveProperty(
      "returnWindowDays",
    );
  });
});

describe("where the customer's mails send the parcel", () => {
  it("is the shop profile's return address, else the business address, else the seller is to say", async () => {
    const b = await createProduct(ctx, sellerB, categoryId, { price: 12, quantity: 20 });
    const approveOne = async () => {
      const { customer, orderId, itemOf } = await deliveredOrder([b.productId], sellerB);
      const asked = await api("POST", `/orders/${orderId}/returns`, customer, {
        sellerId: sellerB.id,
        reason: "changed_mind",
        lines: [{ orderItemId: itemOf(b.productId), quantity: 1 }],
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const approved = await api("PUT", `/seller/returns/${asked.json().returnId}/approve`, sellerB);
      expect(approved.statusCode, approved.body).toBe(200);
      const mails = await ctx.outbox();
      const mail = mails.find(
        (m) => m.to === customer.email && m.subject.includes(`return #${asked.json().returnId} is approved`),
      );
      expect(mail).toBeDefined();
      return { sendTo: approved.json().sendTo as string | null, text: mail!.text };
    };

    // Nothing in the profile: the seller will say.
    const none = await approveOne();
    expect(none.sendTo).toBeNull();
    expect(none.text).toContain("will tell you where to send the parcel");

    // A business address only: it, split into lines at its commas.
    await api("PUT", "/seller/profile", sellerB, { address: "9 Office Park, Metro City" });
    const business = await approveOne();
    expect(business.sendTo).toBe("9 Office Park, Metro City");
    expect(business.text).toContain("Send the parcel to");
    expect(business.text).toContain("9 Office Park");

    // A return address of the shop profile wins over the business address, its lines kept.
    const set = await api("PUT", "/seller/profile", sellerB, { returnAddress: "Returns desk\nUnit 4, Kiln Lane\nStoke" });
    expect(set.statusCode, set.body).toBe(200);
    const own = await approveOne();
    expect(own.sendTo).toBe("Returns desk\nUnit 4, Kiln Lane\nStoke");
    expect(own.text).toContain("Returns desk");
    expect(own.text).toContain("Unit 4, Kiln Lane");
    expect(own.text).not.toContain("9 Office Park");

    // Emptied again: back to the business address.
    await api("PUT", "/seller/profile", sellerB, { returnAddress: "" });
    expect((await approveOne()).sendTo).toBe("9 Office Park, Metro City");
  });
});

describe("a status conflict", () => {
  it("names the return's status in the customer's language", async () => {
    const b = await createProduct(ctx, sellerB, categoryId, { price: 8, quantity: 20 });
    const { customer, orderId, itemOf } = await deliveredOrder([b.productId], sellerB);
    const asked = await api("POST", `/orders/${orderId}/returns`, customer, {
      sellerId: sellerB.id,
      reason: "changed_mind",
      lines: [{ orderItemId: itemOf(b.productId), quantity: 1 }],
    });
    const id = asked.json().returnId;
    expect((await api("PUT", `/returns/${id}/cancel`, customer)).statusCode).toBe(200);
    await changeSettings({ languages: ["en", "de", "es", "ar"] });
    const again = (language: string) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/returns/${id}/cancel`,
        headers: { ...customer.auth, "accept-language": language },
      });
    const en = await again("en");
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe("This return is cancelled and cannot be changed that way now");
    expect((await again("de")).json().message).toBe(
      "Diese Rücksendung ist storniert und kann jetzt nicht auf diese Weise geändert werden",
    );
    expect((await again("es")).json().message).toBe(
      "Esta devolución está cancelada y ahora no se puede cambiar de esa forma",
    );
    expect((await again("ar")).json().message).toBe("هذا المرتجع ملغى، ولا يمكن تغييره بهذه الطريقة الآن");
    await changeSettings({ languages: ["en"] });
  });
});

describe("refunds on the statement", () => {
  it("are summed per order and shown return by return, for the seller and the admin alike", async () => {
    const res = await api("PUT", "/admin/marketplace", admin, { commissionPercent: 10, cashCollectedBy: "seller" });
    expect(res.statusCode, res.body).toBe(200);
    const a = await createProduct(ctx, sellerA, categoryId, { price: 20, quantity: 20 });
    const { customer, orderId, itemOf } = await deliveredOrder([a.productId], sellerA);
    const refundOne = async () => {
      const asked = await api("POST", `/orders/${orderId}/returns`, customer, {
        sellerId: sellerA.id,
        reason: "changed_mind",
        lines: [{ orderItemId: itemOf(a.productId), quantity: 1 }],
      });
      expect(asked.statusCode, asked.body).toBe(201);
      const id = asked.json().returnId as number;
      expect((await api("PUT", `/seller/returns/${id}/approve`, sellerA)).statusCode).toBe(200);
      const lines = [{ orderItemId: itemOf(a.productId), quantityReceived: 1, quantityResellable: 1 }];
      expect((await api("PUT", `/seller/returns/${id}/receive`, sellerA, { lines })).statusCode).toBe(200);
      const done = await api("PUT", `/seller/returns/${id}/refund`, sellerA, { method: "cash", reference: `R${id}` });
      expect(done.statusCode, done.body).toBe(200);
      return { returnId: id, paidBack: done.json().refundAmount as number };
    };
    const first = await refundOne();
    const second = await refundOne();

    for (const [url, user] of [
      ["/seller/ledger?pageSize=50", sellerA],
      [`/admin/sellers/${sellerA.id}/ledger?pageSize=50`, admin],
    ] as const) {
      const page = (await api("GET", url, user)).json();
      const sums = page.orders.find((o: { orderId: number }) => o.orderId === orderId);
      const entry = (type: string) =>
        page.content.find((e: { type: string; orderId: number }) => e.type === type && e.orderId === orderId).amount;
      // Each of the two units: the seller's share of it back (−, half the sale), the commission booked
      // on it given back (+, half of it), and the cash the seller paid the customer back (+).
      expect(sums.returns).toEqual(
        [first, second].map((r) => ({
          returnId: r.returnId,
          refund: -entry("sale") / 2,
          commissionReversal: -entry("commission") / 2,
          cashRefunded: r.paidBack,
          net: expect.closeTo(-entry("sale") / 2 - entry("commission") / 2 + r.paidBack, 6),
        })),
      );
      expect(sums.refunds).toBeCloseTo(
        sums.returns.reduce((n: number, r: { net: number }) => n + r.net, 0),
        6,
      );
      expect(sums.net).toBeCloseTo(sums.sale + sums.commission + sums.cashCollected + sums.refunds, 6);
      const refundEntries = page.content.filter((e: { type: string }) => e.type === "refund");
      expect(refundEntries.map((e: { returnId: number }) => e.returnId).sort()).toEqual(
        [first.returnId, second.returnId].sort(),
      );
      const sale = page.content.find((e: { type: string; orderId: number }) => e.type === "sale" && e.orderId === orderId);
      expect(sale.returnId).toBeNull();
    }
    // An order without returns: none.
    const b = await createProduct(ctx, sellerA, categoryId, { price: 5, quantity: 5 });
    const plain = await deliveredOrder([b.productId], sellerA);
    const page = (await api("GET", "/seller/ledger?pageSize=50", sellerA)).json();
    expect(page.orders.find((o: { orderId: number }) => o.orderId === plain.orderId).returns).toEqual([]);
  });
});
