/**
 * A seller cancelling their part of an order (docs/decisions/0043-cancelling-one-part.md, 0048): the
 * reason is required; the customer and the shop's admins are mailed once through the outbox, from the
 * attempt that moved the part, with the seller's shop name, the part's lines, the reason and what is left
 * to pay; the order's payment amount and each remaining part's packing slip say what the courier
 * collects, exactly, in a yen shop (0 decimals) and a dollar shop (2).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import {
  addToCart,
  apiOf,
  createProduct,
  createShop,
  itOnPostgres,
  placeCashOrder,
  setOrderStatus,
  startSecondServer,
} from "../../test/harness.js";
import { createPaperCustomer } from "../../test/paper-customer.js";
import { pdfText } from "../../test/pdf-text.js";

type Shop = Awaited<ReturnType<typeof createShop>>;

/** A shop in `currency` with shipping, 10 % tax, a fixed code and named sellers; its one customer. */
async function openShop(currency: "JPY" | "USD", country: string) {
  const shop = await createShop(`${currency} goods`, {}, { SHOP_CURRENCY: currency, SHOP_COUNTRY: country });
  const api = apiOf(() => shop.ctx);
  const {
    currencyDigits: _d,
    shippingZones: _z,
    currency: _c,
    country: _k,
    ...settings
  } = (await api("GET", "/public/settings")).json();
  const fee = currency === "JPY" ? 500 : 5.99;
  const saved = await api("PUT", "/admin/settings", shop.admin, { ...settings, shippingFee: fee, taxRate: 10 });
  expect(saved.statusCode, saved.body).toBe(200);
  const code = await api("POST", "/admin/promotions", shop.admin, {
    code: "OFF",
    kind: "fixed",
    value: currency === "JPY" ? 300 : 3.33,
  });
  expect(code.statusCode, code.body).toBe(201);
  for (const [seller, displayName] of [
    [shop.sellerA, "Harbour Street Goods"],
    [shop.sellerB, "Kiln & Clay"],
  ] as const) {
    const res = await api("PUT", "/seller/profile", seller, { displayName });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { shop, api, buyer: await createPaperCustomer(shop.ctx) };
}

let made = 0;
/** Two of seller A's Tees and one of seller B's Cups, with the code: the order's id. */
async function placeOrder(
  { shop, api, buyer }: Awaited<ReturnType<typeof openShop>>,
  prices: { tee: number; cup: number },
) {
  made++;
  const tee = await createProduct(shop.ctx, shop.sellerA, shop.categoryId, {
    productName: `Tee ${made}`,
    price: prices.tee,
    quantity: 10,
  });
  const cup = await createProduct(shop.ctx, shop.sellerB, shop.categoryId, {
    productName: `Cup ${made}`,
    price: prices.cup,
    quantity: 10,
  });
  await addToCart(shop.ctx, buyer.customer, tee.productId, 2);
  await addToCart(shop.ctx, buyer.customer, cup.productId, 1);
  expect((await api("PUT", "/carts/promotion", buyer.customer, { code: "OFF" })).statusCode).toBe(200);
  const res = await placeCashOrder(shop.ctx, buyer.customer, buyer.addressId);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderId as number;
}

/** What placement fixed as paid for each part, by seller, and the order's total, in minor units. */
async function paidOf(shop: Shop, orderId: number) {
  const rows = await rowsOf<{ seller_id: number; paid: number }>(
    shop.ctx.database.db.execute(
      sql`select seller_id, paid_cents as paid from seller_shipments where order_id = ${orderId} order by seller_id`,
    ),
  );
  return new Map(rows.map((r) => [Number(r.seller_id), Number(r.paid)]));
}

const mailsOf = async (shop: Shop, to: string, orderId: number) =>
  (await shop.ctx.outbox()).filter((m) => m.to === to && m.subject.includes(`order #${orderId} cancelled`));

describe("a seller cancelling their part, in a yen shop", () => {
  let yen: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    yen = await openShop("JPY", "JP");
  });
  afterAll(async () => {
    await yen?.shop.ctx.close();
  });

  it("refuses a cancel without a reason or with a reason too long, and changes nothing", async () => {
    const { shop, api } = yen;
    const orderId = await placeOrder(yen, { tee: 1980, cup: 1250 });
    const url = `/seller/orders/${orderId}/status?status=Cancelled`;
    for (const body of [undefined, {}, { reason: "   " }]) {
      const res = await api("PUT", url, shop.sellerA, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe("Give a reason for cancelling your part");
    }
    const long = await api("PUT", url, shop.sellerA, { reason: "x".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("The reason can have at most 200 characters");
    expect((await api("GET", `/seller/orders/${orderId}`, shop.sellerA)).json().orderStatus).toBe("Order Placed");
    expect(await mailsOf(shop, yen.buyer.customer.email, orderId)).toHaveLength(0);
  });

  it("mails the customer and the admin once, with the part, the reason and what is left to pay", async () => {
    const { shop, api, buyer } = yen;
    const orderId = await placeOrder(yen, { tee: 1980, cup: 1250 });
    const paid = await paidOf(shop, orderId);
    const paidA = paid.get(shop.sellerA.id)!;
    const paidB = paid.get(shop.sellerB.id)!;

    const res = await setOrderStatus(shop.ctx, shop.sellerA, orderId, "Cancelled", "The kiln broke the glaze");
    expect(res.statusCode, res.body).toBe(200);
    // Retried: nothing moves, nothing more is mailed.
    expect((await setOrderStatus(shop.ctx, shop.sellerA, orderId, "Cancelled", "Again")).statusCode).toBe(409);

    const yenOf = (n: number) => `¥${n.toLocaleString("en-US")}`;
    const [toCustomer, ...more] = await mailsOf(shop, buyer.customer.email, orderId);
    expect(more).toHaveLength(0);
    expect(toCustomer!.subject).toBe(`Marigold: part of order #${orderId} cancelled`);
    for (const part of [
      "Harbour Street Goods cancelled their part of your order.",
      "Cancelled: the part from Harbour Street Goods",
      "2 × Tee",
      "Reason given: The kiln broke the glaze",
      `Amount cancelled: ${yenOf(paidA)}`,
      `Left to pay on delivery: ${yenOf(paidB)}`,
      `http://shop.test/orders/${orderId}`,
    ]) {
      expect(toCustomer!.text).toContain(part);
    }
    expect(toCustomer!.text).not.toContain("Cup");
    const [toAdmin, ...moreAdmin] = await mailsOf(shop, shop.admin.email, orderId);
    expect(moreAdmin).toHaveLength(0);
    expect(toAdmin!.text).toContain(`of the order of ${buyer.customer.email}`);
    expect(toAdmin!.text).toContain(`Left to pay on delivery: ${yenOf(paidB)}`);
    expect(toAdmin!.html).toContain(`href="http://shop.test/seller/orders?order=${orderId}"`);
    // The seller who cancelled is not mailed of their own act.
    expect(await mailsOf(shop, shop.sellerA.email, orderId)).toHaveLength(0);

    // The courier collects only what is left: the order's payment and B's packing slip, to the yen.
    const order = (await api("GET", `/orders/${orderId}`, buyer.customer)).json();
    expect(order.paymentDTO.amount).toBe(paidB);
    expect(order.totalAmount).toBe(paidA + paidB);
    const slipB = pdfText((await api("GET", `/seller/orders/${orderId}/packing-slip`, shop.sellerB)).rawPayload);
    expect(slipB).toContain("Cash on delivery: the courier collects");
    expect(slipB).toContain(yenOf(paidB));
    expect((await api("GET", `/seller/orders/${orderId}`, shop.sellerA)).json().cashOnDelivery).toBe(0);

    // The last open part: the order is cancelled, and the mail says so.
    expect((await setOrderStatus(shop.ctx, shop.sellerB, orderId, "Cancelled", "Out of clay")).statusCode).toBe(200);
    const last = (await shop.ctx.outbox()).filter(
      (m) => m.to === buyer.customer.email && m.subject === `Marigold: order #${orderId} cancelled`,
    );
    expect(last).toHaveLength(1);
    expect(last[0]!.text).toContain("Kiln & Clay cancelled their part, the last one left: your order is cancelled.");
    expect(last[0]!.text).toContain("Reason given: Out of clay");
    expect(last[0]!.text).toContain(`Order cancelled: nothing to pay: ${yenOf(0)}`);
    expect((await api("GET", `/orders/${orderId}`, buyer.customer)).json().paymentDTO.amount).toBe(0);
  });

  it("says the shop cancelled when an admin who does not sell cancels every placed part", async () => {
    const { shop, buyer } = yen;
    const orderId = await placeOrder(yen, { tee: 1980, cup: 1250 });
    expect((await setOrderStatus(shop.ctx, shop.admin, orderId, "Cancelled", "Address unreachable")).statusCode).toBe(
      200,
    );
    const [mail, ...more] = await mailsOf(shop, buyer.customer.email, orderId);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Marigold: order #${orderId} cancelled`);
    expect(mail!.text).toContain("Marigold cancelled what was left of your order: it is cancelled.");
    expect(mail!.text).toContain("Cancelled: the part from Harbour Street Goods");
    expect(mail!.text).toContain("Cancelled: the part from Kiln & Clay");
    expect(mail!.text).toContain("Reason given: Address unreachable");
    const [toAdmin] = await mailsOf(shop, shop.admin.email, orderId);
    expect(toAdmin!.text).toContain(`An admin cancelled what was left of the order of ${buyer.customer.email}`);
  });

  itOnPostgres("mails exactly once when two servers cancel the same part at once", async () => {
    const { shop, buyer } = yen;
    const second = await startSecondServer(shop.ctx);
    try {
      for (let round = 0; round < 3; round++) {
        const orderId = await placeOrder(yen, { tee: 1980, cup: 1250 });
        const answers = await Promise.all([
          setOrderStatus(shop.ctx, shop.sellerA, orderId, "Cancelled", "Raced one"),
          setOrderStatus(shop.ctx, shop.sellerA, orderId, "Cancelled", "Raced two", second),
        ]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
        expect(await mailsOf(shop, buyer.customer.email, orderId)).toHaveLength(1);
        expect(await mailsOf(shop, shop.admin.email, orderId)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});

describe("the cash the courier collects after a part is cancelled, in a dollar shop", () => {
  let usd: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    usd = await openShop("USD", "US");
  });
  afterAll(async () => {
    await usd?.shop.ctx.close();
  });

  it("is what the customer paid for the parts still open, to the cent", async () => {
    const { shop, api, buyer } = usd;
    const orderId = await placeOrder(usd, { tee: 19.99, cup: 7.25 });
    const paid = await paidOf(shop, orderId);
    const paidA = paid.get(shop.sellerA.id)!;
    const paidB = paid.get(shop.sellerB.id)!;
    const before = (await api("GET", `/orders/${orderId}`, buyer.customer)).json();
    expect(Math.round(before.paymentDTO.amount * 100)).toBe(paidA + paidB);

    expect((await setOrderStatus(shop.ctx, shop.sellerB, orderId, "Cancelled", "Cup chipped")).statusCode).toBe(200);
    const after = (await api("GET", `/orders/${orderId}`, buyer.customer)).json();
    expect(after.paymentDTO.amount).toBe(paidA / 100);
    const dollars = `$${(paidA / 100).toFixed(2)}`;
    const slipA = pdfText((await api("GET", `/seller/orders/${orderId}/packing-slip`, shop.sellerA)).rawPayload);
    expect(slipA).toContain(dollars);
    // An admin's view of the whole order: what is left, the same figure.
    const admin = (await api("GET", `/seller/orders/${orderId}`, shop.admin)).json();
    expect(admin.cashOnDelivery).toBe(paidA / 100);
    const [mail] = await mailsOf(shop, buyer.customer.email, orderId);
    expect(mail!.text).toContain(`Left to pay on delivery: ${dollars}`);
    expect(mail!.text).toContain(`Amount cancelled: $${(paidB / 100).toFixed(2)}`);
  });
});
