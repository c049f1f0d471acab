import { EMPTY_STORE_SETTINGS, MSG, ROLES, type StoreSettings } from "@shop/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../core/deps.js";
import {
  addAddress,
  addToCart,
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  eventually,
  multipartImage,
  placeCashOrder,
  startSecondServer,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let second: App;
let admin: TestUser;
let seller: TestUser;
let customer: TestUser;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_NAME: "Corner Shop", FREE_SHIPPING_THRESHOLD: "75" });
  second = await startSecondServer(ctx, { SHOP_NAME: "Corner Shop", FREE_SHIPPING_THRESHOLD: "75" });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  customer = await createUser(ctx);
  categoryId = await createCategory(ctx, admin, "Settings goods");
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const read = async (app: App = ctx.app) =>
  (await app.inject({ method: "GET", url: "/api/public/settings" })).json() as StoreSettings;
const save = (payload: object, user: TestUser | null = admin) =>
  ctx.app.inject({ method: "PUT", url: "/api/admin/settings", headers: user?.auth ?? {}, payload });

const owned: StoreSettings = {
  ...EMPTY_STORE_SETTINGS,
  shopName: "Corner Shop",
  tagline: "Good things, near you",
  contactAddress: "1 High Street, Bristol",
  contactPhone: "+44 117 496 0000",
  contactEmail: "hello@corner.example",
  social: { instagram: "https://instagram.com/corner", facebook: "", x: "", youtube: "" },
  shippingFee: 4.5,
  taxRate: 8.25,
  freeShippingThreshold: null,
  whyChooseUs: [{ icon: "truck", title: "Next-day delivery", text: "Order by 5 pm" }],
  testimonials: [{ quote: "Lovely shop.", author: "Ann", detail: "" }],
};

