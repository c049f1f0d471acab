/**
 * A card order is a sale once Stripe took its payment, not before (orders/status.ts `countsAsSale`,
 * docs/decisions/0050-card-payments-through-stripe.md): the owner's home, the seller dashboard and its
 * stats leave an order awaiting payment out and count a paid one (never as cash to collect: the shop
 * collects it through Stripe); an unpaid order has no invoice; the paid order's confirmation mail and
 * invoice say it is placed and paid by card, in the customer's language.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/transaction.js";
import { apiOf, type TestContext, type TestUser } from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";
import type { StripeFake } from "../../test/stripe-fake.js";
import { cardShopper, createCardShop, deliver, payByCard, sessionOf } from "./card-fixture.js";

let ctx: TestContext;
let fake: StripeFake;
let admin: TestUser;
let sellerA: TestUser;
let productA: number;
let productB: number;
const api = apiOf(() => ctx);

beforeAll(async () => {
  ({ ctx, fake, admin, sellerA, productA, productB } = await createCardShop("Card sales"));
  const settings = (await api("GET", "/public/settings")).json();
  const saved = await api("PUT", "/admin/settings", admin, { ...settings, languages: ["en", "de", "es", "ar"] });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const figures = async () => {
  const home = (await api("GET", "/admin/home", admin)).json();
  const dashboard = (await api("GET", "/seller/dashboard?days=7", sellerA)).json();
  const shop = (await api("GET", "/seller/dashboard?days=7", admin)).json();
  const stats = (await api("GET", "/seller/dashboard/stats", sellerA)).json();
  return { home: home.last30, dashboard, shop, stats };
};

const mailsTo = (to: string) =>
  rowsOf<{ subject: string; text: string; html: string | null }>(
    ctx.database.db.execute(sql`select subject, text, html from mail_outbox where "to" = ${to} order by id`),
  );

const totalCentsOf = async (orderId: number) => {
  const [row] = await rowsOf<{ c: number }>(
    ctx.database.db.execute(sql`select total_cents as c from orders where id = ${orderId}`),
  );
  return Number(row?.c);
};

async function placeCardOrder(language?: string) {
  const { user, addressId } = await cardShopper(ctx, productA, productB);
  // The order keeps the language its placement asks for (docs/decisions/0051).
  const res = await payByCard(ctx.app, user, addressId, language ? { "accept-language": language } : {});
  expect(res.statusCode, res.body).toBe(201);
  return { user, orderId: res.json().orderId as number };
}

const pay = async (orderId: number) =>
  expect((await deliver(ctx.app, fake, fake.pay(sessionOf(fake, orderId).id))).statusCode).toBe(200);

describe("a card order awaiting payment", () => {
  it("is not a sale: not in the owner's home, the dashboard's revenue, top products, cash or stats", async () => {
    const { user, orderId } = await placeCardOrder();
    expect((await api("GET", `/orders/${orderId}`, user)).json().orderStatus).toBe("Awaiting payment");
    const { home, dashboard, shop, stats } = await figures();
    expect(home).toMatchObject({ salesCents: 0, orders: 0, averageOrderCents: 0 });
    expect(dashboard.totals).toEqual({ revenueCents: 0, orders: 0 });
    expect(dashboard.topProducts).toEqual([]);
    expect(dashboard.cashOnDelivery).toMatchObject({ toCollectCents: 0, toCollectOrders: 0 });
    expect(shop.totals).toEqual({ revenueCents: 0, orders: 0 });
    expect(shop.cashOnDelivery).toMatchObject({ toCollectCents: 0, toCollectOrders: 0 });
    expect(stats).toMatchObject({ totalSales: 0, totalCustomers: 0 });
  });

  it("has no invoice yet: 409 with a message, an empty list, and none issued", async () => {
    const { user, orderId } = await placeCardOrder();
    const res = await api("GET", `/orders/${orderId}/invoice.pdf`, user);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("An order awaiting payment has no invoice yet");
    expect((await api("GET", `/orders/${orderId}/invoices`, user)).json()).toEqual([]);
    const [row] = await rowsOf<{ issuer: string | null; n: number }>(
      ctx.database.db.execute(
        sql`select invoice_issuer as issuer, (select count(*)::int from invoices where order_id = ${orderId}) as n
            from orders where id = ${orderId}`,
      ),
    );
    expect(row).toEqual({ issuer: null, n: 0 });
  });
});

describe("a paid card order", () => {
  it("is a sale but not cash to collect", async () => {
    const before = await figures();
    const { orderId } = await placeCardOrder();
    await pay(orderId);
    const total = await totalCentsOf(orderId);
    const { home, dashboard, shop, stats } = await figures();
    expect(home.salesCents - before.home.salesCents).toBe(total);
    expect(home.orders - before.home.orders).toBe(1);
    // Two of A's $12.50 lines.
    expect(dashboard.totals.revenueCents - before.dashboard.totals.revenueCents).toBe(2500);
    expect(dashboard.totals.orders - before.dashboard.totals.orders).toBe(1);
    expect(dashboard.topProducts).toEqual([expect.objectContaining({ productId: productA, revenueCents: 2500 })]);
    expect(shop.totals.orders - before.shop.totals.orders).toBe(1);
    expect(stats.totalSales - before.stats.totalSales).toBe(25);
    expect(stats.totalCustomers - before.stats.totalCustomers).toBe(1);
    expect(dashboard.cashOnDelivery).toEqual(before.dashboard.cashOnDelivery);
    expect(shop.cashOnDelivery).toEqual(before.shop.cashOnDelivery);
  });

  it("is confirmed once paid, as placed and paid by card", async () => {
    const { user, orderId } = await placeCardOrder();
    expect(await mailsTo(user.email)).toHaveLength(0);
    await pay(orderId);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(new RegExp(`: order #${orderId} confirmed$`));
    expect(mail!.text).toContain(`Order #${orderId} — Order Placed`);
    expect(mail!.text).toMatch(/\(paid by card\)/);
    expect(`${mail!.text} ${mail!.html}`).not.toMatch(/awaitingPayment|Awaiting payment|cash on delivery/i);
  });

  // The PDF holds each Arabic word's shaped glyphs in visual order (right to left): read back, reversed.
  const visual = (word: string) => [...word].reverse().join("");
  it.each([
    ["de", "Bestellung aufgegeben", "(mit Karte bezahlt)", ["Karte (Stripe), bezahlt"]],
    ["es", "Pedido realizado", "(pagado con tarjeta)", ["Tarjeta (Stripe), pagado"]],
    ["ar", "تم تقديم الطلب", "(مدفوع بالبطاقة)", [visual("بطاقة"), "Stripe", visual("مدفوع")]],
  ])("mails and invoices it in the customer's language (%s)", async (language, placed, total, payment) => {
    const { user, orderId } = await placeCardOrder(language);
    await pay(orderId);
    const [mail] = await mailsTo(user.email);
    expect(mail!.text).toContain(placed);
    expect(mail!.text).toContain(total);
    expect(mail!.text).not.toContain("awaitingPayment");
    const invoice = await api("GET", `/orders/${orderId}/invoice.pdf`, user);
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload);
    for (const words of payment) expect(text).toContain(words);
  });

  it("has an invoice that names the payment as card (Stripe), paid", async () => {
    const { user, orderId } = await placeCardOrder();
    await pay(orderId);
    const res = await api("GET", `/orders/${orderId}/invoice.pdf`, user);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Card (Stripe), paid");
    expect(text).not.toMatch(/Cash on delivery/);
  });
});
