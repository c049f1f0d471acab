/**
 * Cancelling one seller's part of an order (docs/decisions/0043-cancelling-one-part.md), in a yen shop
 * (0 decimals) with a shop code, tax and shipping: the part's stock comes back and, when the part was
 * invoiced, a credit note for exactly what the customer paid for it is issued in the cancelling
 * transaction — the seller's own `CN-S…` when the sellers issue the invoices (decision 0040), a shop
 * `CN-…` of the part's lines, shipping share and tax when the shop does (decision 0030). Cancelling the
 * part again issues nothing; the customer cancelling the rest credits only the rest.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import { addToCart, apiOf, createProduct, createShop, placeCashOrder, setOrderStatus } from "../../test/harness.js";
import { createPaperCustomer } from "../../test/paper-customer.js";
import { pdfText } from "../../test/pdf-text.js";

/** The yen shop (admin, sellers A and B, a category) and its one customer with their address. */
let shop: Awaited<ReturnType<typeof createShop>>;
let buyer: Awaited<ReturnType<typeof createPaperCustomer>>;
const api = apiOf(() => shop.ctx);

async function setSettings(change: Record<string, unknown>) {
  const {
    currencyDigits: _d,
    shippingZones: _z,
    currency: _c,
    country: _k,
    ...settings
  } = (await api("GET", "/public/settings")).json();
  const res = await api("PUT", "/admin/settings", shop.admin, { ...settings, ...change });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  shop = await createShop("Yen goods", {}, { SHOP_CURRENCY: "JPY", SHOP_COUNTRY: "JP" });
  await setSettings({ shippingFee: 500, taxRate: 10 });
  const code = await api("POST", "/admin/promotions", shop.admin, { code: "YEN300", kind: "fixed", value: 300 });
  expect(code.statusCode, code.body).toBe(201);
  buyer = await createPaperCustomer(shop.ctx);
});
afterAll(async () => {
  await shop?.ctx.close();
});

let made = 0;
/** Two Tees of seller A at 1980 yen and a Cup of seller B at 1250, with the shop's 300 yen code. */
async function placeOrder() {
  made++;
  const tee = await createProduct(shop.ctx, shop.sellerA, shop.categoryId, {
    productName: `Tee ${made}`,
    price: 1980,
    quantity: 10,
  });
  const cup = await createProduct(shop.ctx, shop.sellerB, shop.categoryId, {
    productName: `Cup ${made}`,
    price: 1250,
    quantity: 10,
  });
  await addToCart(shop.ctx, buyer.customer, tee.productId, 2);
  await addToCart(shop.ctx, buyer.customer, cup.productId, 1);
  expect((await api("PUT", "/carts/promotion", buyer.customer, { code: "YEN300" })).statusCode).toBe(200);
  const res = await placeCashOrder(shop.ctx, buyer.customer, buyer.addressId);
  expect(res.statusCode, res.body).toBe(201);
  return { orderId: res.json().orderId as number, tee: tee.productId as number, cup: cup.productId as number };
}

const partsOf = (orderId: number) =>
  rowsOf<{ seller_id: number; shipping: number; tax: number; paid: number }>(
    shop.ctx.database.db.execute(sql`
      select seller_id, shipping_cents as shipping, tax_cents as tax, paid_cents as paid
      from seller_shipments where order_id = ${orderId} order by seller_id`),
  );
const orderTotal = async (orderId: number) =>
  (
    await rowsOf<{ total: number }>(
      shop.ctx.database.db.execute(sql`select total_cents as total from orders where id = ${orderId}`),
    )
  )[0]!.total;
const stockOf = async (productId: number) =>
  (await api("GET", `/public/products/${productId}`)).json().quantity as number;
/** What each credit note of the order credited, shop's and sellers', by seller and number. */
const creditedOf = (orderId: number) =>
  rowsOf<{ seller_id: number | null; amount: number; shipping: number; tax: number; lines: number }>(
    shop.ctx.database.db.execute(sql`
      select null::int as seller_id, amount_cents as amount, (credited->>'shippingCents')::int as shipping,
        (credited->>'taxCents')::int as tax, jsonb_array_length(credited->'lines') as lines
      from credit_notes where order_id = ${orderId}
      union all
      select seller_id, amount_cents, (credited->>'shippingCents')::int, (credited->>'taxCents')::int,
        jsonb_array_length(credited->'lines')
      from seller_credit_notes where order_id = ${orderId}
      order by 1 nulls first, 2`),
  );

