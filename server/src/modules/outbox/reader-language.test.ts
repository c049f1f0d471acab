/**
 * The mails of returns, seller applications, a seller's role, the newsletter and recorded payments come in their
 * reader's language (docs/decisions/0051): the customer's in the order's, a seller's or an admin's in
 * their account's, the newsletter's in the sign-up's; an English reader's as they always were.
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
let seller: TestUser;
let category: number;
const api = apiOf(() => ctx);

beforeAll(async () => {
  ({ ctx, admin, sellerA: seller, categoryId: category } = await createShop("Readers"));
  const settings = (await api("GET", "/public/settings")).json();
  const { currencyDigits: _, shippingZones: __, ...kept } = settings;
  const saved = await api("PUT", "/admin/settings", admin, { ...kept, languages: ["en", "de", "ar"] });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

const mailsTo = async (to: string) => (await ctx.outbox()).filter((m) => m.to === to);
const speak = async (user: TestUser, language: string) =>
  expect((await api("PUT", "/profile", user, { language })).statusCode).toBe(200);

/** A customer's delivered cash order placed in `language`, with its one line. */
async function deliveredOrderIn(language: string) {
  const customer = await createUser(ctx);
  const lamp = await createProduct(ctx, seller, category, { productName: `Lamp ${customer.id}`, price: 20 });
  await addToCart(ctx, customer, lamp.productId, 2);
  const placed = await placeCashOrder(ctx, customer, await addAddress(ctx, customer), { "accept-language": language });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { orderId: number; orderItemDTOs: { orderItemId: number }[] };
  await deliverParts(ctx, order.orderId, seller);
  return { customer, orderId: order.orderId, orderItemId: order.orderItemDTOs[0]!.orderItemId };
}