describe("store settings", () => {
  it("start from SHOP_NAME, FREE_SHIPPING_THRESHOLD and the spec's fees, with nothing invented", async () => {
    expect(await read()).toEqual({
      ...EMPTY_STORE_SETTINGS,
      shopName: "Corner Shop",
      freeShippingThreshold: 75,
      shippingFee: 5.99,
      taxRate: 7,
      hero: null,
      banners: [],
    });
  });

  it("may be changed by admins only", async () => {
    expect((await save(owned, null)).statusCode).toBe(401);
    for (const user of [customer, seller]) expect((await save(owned, user)).statusCode).toBe(403);
    expect((await read()).contactPhone).toBe("");
  });

  it("refuses what is not valid with the field's message, and changes nothing", async () => {
    const before = await read();
    const cases: [Partial<StoreSettings> | Record<string, unknown>, string, string][] = [
      [{ shopName: "  " }, "shopName", "Shop name is required"],
      [{ contactPhone: "call me" }, "contactPhone", MSG.phoneInvalid],
      [{ contactEmail: "not-an-email" }, "contactEmail", MSG.emailInvalid],
      [
        { social: { ...owned.social, facebook: "javascript:alert(1)" } },
        "social.facebook",
        MSG.settingsLinkInvalid("Facebook"),
      ],
      [{ taxRate: 60 }, "taxRate", MSG.settingsTaxRange],
      [{ taxRate: 7.125 }, "taxRate", MSG.settingsTaxRange],
      [{ shippingFee: -1 }, "shippingFee", MSG.settingsMoneyRange("Shipping fee", "1,000")],
      [{ shippingFee: 1.999 }, "shippingFee", MSG.amountDecimals("Shipping fee", 2, "USD")],
      [
        { freeShippingThreshold: 75.5 + 0.001 },
        "freeShippingThreshold",
        MSG.amountDecimals("Free-shipping threshold", 2, "USD"),
      ],
      [{ shippingFee: 1.99999 }, "shippingFee", MSG.priceDecimals],
      [{ currency: "XYZ" }, "currency", MSG.currencyUnknown("XYZ")],
      [{ currency: "usd" }, "currency", MSG.currencyUnknown("usd")],
      [{ country: "XX" }, "country", MSG.countryUnknown("XX")],
      [{ country: "de" }, "country", MSG.countryUnknown("de")],
      [{ testimonials: [{ quote: "", author: "A", detail: "" }] }, "testimonials.0.quote", "Quote is required"],
      [{ whyChooseUs: [{ icon: "skull", title: "A", text: "B" }] }, "whyChooseUs.0.icon", "Choose one of the icons"],
    ];
    for (const [change, field, message] of cases) {
      const res = await save({ ...owned, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(res.json())).toBe(message);
    }
    const tooMany = await save({ ...owned, testimonials: Array(7).fill(owned.testimonials[0]) });
    expect(tooMany.statusCode).toBe(400);
    expect((await save({ ...owned, shippingFee: undefined })).statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });

  it("carry the home page's hero and banners when set, validated, and kept by a change that leaves them out", async () => {
    const hero = {
      headline: "Teas of the season",
      text: "Picked this spring.",
      ctaLabel: "Shop teas",
      ctaUrl: "/category/3",
      image: "/images/0123456789abcdef-1024.webp",
    };
    const banners = [
      { title: "Seasonal sale", text: "Up to 30% off", url: "/products?onSale=true", image: "" },
      { title: "New arrivals", text: "", url: "https://example.com/new", image: "https://example.com/a.png" },
    ];
    const res = await save({ ...owned, hero, banners });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hero, banners });
    expect(await read()).toMatchObject({ hero, banners });
    // A client that does not know them keeps them.
    expect((await save({ ...owned, tagline: "Still here" })).json()).toMatchObject({ hero, banners });
    // Bad ones: a clear 400 naming the field, nothing changed.
    for (const [change, field, message] of [
      [{ hero: { ...hero, headline: "" } }, "hero.headline", "Headline is required"],
      [{ hero: { ...hero, ctaUrl: "" } }, "hero.ctaUrl", "Button link is required"],
      [
        { hero: { ...hero, ctaUrl: "javascript:alert(1)" } },
        "hero.ctaUrl",
        "Button link must be a page of the shop starting with / or a link starting with https://",
      ],
      [
        { hero: { ...hero, ctaUrl: "//evil.example" } },
        "hero.ctaUrl",
        "Button link must be a page of the shop starting with / or a link starting with https://",
      ],
      [
        { hero: { ...hero, ctaUrl: "/\\evil.example" } },
        "hero.ctaUrl",
        "Button link must be a page of the shop starting with / or a link starting with https://",
      ],
      [
        { banners: [{ ...banners[0], url: "/\\/evil.example" }] },
        "banners.0.url",
        "Link must be a page of the shop starting with / or a link starting with https://",
      ],
      [
        { banners: [{ ...banners[0], image: "http://example.com/x.png" }] },
        "banners.0.image",
        "Picture must be a picture of the shop (/images/…) or a link starting with https://",
      ],
      [{ banners: Array(5).fill(banners[0]) }, "banners", "At most 4 banners"],
      [{ hero: { ...hero, headline: "x".repeat(81) } }, "hero.headline", "Headline should have at most 80 characters"],
    ] as const) {
      const bad = await save({ ...owned, ...change });
      expect(bad.statusCode, JSON.stringify(change)).toBe(400);
      expect(bad.json().fieldErrors?.[field], bad.body).toBe(message);
    }
    // Taken away: null and [].
    expect((await save({ ...owned, hero: null, banners: [] })).json()).toMatchObject({ hero: null, banners: [] });
  });

  it("take a picture the admin uploads for the hero, kept while the settings show it", async () => {
    const png = await sharp({ create: { width: 1600, height: 600, channels: 3, background: "#2f855a" } })
      .png()
      .toBuffer();
    const upload = (user: TestUser) => {
      const body = multipartImage(png);
      return ctx.app.inject({
        method: "POST",
        url: "/api/admin/images",
        headers: { ...user.auth, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await upload(seller)).statusCode).toBe(403);
    const res = await upload(admin);
    expect(res.statusCode, res.body).toBe(201);
    const { url, image } = res.json() as { url: string; image: string };
    expect(url).toBe(`/images/${image}-1024.webp`);
    const hero = { headline: "Fresh", text: "", ctaLabel: "", ctaUrl: "", image: url };
    expect((await save({ ...owned, hero })).statusCode).toBe(200);
    const served = await ctx.app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    // A product with the same picture comes and goes: the hero keeps it.
    const product = await createProduct(ctx, admin, categoryId, { productName: "Pictured" });
    const picture = multipartImage(png);
    const pictured = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.productId}/image`,
      headers: { ...admin.auth, ...picture.headers },
      payload: picture.payload,
    });
    expect(pictured.statusCode, pictured.body).toBe(200);
    await ctx.app.inject({ method: "DELETE", url: `/api/admin/products/${product.productId}`, headers: admin.auth });
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const notMultipart = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/images",
      headers: admin.auth,
      payload: { image: "x" },
    });
    expect(notMultipart.statusCode).toBe(415);
    // Moved from the hero to a banner: still named, still served.
    const banner = { title: "Fresh", text: "", url: "", image: url };
    expect((await save({ ...owned, hero: null, banners: [banner] })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(200);
    // Named by no setting any more: deleted, as a replaced product picture is.
    expect((await save({ ...owned, hero: null, banners: [] })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("apply to every server: another server on the same database shows the change", async () => {
    await read(second); // the second server has its own copy now
    const res = await save({ ...owned, contactPhone: "+44 117 496 0001" });
    expect(res.statusCode).toBe(200);
    expect(await read()).toMatchObject({ contactPhone: "+44 117 496 0001" });
    const seen = await eventually(
      () => read(second),
      (s) => s.contactPhone === "+44 117 496 0001",
    );
    expect(seen).toEqual({ ...owned, contactPhone: "+44 117 496 0001", hero: null, banners: [] });
  });

  it("reach another server through the database's notification at once, not after an expiry", async () => {
    let checked = 0;
    for (const phone of ["+44 117 496 0002", "+44 117 496 0003", "+44 117 496 0004"]) {
      await read(second); // the second server's copy, fresh
      const before = Date.now();
      expect((await save({ ...owned, contactPhone: phone })).statusCode).toBe(200);
      // From the moment the change is saved: the old copy would have lasted up to a second.
      const saved = Date.now();
      // A save slow enough (a loaded machine) to outlast an old copy's second proves nothing either way.
      if (saved - before > 600) continue;
      checked++;
      let seen = await read(second);
      while (seen.contactPhone !== phone && Date.now() - saved < 2000) {
        await new Promise((r) => setTimeout(r, 10));
        seen = await read(second);
      }
      expect(seen.contactPhone).toBe(phone);
      expect(Date.now() - saved).toBeLessThan(250);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("charge the current fee and tax rate; an order keeps the amounts it was placed with", async () => {
    const product = await createProduct(ctx, seller, categoryId, { price: 20, quantity: 50 });
    const addressId = await addAddress(ctx, customer);
    const place = async () => {
      await addToCart(ctx, customer, product.productId, 2);
      const res = await placeCashOrder(ctx, customer, addressId);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { orderId: number; shippingFee: number; tax: number; totalAmount: number };
    };

    await save({ ...owned, shippingFee: 5.99, taxRate: 7 });
    const first = await place();
    expect(first).toMatchObject({ shippingFee: 5.99, tax: 2.8, totalAmount: 48.79 });

    await save({ ...owned, shippingFee: 3, taxRate: 10 });
    const second = await place();
    expect(second).toMatchObject({ shippingFee: 3, tax: 4, totalAmount: 47 });

    // Free shipping above the threshold.
    await save({ ...owned, shippingFee: 3, taxRate: 10, freeShippingThreshold: 30 });
    expect(await place()).toMatchObject({ shippingFee: 0, tax: 4, totalAmount: 44 });

    // The first order still has its own amounts.
    const again = await ctx.app.inject({ method: "GET", url: `/api/orders/${first.orderId}`, headers: customer.auth });
    expect(again.json()).toMatchObject({ shippingFee: 5.99, tax: 2.8, totalAmount: 48.79 });

    // The confirmation mail shows the shop's name and the amounts charged.
    const mails = (await ctx.outbox()).filter(
      (m) => m.to === customer.email && m.subject.includes(`order #${second.orderId}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Corner Shop: order #${second.orderId} confirmed`);
    expect(mails[0]!.text).toContain("Shipping: $3.00");
    expect(mails[0]!.text).toContain("Tax: $4.00");
    expect(mails[0]!.text).toContain("Total: $47.00");
  });

  it("name the shop in the mails it sends, as the owner set it", async () => {
    expect((await save({ ...owned, shopName: "Corner Shop Deluxe" })).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: customer.email },
    });
    expect(res.statusCode).toBeLessThan(300);
    const subjects = async () => (await ctx.outbox()).filter((m) => m.to === customer.email).map((m) => m.subject);
    await eventually(subjects, (list) => list.some((s) => s.startsWith("Reset your")));
    expect(await subjects()).toContain("Reset your Corner Shop Deluxe password");
  });
});