describe("a seller cancelling their part", () => {
  it("issues the seller's own credit note for what the buyer.customer paid for the part, once", async () => {
    await setSettings({ invoiceIssuer: "seller" });
    const order = await placeOrder();
    const [partA, partB] = await partsOf(order.orderId);
    expect(partA!.paid + partB!.paid).toBe(await orderTotal(order.orderId));
    expect(
      (await api("GET", `/orders/${order.orderId}/sellers/${shop.sellerA.id}/invoice.pdf`, buyer.customer)).statusCode,
    ).toBe(200);
    expect(await stockOf(order.tee)).toBe(8);

    const cancel = await setOrderStatus(shop.ctx, shop.sellerA, order.orderId, "Cancelled");
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().orderStatus).toBe("Cancelled");
    expect(await stockOf(order.tee)).toBe(10);
    expect(await stockOf(order.cup)).toBe(9);
    // The buyer.customer's order goes on with seller B's part, and lists the part's credit note.
    const mine = await api("GET", `/orders/${order.orderId}`, buyer.customer);
    expect(mine.json().orderStatus).toBe("Order Placed");
    const notes = await api("GET", `/orders/${order.orderId}/credit-notes`, buyer.customer);
    expect(notes.json()).toEqual([
      expect.objectContaining({
        label: `CN-S${shop.sellerA.id}-000001`,
        reason: "Part cancelled",
        total: partA!.paid,
        sellerId: shop.sellerA.id,
      }),
    ]);
    expect(await creditedOf(order.orderId)).toEqual([
      { seller_id: shop.sellerA.id, amount: partA!.paid, shipping: partA!.shipping, tax: partA!.tax, lines: 1 },
    ]);

    // The seller downloads their own credit note; another seller has none yet, nor does a non-seller.
    const own = await api("GET", `/seller/orders/${order.orderId}/credit-note.pdf`, shop.sellerA);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["x-credit-note-number"]).toBe(`CN-S${shop.sellerA.id}-000001`);
    expect(pdfText(own.rawPayload)).toContain(`Tee ${made}`);
    expect((await api("GET", `/seller/orders/${order.orderId}/credit-note.pdf`, shop.sellerB)).statusCode).toBe(404);
    expect((await api("GET", `/seller/orders/${order.orderId}/credit-note.pdf`, shop.admin)).statusCode).toBe(404);
    expect((await api("GET", `/seller/orders/${order.orderId}/credit-note.pdf`, buyer.customer)).statusCode).toBe(403);
    // Admins download each part's credit note and invoice through the order's routes.
    expect(
      (await api("GET", `/orders/${order.orderId}/sellers/${shop.sellerA.id}/credit-notes/1.pdf`, shop.admin))
        .statusCode,
    ).toBe(200);
    expect(
      (await api("GET", `/orders/${order.orderId}/sellers/${shop.sellerB.id}/invoice.pdf`, shop.admin)).statusCode,
    ).toBe(200);

    // Again: refused, and nothing issued or returned twice.
    expect((await setOrderStatus(shop.ctx, shop.sellerA, order.orderId, "Cancelled")).statusCode).toBe(409);
    expect(await creditedOf(order.orderId)).toHaveLength(1);
    // The buyer.customer cancels the rest: only seller B's part is credited now.
    expect((await api("PUT", `/orders/${order.orderId}/cancel`, buyer.customer)).statusCode).toBe(200);
    expect(await stockOf(order.tee)).toBe(10);
    expect(await stockOf(order.cup)).toBe(10);
    const all = await creditedOf(order.orderId);
    expect(all).toEqual([
      { seller_id: shop.sellerA.id, amount: partA!.paid, shipping: partA!.shipping, tax: partA!.tax, lines: 1 },
      { seller_id: shop.sellerB.id, amount: partB!.paid, shipping: partB!.shipping, tax: partB!.tax, lines: 1 },
    ]);
    expect(all.reduce((sum, n) => sum + n.amount, 0)).toBe(await orderTotal(order.orderId));
    const ownB = await api("GET", `/seller/orders/${order.orderId}/credit-note.pdf`, shop.sellerB);
    expect(ownB.headers["x-credit-note-number"]).toBe(`CN-S${shop.sellerB.id}-000001`);
    const otherShop = await placeOrder();
    expect((await api("GET", `/seller/orders/${otherShop.orderId}/credit-note.pdf`, shop.sellerA)).statusCode).toBe(
      404,
    );
  });

  it("issues a shop credit note of the part's lines, shipping share and tax when the shop invoiced the order", async () => {
    await setSettings({ invoiceIssuer: "shop" });
    const order = await placeOrder();
    const [partA, partB] = await partsOf(order.orderId);
    expect((await api("GET", `/orders/${order.orderId}/invoice.pdf`, buyer.customer)).statusCode).toBe(200);

    expect((await setOrderStatus(shop.ctx, shop.sellerB, order.orderId, "Cancelled")).statusCode).toBe(200);
    expect((await setOrderStatus(shop.ctx, shop.sellerB, order.orderId, "Cancelled")).statusCode).toBe(409);
    expect(await creditedOf(order.orderId)).toEqual([
      { seller_id: null, amount: partB!.paid, shipping: partB!.shipping, tax: partB!.tax, lines: 1 },
    ]);
    const notes = (await api("GET", `/orders/${order.orderId}/credit-notes`, buyer.customer)).json();
    expect(notes).toEqual([expect.objectContaining({ reason: "Part cancelled", total: partB!.paid })]);
    expect(notes[0].label).toMatch(/^CN-\d{6}$/);
    const paper = await api("GET", `/orders/${order.orderId}/credit-notes/${notes[0].number}.pdf`, buyer.customer);
    expect(paper.statusCode, paper.body).toBe(200);
    // The shop's paper, for admins too; the seller has no credit note of their own.
    expect(
      (await api("GET", `/orders/${order.orderId}/credit-notes/${notes[0].number}.pdf`, shop.admin)).statusCode,
    ).toBe(200);
    expect((await api("GET", `/orders/${order.orderId}/invoice.pdf`, shop.admin)).statusCode).toBe(200);
    expect((await api("GET", `/seller/orders/${order.orderId}/credit-note.pdf`, shop.sellerB)).statusCode).toBe(404);

    // The last part, by its seller: the shop credits it, and the two notes give back the whole order
    // (the shop's notes come by amount: B's part is the smaller).
    expect((await setOrderStatus(shop.ctx, shop.sellerA, order.orderId, "Cancelled")).statusCode).toBe(200);
    expect((await api("GET", `/orders/${order.orderId}`, buyer.customer)).json().orderStatus).toBe("Cancelled");
    const all = await creditedOf(order.orderId);
    expect(all).toEqual([
      { seller_id: null, amount: partB!.paid, shipping: partB!.shipping, tax: partB!.tax, lines: 1 },
      { seller_id: null, amount: partA!.paid, shipping: partA!.shipping, tax: partA!.tax, lines: 1 },
    ]);
    expect(all.reduce((sum, n) => sum + n.amount, 0)).toBe(await orderTotal(order.orderId));
  });

  it("issues nothing for a part never invoiced, and only from Order Placed", async () => {
    const order = await placeOrder();
    expect((await setOrderStatus(shop.ctx, shop.sellerA, order.orderId, "Shipped")).statusCode).toBe(200);
    expect((await setOrderStatus(shop.ctx, shop.sellerA, order.orderId, "Cancelled")).statusCode).toBe(409);
    expect((await setOrderStatus(shop.ctx, shop.sellerB, order.orderId, "Cancelled")).statusCode).toBe(200);
    expect(await creditedOf(order.orderId)).toEqual([]);
    expect((await api("GET", `/orders/${order.orderId}`, buyer.customer)).json().orderStatus).toBe("Shipped");
    expect(await stockOf(order.cup)).toBe(10);
    expect(await stockOf(order.tee)).toBe(8);
  });
});