describe("a return's mails", () => {
  it("reach a German customer in German, an Arabic seller and admin in Arabic", async () => {
    await speak(seller, "ar");
    await speak(admin, "ar");
    const { customer, orderId, orderItemId } = await deliveredOrderIn("de");
    const asked = await api("POST", `/orders/${orderId}/returns`, customer, {
      sellerId: seller.id,
      reason: "damaged",
      lines: [{ orderItemId, quantity: 1 }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const returnId = asked.json().returnId as number;

    // The seller hears of it in Arabic, the reason in Arabic too, right to left.
    const news = (await mailsTo(seller.email)).find((m) => m.subject.includes("طلب إرجاع"));
    expect(news, (await mailsTo(seller.email)).map((m) => m.subject).join("\n")).toBeDefined();
    expect(news!.text).toContain("يطلب أحد العملاء إرجاع منتجات من الطلب رقم");
    expect(news!.text).toContain("السبب: وصل تالفًا");
    expect(news!.html).toContain('<html lang="ar" dir="rtl">');
    expect(news!.text).toMatch(/https?:\/\/\S+\/ar\/seller\/returns/);

    // Declined, then escalated: the customer reads German, the admins Arabic.
    const declined = await api("PUT", `/seller/returns/${returnId}/decline`, seller, { reason: "Gebraucht" });
    expect(declined.statusCode, declined.body).toBe(200);
    const decline = (await mailsTo(customer.email)).find(
      (m) => m.subject === `Marigold: Ihre Rücksendung #${returnId} ist abgelehnt`,
    );
    expect(decline, (await mailsTo(customer.email)).map((m) => m.subject).join("\n")).toBeDefined();
    expect(decline!.text).toContain("Guten Tag,");
    expect(decline!.text).toContain(`hat Ihre Rücksendung von Artikeln der Bestellung #${orderId} abgelehnt.`);
    expect(decline!.text).toContain("Begründung: Gebraucht");
    expect(decline!.text).toMatch(new RegExp(`https?://\\S+/de/orders/${orderId}`));
    expect(decline!.text).not.toContain("declined your return");

    const escalated = await api("PUT", `/returns/${returnId}/escalate`, customer);
    expect(escalated.statusCode, escalated.body).toBe(200);
    const toAdmin = (await mailsTo(admin.email)).find((m) => m.subject.includes("أُحيل إليك طلب الإرجاع"));
    expect(toAdmin, (await mailsTo(admin.email)).map((m) => m.subject).join("\n")).toBeDefined();
    expect(toAdmin!.text).toContain("سبب الرفض");

    // Approved by the shop, received and refunded: German all the way, the method in German.
    expect((await api("PUT", `/admin/returns/${returnId}/approve`, admin)).statusCode).toBe(200);
    const received = await api("PUT", `/seller/returns/${returnId}/receive`, seller, {
      lines: [{ orderItemId, quantityReceived: 1, quantityResellable: 0 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const refunded = await api("PUT", `/seller/returns/${returnId}/refund`, seller, {
      method: "bank_transfer",
      reference: "SEPA-7",
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const subjects = (await mailsTo(customer.email)).map((m) => m.subject);
    expect(subjects).toContain(`Marigold: Ihre Rücksendung #${returnId} ist genehmigt`);
    expect(subjects).toContain(`Marigold: Ihre Rücksendung #${returnId} ist eingegangen`);
    const paid = (await mailsTo(customer.email)).find((m) => m.subject.includes("ist erstattet"));
    expect(paid, subjects.join("\n")).toBeDefined();
    expect(paid!.subject).toMatch(/ist erstattet: \d+,\d\d\s\$/);
    expect(paid!.text).toContain("Zahlungsweg: Banküberweisung");
    expect(paid!.text).toContain("Referenz: SEPA-7");

    await speak(seller, "en");
    await speak(admin, "en");
  });

  it("stay as they were for an English reader", async () => {
    const { customer, orderId, orderItemId } = await deliveredOrderIn("en");
    const asked = await api("POST", `/orders/${orderId}/returns`, customer, {
      sellerId: seller.id,
      reason: "changed_mind",
      lines: [{ orderItemId, quantity: 1 }],
    });
    const returnId = asked.json().returnId as number;
    const news = (await mailsTo(seller.email)).find(
      (m) => m.subject === `Marigold: return #${returnId} asked for order #${orderId}`,
    );
    expect(news).toBeDefined();
    expect(news!.text).toContain("Reason: Changed my mind");
    expect(news!.text).toContain("Approve or decline it from your Returns tab.");
  });
});

describe("a seller application's mails", () => {
  it("come in the applicant's account's language", async () => {
    const applicant = await createUser(ctx);
    await speak(applicant, "de");
    const applied = await api("POST", "/seller/application", applicant, {
      shopName: `Töpferei ${applicant.id}`,
      about: "Handgemachte Becher.",
      contactEmail: "studio@example.com",
      phone: "+49 30 1234567",
      returnAddress: "Ofenweg 1, Berlin",
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [received] = await mailsTo(applicant.email);
    expect(received?.subject).toBe("Marigold: Wir haben Ihre Bewerbung als Verkäufer erhalten");
    expect(received?.text).toContain(
      `Vielen Dank für Ihre Bewerbung, Töpferei ${applicant.id} auf Marigold zu eröffnen.`,
    );
    const rejected = await api("PUT", `/admin/seller-applications/${applied.json().applicationId}/reject`, admin, {
      reason: "Bitte Fotos",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const no = (await mailsTo(applicant.email)).find((m) => m.subject === "Marigold: Ihre Bewerbung als Verkäufer");
    expect(no?.text).toContain("Grund: Bitte Fotos");
    expect(no?.text).toMatch(/https?:\/\/\S+\/de\/sell/);
  });
});

describe("the mail of a seller's role an admin gives", () => {
  it("comes in the account's language", async () => {
    const account = await createUser(ctx);
    await speak(account, "de");
    const res = await api("PUT", `/admin/users/${account.id}/roles`, admin, { roles: ["ROLE_USER", "ROLE_SELLER"] });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(account.email);
    expect(mail?.subject).toBe("Marigold: Sie können jetzt verkaufen");
    expect(mail?.text).toContain("Ein Administrator von Marigold hat Ihr Konto zu einem Verkäuferkonto gemacht");
    expect(mail?.text).toMatch(/https?:\/\/\S+\/de\/seller\/dashboard/);
  });
});

describe("the newsletter's confirmation", () => {
  it("comes in the language of the sign-up's page", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/public/newsletter",
      headers: { "accept-language": "ar" },
      payload: { email: "reader-ar@example.com" },
    });
    expect(res.statusCode, res.body).toBe(202);
    const [mail] = await mailsTo("reader-ar@example.com");
    expect(mail?.subject).toContain("أكّد اشتراكك في النشرة البريدية");
    expect(mail?.text).toContain("إلغاء الاشتراك");
    expect(mail?.text).toMatch(/https?:\/\/\S+\/ar\/newsletter\/confirm\//);
  });
});

describe("a recorded payment's mail", () => {
  it("tells a German seller the payout and the balance in German", async () => {
    await deliveredOrderIn("en");
    await speak(seller, "de");
    const paid = await api("POST", `/admin/sellers/${seller.id}/payments`, admin, {
      direction: "payout",
      amount: 1,
      reference: "BANK-9",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const mail = (await mailsTo(seller.email)).find((m) => m.subject.startsWith("Marigold: Auszahlung"));
    expect(mail, (await mailsTo(seller.email)).map((m) => m.subject).join("\n")).toBeDefined();
    expect(mail!.subject).toMatch(/Auszahlung 1,00\s\$/);
    expect(mail!.text).toContain("Referenz: BANK-9");
    expect(mail!.text).toMatch(/Der Shop schuldet Ihnen [\d.,]+\s\$\./);
    await speak(seller, "en");
  });
});
