/** The shop's logo in the store settings and as PNG (docs/decisions/0041-the-shop-logo.md). */
import { EMPTY_STORE_SETTINGS, MSG, ROLES, type StoreSettings } from "@shop/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser, uploadShopPicture } from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ SHOP_NAME: "Logo Shop" });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
});
afterAll(async () => {
  await ctx?.close();
});

const read = async () => (await ctx.app.inject({ method: "GET", url: "/api/public/settings" })).json() as StoreSettings;
const save = (payload: object) =>
  ctx.app.inject({ method: "PUT", url: "/api/admin/settings", headers: admin.auth, payload });
const get = (url: string) => ctx.app.inject({ method: "GET", url });

const settings = { ...EMPTY_STORE_SETTINGS, shopName: "Logo Shop" } as Partial<StoreSettings>;
delete settings.currencyDigits;
delete settings.shippingZones;
// Left out: a change without it keeps the stored logo.
delete settings.logo;

describe("the shop's logo", () => {
  it("is null until set, refused unless it is a picture uploaded to the shop, kept when left out, removed by null", async () => {
    expect((await read()).logo).toBeNull();
    for (const logo of [
      "https://example.com/logo.png",
      "/images/../secret",
      "/images/0123456789abcdef-1024.webp", // the shape of an upload, but never uploaded
      "/images/0123456789abcdef-logo.png",
      "",
      42,
    ]) {
      const res = await save({ ...settings, logo });
      expect(res.statusCode, `${logo}: ${res.body}`).toBe(400);
      // As every field's refusal: the field's message under its name (the form shows it beside the field).
      expect((res.json() as { fieldErrors?: Record<string, string> }).fieldErrors?.logo, res.body).toBe(
        MSG.logoInvalid,
      );
    }
    expect((await read()).logo).toBeNull();

    const logo = await uploadShopPicture(ctx, admin);
    const saved = await save({ ...settings, logo });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as StoreSettings).logo).toBe(logo);
    expect((await read()).logo).toBe(logo);
    // A change that leaves it out keeps it.
    expect((await save({ ...settings, tagline: "Now with a logo" })).statusCode).toBe(200);
    expect((await read()).logo).toBe(logo);
    // null removes it; the picture no setting names any more is deleted, as the hero's is.
    expect((await save({ ...settings, logo: null })).statusCode).toBe(200);
    expect((await read()).logo).toBeNull();
    expect((await get(logo)).statusCode).toBe(404);
  });

  it("is served as PNG while it is the logo: in a 320×80 box, and as square icons of 32 and 180 px", async () => {
    const logo = await uploadShopPicture(ctx, admin, { width: 900, height: 300, background: "#1c1917" });
    const hash = /^\/images\/([a-f0-9]{16})-1024\.webp$/.exec(logo)?.[1];
    expect(hash).toBeDefined();
    // Not the logo yet: not served.
    expect((await get(`/images/${hash}-logo.png`)).statusCode).toBe(404);
    expect((await save({ ...settings, logo })).statusCode).toBe(200);

    const meta = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toBe("image/png");
      return sharp(res.rawPayload).metadata();
    };
    const wide = await meta(`/images/${hash}-logo.png`);
    expect(wide.format).toBe("png");
    expect([wide.width, wide.height]).toEqual([240, 80]);
    for (const size of [32, 180]) {
      const icon = await meta(`/images/${hash}-icon-${size}.png`);
      expect([icon.width, icon.height]).toEqual([size, size]);
      expect(icon.hasAlpha).toBe(true);
    }
    // Another size, another hash or another name: not served.
    expect((await get(`/images/${hash}-icon-64.png`)).statusCode).toBe(404);
    expect((await get("/images/0123456789abcdef-logo.png")).statusCode).toBe(404);

    // Another logo: the former one's PNGs are gone with it.
    const next = await uploadShopPicture(ctx, admin, { width: 200, height: 200, background: "#f59e0b" });
    expect((await save({ ...settings, logo: next })).statusCode).toBe(200);
    expect((await get(`/images/${hash}-logo.png`)).statusCode).toBe(404);
    const nextHash = /-?([a-f0-9]{16})-/.exec(next)?.[1];
    const square = await meta(`/images/${nextHash}-logo.png`);
    expect([square.width, square.height]).toEqual([80, 80]);
  });
});
