/**
 * A customer's language is kept with the account and the order (docs/decisions/0051): the account's
 * mails come in the account's language, the order's mails and papers in the order's, also when a
 * seller causes them; a seller's own mails in the seller's (else the shop's default).
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  placeCashOrder,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";
import { pdfText } from "../../test/pdf-text.js";

let ctx: TestContext;
let admin: TestUser;
let seller: TestUser;
let category: number;
const api = apiOf(() => ctx);
/** Where the test leaves the German and Arabic mails and papers to look at (SHOTS_DIR). */
const shots = process.env.SHOTS_DIR;

beforeAll(async () => {
  ({ ctx, admin, sellerA: seller, categoryId: category } = await createShop("Languages"));
  const settings = (await api("GET", "/public/settings")).json();
  const saved = await api("PUT", "/admin/settings", admin, { ...settings, languages: ["en", "de", "ar"] });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

const mailsTo = async (to: string) => (await ctx.outbox()).filter((m) => m.to === to);

/** A customer whose account speaks `language` (set in the profile), with a cart of one lamp and an address. */
async function customerIn(language: string) {
  const customer = await createUser(ctx);
  const set = await api("PUT", "/profile", customer, { language });
  expect(set.statusCode, set.body).toBe(200);
  const lamp = await createProduct(ctx, seller, category, { productName: `Lamp ${customer.id}`, price: 1234.5 });
  await addToCart(ctx, customer, lamp.productId, 2);
  return { customer, addressId: await addAddress(ctx, customer) };
}

describe("the account's language", () => {
  it("is set at sign-up from the request's language, and the welcome comes in it", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" },
      payload: { username: "grete", email: "grete@example.com", password: "password1" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().language).toBe("de");
    const [welcome] = await mailsTo("grete@example.com");
    expect(welcome?.subject).toBe("Willkommen bei Marigold");
    expect(welcome?.text).toContain("Hallo grete,");
    // Its links go to the pages in German.
    expect(welcome?.text).toMatch(/https?:\/\/[^\s]+\/de\/products/);
  });

  it("is read and changed in the profile; a language the shop does not offer is 400 and changes nothing", async () => {
    const customer = await createUser(ctx);
    expect((await api("GET", "/profile", customer)).json().language).toBeNull();
    for (const language of ["es", "fr", ""]) {
      const refused = await api("PUT", "/profile", customer, { language });
      expect(refused.statusCode, language).toBe(400);
      expect(refused.json().message).toBe("Choose one of the shop's languages: en, de, ar");
    }
    expect((await api("PUT", "/profile", customer, {})).statusCode).toBe(400);
    expect((await api("GET", "/profile", customer)).json().language).toBeNull();
    const changed = await api("PUT", "/profile", customer, { language: "ar" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().language).toBe("ar");
    expect((await api("GET", "/auth/user", customer)).json().language).toBe("ar");
  });
});

describe("an order's language", () => {
  it("is the one it was placed in: a German customer's mails and invoice come in German when the seller ships", async () => {
    const { customer, addressId } = await customerIn("de");
    const placed = await placeCashOrder(ctx, customer, addressId, { "accept-language": "de" });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as number;

    const shipped = await api("PUT", `/seller/orders/${orderId}/status?status=Shipped`, seller, {
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mails = await mailsTo(customer.email);
    const confirmation = mails.find((m) => m.subject === `Marigold: Bestellung #${orderId} bestätigt`);
    expect(confirmation, mails.map((m) => m.subject).join("\n")).toBeDefined();
    expect(confirmation!.text).toContain("Vielen Dank für Ihre Bestellung bei Marigold!");
    expect(confirmation!.text).toContain("Bestellung aufgegeben");
    // Money in German and the shop's country (US dollars): "2.469,00 $".
    expect(confirmation!.text).toContain("Summe: ");
    expect(confirmation!.text).toMatch(/2\.469,00\s\$/);
    expect(confirmation!.html).toContain('<html lang="de" dir="ltr">');
    const news = mails.find((m) => m.subject === `Marigold: Ihre Bestellung #${orderId} wurde versandt`);
    expect(news, mails.map((m) => m.subject).join("\n")).toBeDefined();
    expect(news!.text).toContain("Versanddienstleister: DHL");
    expect(news!.text).toMatch(new RegExp(`https?://\\S+/de/orders/${orderId}`));
    // The seller keeps hearing in the shop's default language.
    const sellerMails = await mailsTo(seller.email);
    expect(sellerMails.some((m) => m.subject === `Marigold: new order #${orderId} to ship`)).toBe(true);

    const invoice = await api("GET", `/orders/${orderId}/invoice.pdf`, customer);
    expect(invoice.statusCode).toBe(200);
    if (shots) {
      fs.writeFileSync(`${shots}/mail-de.html`, confirmation!.html!);
      fs.writeFileSync(`${shots}/invoice-de.pdf`, invoice.rawPayload);
    }
    const text = pdfText(invoice.rawPayload);
    for (const words of ["Rechnung", "Rechnungsnummer", "Rechnungsadresse", "Einzelpreis", "Zwischensumme", "Summe"])
      expect(text, words).toContain(words);
    expect(text).toMatch(/2\.469,00\s\$/);
    expect(text).not.toContain("Invoice number");
    const slip = await api("GET", `/seller/orders/${orderId}/packing-slip`, seller);
    expect(pdfText(slip.rawPayload)).toContain("Lieferschein");
  });

  it("writes an Arabic order's mails right to left, with the numbers and addresses isolated", async () => {
    const { customer, addressId } = await customerIn("ar");
    const placed = await placeCashOrder(ctx, customer, addressId, { "accept-language": "ar" });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as number;
    const [confirmation] = await mailsTo(customer.email);
    expect(confirmation?.subject).toBe(`\u2068Marigold\u2069: تم تأكيد الطلب رقم \u2068${orderId}\u2069`);
    expect(confirmation!.html).toContain('<html lang="ar" dir="rtl">');
    expect(confirmation!.html).toContain(`عرض الطلب رقم <bdi>${orderId}</bdi>`);
    const invoice = await api("GET", `/orders/${orderId}/invoice.pdf`, customer);
    expect(invoice.statusCode).toBe(200);
    const slip = await api("GET", `/seller/orders/${orderId}/packing-slip`, seller);
    if (shots) {
      fs.writeFileSync(`${shots}/mail-ar.html`, confirmation!.html!);
      fs.writeFileSync(`${shots}/invoice-ar.pdf`, invoice.rawPayload);
      fs.writeFileSync(`${shots}/slip-ar.pdf`, slip.rawPayload);
    }
    // The PDF holds each Arabic word's shaped glyphs in visual order (right to left): read back, reversed.
    const visual = (word: string) => [...word].reverse().join("");
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain(visual("فاتورة"));
    expect(text).toContain(visual("الطلب"));
  });
});
