/**
 * The mails of an order's life (docs/product/api.md §6, §7): every one through the outbox, as text
 * and HTML in the shop's layout with its name; sellers hear of new and cancelled orders and of low
 * stock, customers of shipping (with tracking), delivery and cancellation unless they opted out.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "../../mail/layout.js";
import {
  addAddress,
  addToCart,
  apiOf,
  createProduct,
  createShop,
  createUser,
  multipartImage,
  placeCashOrder,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let sellerA: TestUser;
let sellerB: TestUser;
let category: number;
let made = 0;
/** Product names are unique per seller and category: each test's get a number. */
const named = (name: string) => `${name} ${++made}`;

const ADDRESS = {
  fullName: "Ann O'Neil",
  phone: "+44 20 7946 0958",
  street: "12 Rose Lane",
  apartmentNumber: "Flat 3",
  city: "London",
  state: "Greater London",
  country: "United Kingdom",
  zipCode: "SW1A 1AA",
};

const api = apiOf(() => ctx);

beforeAll(async () => {
  ({ ctx, admin, sellerA, sellerB, categoryId: category } = await createShop("Mailed goods"));
  // The shop's name and contact come from the store settings.
  const settings = (await api("GET", "/public/settings")).json();
  const saved = await api("PUT", "/admin/settings", admin, {
    ...settings,
    shopName: "Marigold & Co",
    contactEmail: "hello@marigold.test",
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
});

async function newCustomer() {
  const customer = await createUser(ctx);
  return { customer, addressId: await addAddress(ctx, customer, ADDRESS) };
}

/** A T-shirt of seller A in Size × Color. */
async function createTee(quantity = 50) {
  const res = await api("POST", `/admin/categories/${category}/products`, sellerA, {
    productName: named("Tee <Classic>"),
    description: "A shirt in sizes and colours",
    price: 20,
    options: [
      { name: "Size", values: ["M"] },
      { name: "Color", values: ["Blue"] },
    ],
    variants: [{ options: { Size: "M", Color: "Blue" }, quantity }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const tee = res.json();
  return { productId: tee.productId as number, variantId: tee.variants[0].variantId as number };
}

const mailsTo = async (to: string, subject: RegExp) =>
  (await ctx.outbox()).filter((m) => m.to === to && subject.test(m.subject));

describe("a new order", () => {
  it("sends each seller their lines with the variant, the recipient, phone, address and a link", async () => {
    const tee = await createTee();
    const mugB = await createProduct(ctx, sellerB, category, { productName: "Mug", price: 8, quantity: 50 });
    const { customer, addressId } = await newCustomer();
    await api("POST", `/carts/products/${tee.productId}/quantity/2?variantId=${tee.variantId}`, customer);
    await addToCart(ctx, customer, mugB.productId, 1);
    const placed = await placeCashOrder(ctx, customer, addressId);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as number;

    const [toA] = await mailsTo(sellerA.email, new RegExp(`new order #${orderId}`));
    expect(toA, "seller A's mail").toBeDefined();
    expect(toA!.subject).toBe(`Marigold & Co: new order #${orderId} to ship`);
    for (const part of [
      "2 × Tee <Classic> 1 (Size: M · Color: Blue)",
      "Ann O'Neil",
      // A British address in the Royal Mail's order: the town, the county, the postcode on a line of its own.
      "  12 Rose Lane\n  Flat 3\n  London\n  Greater London\n  SW1A 1AA\n  United Kingdom\n",
      "Phone: +44 20 7946 0958",
      `http://shop.test/seller/orders?order=${orderId}`,
      "hello@marigold.test",
    ]) {
      expect(toA!.text).toContain(part);
    }
    expect(toA!.text).not.toContain("Mug");
    // The HTML part says the same, escaped.
    expect(toA!.html).toContain("Tee &lt;Classic&gt; 1");
    expect(toA!.html).not.toContain("<Classic>");
    expect(toA!.html).toContain("Size: M · Color: Blue");
    expect(toA!.html).toContain("Marigold &amp; Co");
    expect(toA!.html).toContain(`href="http://shop.test/seller/orders?order=${orderId}"`);

    const [toB] = await mailsTo(sellerB.email, new RegExp(`new order #${orderId}`));
    expect(toB!.text).toContain("1 × Mug");
    expect(toB!.text).not.toContain("Tee");
    // The customer's confirmation is in the same layout.
    const [confirmation] = await mailsTo(customer.email, new RegExp(`order #${orderId} confirmed`));
    expect(confirmation!.html).toContain("Marigold &amp; Co");
    expect(confirmation!.text).toContain("Size: M · Color: Blue");
  });

  it("tells the seller once when a variant crosses the low-stock line", async () => {
    const tee = await createTee(11);
    const { customer, addressId } = await newCustomer();
    const buy = async (n: number) => {
      await api("POST", `/carts/products/${tee.productId}/quantity/${n}?variantId=${tee.variantId}`, customer);
      expect((await placeCashOrder(ctx, customer, addressId)).statusCode).toBe(201);
    };
    await buy(1); // 10 left: not below the line
    expect(await mailsTo(sellerA.email, /low on stock/)).toHaveLength(0);
    await buy(2); // 8 left: crossed
    const low = await mailsTo(sellerA.email, /low on stock/);
    expect(low).toHaveLength(1);
    expect(low[0]!.subject).toMatch(/^Marigold & Co: Tee <Classic> \d+ \(Size: M · Color: Blue\) is low on stock$/);
    expect(low[0]!.text).toContain("8 left");
    await buy(1); // 7 left: already below, no second mail
    expect(await mailsTo(sellerA.email, /low on stock/)).toHaveLength(1);
  });
});

describe("an order moving on", () => {
  async function placeTwoSellerOrder(customer: TestUser, addressId: number) {
    const a = await createProduct(ctx, sellerA, category, { productName: named("Lamp"), quantity: 50 });
    const b = await createProduct(ctx, sellerB, category, { productName: named("Rug"), quantity: 50 });
    await addToCart(ctx, customer, a.productId, 1);
    await addToCart(ctx, customer, b.productId, 1);
    const res = await placeCashOrder(ctx, customer, addressId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().orderId as number;
  }

  it("mails the customer when a part ships (carrier, number, tracking link) and when it is delivered", async () => {
    const { customer, addressId } = await newCustomer();
    const orderId = await placeTwoSellerOrder(customer, addressId);
    const shipped = await api("PUT", `/seller/orders/${orderId}/status?status=Shipped`, sellerA, {
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [mail] = await mailsTo(customer.email, new RegExp(`order #${orderId} has shipped`));
    expect(mail, "shipped mail").toBeDefined();
    expect(mail!.text).toContain("Carrier: UPS");
    expect(mail!.text).toContain("Tracking number: 1Z999AA10123456784");
    expect(mail!.text).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(mail!.text).toContain("1 × Lamp");
    expect(mail!.text).not.toContain("Rug");
    expect(mail!.html).toContain('href="https://www.ups.com/track?tracknum=1Z999AA10123456784"');
    // The other seller's part is still open: the mail is about a part, and links to the order's page.
    expect(mail!.subject).toMatch(new RegExp(`: part of your order #${orderId} has shipped$`));
    expect(mail!.text).toContain("Part of your order has shipped");
    expect(mail!.text).not.toContain("Good news: your order has shipped");
    expect(mail!.text).toContain(`/orders/${orderId}`);

    expect((await api("PUT", `/seller/orders/${orderId}/status?status=Delivered`, sellerA)).statusCode).toBe(200);
    const delivered = await mailsTo(customer.email, new RegExp(`order #${orderId} was delivered`));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.text).toContain("1 × Lamp");
    expect(delivered[0]!.subject).toMatch(/part of your order/);

    // The last part: now the whole order has shipped.
    expect((await api("PUT", `/seller/orders/${orderId}/status?status=Shipped`, sellerB)).statusCode).toBe(200);
    const all = await mailsTo(customer.email, new RegExp(`: your order #${orderId} has shipped$`));
    expect(all).toHaveLength(1);
    expect(all[0]!.text).toContain("1 × Rug");
  });

  it("mails the customer and every seller concerned when the customer cancels", async () => {
    const { customer, addressId } = await newCustomer();
    const orderId = await placeTwoSellerOrder(customer, addressId);
    expect((await api("PUT", `/orders/${orderId}/cancel`, customer)).statusCode).toBe(200);
    const subject = new RegExp(`order #${orderId} cancelled`);
    expect(await mailsTo(customer.email, subject)).toHaveLength(1);
    const [toA] = await mailsTo(sellerA.email, subject);
    const [toB] = await mailsTo(sellerB.email, subject);
    expect(toA!.text).toContain("1 × Lamp");
    expect(toA!.text).not.toContain("Rug");
    expect(toB!.text).toContain("1 × Rug");
  });

  it("sends the customer no order mails after they turned order e-mails off; sellers still hear", async () => {
    const { customer, addressId } = await newCustomer();
    expect((await api("PUT", "/profile/preferences", customer, { orderEmails: false })).statusCode).toBe(200);
    const orderId = await placeTwoSellerOrder(customer, addressId);
    await api("PUT", `/seller/orders/${orderId}/status?status=Shipped`, sellerA, {
      carrier: "DHL",
      trackingNumber: "1",
    });
    await api("PUT", `/seller/orders/${orderId}/status?status=Delivered`, sellerA);
    const second = await placeTwoSellerOrder(customer, addressId);
    await api("PUT", `/orders/${second}/cancel`, customer);
    expect(await mailsTo(customer.email, /./)).toHaveLength(0);
    expect(await mailsTo(sellerB.email, new RegExp(`order #${second} cancelled`))).toHaveLength(1);
  });
});

describe("the seller's display name", () => {
  it("is set in the seller's profile and names the seller to customers instead of the username", async () => {
    expect((await api("GET", "/seller/profile", sellerB)).json()).toEqual({
      username: sellerB.username,
      displayName: null,
      taxId: "",
      address: "",
      returnWindowDays: null,
      about: "",
      returnAddress: "",
      logo: null,
      cover: null,
      bankDetails: "",
    });
    const set = await api("PUT", "/seller/profile", sellerB, { displayName: "  Rugs of Rome  " });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      username: sellerB.username,
      displayName: "Rugs of Rome",
      taxId: "",
      address: "",
      returnWindowDays: null,
      about: "",
      returnAddress: "",
      logo: null,
      cover: null,
      bankDetails: "",
    });

    const { customer, addressId } = await newCustomer();
    const rug = await createProduct(ctx, sellerB, category, { productName: "Kilim", quantity: 5 });
    await addToCart(ctx, customer, rug.productId, 1);
    const orderId = (await placeCashOrder(ctx, customer, addressId)).json().orderId as number;
    await api("PUT", `/seller/orders/${orderId}/status?status=Shipped`, sellerB);
    const order = (await api("GET", `/orders/${orderId}`, customer)).json();
    const names = order.history.map((e: { sellerName: string | null }) => e.sellerName).filter(Boolean);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n: string) => n === "Rugs of Rome")).toBe(true);
    expect(JSON.stringify(order)).not.toContain(sellerB.username);
    expect(order.shipments[0].sellerName).toBe("Rugs of Rome");
    const [shipped] = await mailsTo(customer.email, /has shipped/);
    expect(shipped!.text).toContain("From Rugs of Rome");
    expect(shipped!.text).not.toContain(sellerB.username);

    // Blank clears it: customers then see "Seller N", still not the username.
    expect((await api("PUT", "/seller/profile", sellerB, { displayName: "" })).json().displayName).toBeNull();
    const after = (await api("GET", `/orders/${orderId}`, customer)).json();
    expect(after.shipments[0].sellerName).toBe(`Seller ${sellerB.id}`);
    expect(
      after.history
        .filter((e: { sellerName: string | null }) => e.sellerName)
        .map((e: { sellerName: string }) => e.sellerName),
    ).toContain(`Seller ${sellerB.id}`);
    expect(JSON.stringify(after)).not.toContain(sellerB.username);
  });

  it("refuses a bad name with 400 and customers and admins who do not sell with 403", async () => {
    const long = await api("PUT", "/seller/profile", sellerA, { displayName: "x".repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.displayName).toBe("Display name should have at most 60 characters");
    const wrong = await api("PUT", "/seller/profile", sellerA, { displayName: 5 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.displayName).toBe("Display name must be text");
    const { customer } = await newCustomer();
    expect((await api("GET", "/seller/profile", customer)).statusCode).toBe(403);
    expect((await api("PUT", "/seller/profile", admin, { displayName: "Shop" })).statusCode).toBe(403);
  });
});

describe("the shop's logo (docs/decisions/0041-the-shop-logo.md)", () => {
  it("sends every mail as the shop's name with its logo on top, in its colour, as wide as a phone", async () => {
    const png = await sharp({ create: { width: 600, height: 200, channels: 4, background: "#b45309" } })
      .png()
      .toBuffer();
    const body = multipartImage(png);
    const uploaded = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/images",
      headers: { ...admin.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const logo = (uploaded.json() as { url: string }).url;
    const hash = logo.slice("/images/".length, "/images/".length + 16);
    const settings = (await api("GET", "/public/settings")).json();
    const before = (await ctx.outbox()).length;
    expect((await api("PUT", "/admin/settings", admin, { ...settings, logo })).statusCode).toBe(200);

    const { customer, addressId } = await newCustomer();
    const a = await createProduct(ctx, sellerA, category, { productName: named("Lamp"), quantity: 50 });
    const b = await createProduct(ctx, sellerB, category, { productName: named("Rug"), quantity: 50 });
    await addToCart(ctx, customer, a.productId, 1);
    await addToCart(ctx, customer, b.productId, 1);
    const placed = await placeCashOrder(ctx, customer, addressId);
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderId as number;
    const shipped = await api("PUT", `/seller/orders/${orderId}/status?status=Shipped`, sellerA, {
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(shipped.statusCode, shipped.body).toBe(200);

    const mails = (await ctx.outbox()).slice(before);
    // The confirmation, each seller's new order, and the shipping mail at least.
    expect(mails.length).toBeGreaterThanOrEqual(4);
    const src = `${ctx.app.deps.config.publicUrl}/images/${hash}-logo.png`;
    for (const mail of mails) {
      const page = mail.html ?? "";
      expect(page, mail.subject).toContain(`<img src="${src}" alt="Marigold &amp; Co"`);
      expect(page).toContain("max-width:160px");
      expect(page).toContain("max-width:600px");
      expect(page).toContain(BRAND);
      expect(mail.text).toContain("Marigold & Co");
    }
    // The logo's URL is the PNG the server serves.
    const served = await ctx.app.inject({ method: "GET", url: new URL(src).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");

    // Without a logo, the shop's name heads the mail again.
    expect((await api("PUT", "/admin/settings", admin, { ...settings, logo: null })).statusCode).toBe(200);
    const after = (await ctx.outbox()).length;
    await addToCart(ctx, customer, b.productId, 1);
    expect((await placeCashOrder(ctx, customer, addressId)).statusCode).toBe(201);
    const plain = (await ctx.outbox()).slice(after);
    expect(plain.length).toBeGreaterThan(0);
    for (const mail of plain) {
      expect(mail.html).not.toContain("<img");
      expect(mail.html).toContain('style="color:#111;text-decoration:none">Marigold &amp; Co</a>');
    }
  });
});
