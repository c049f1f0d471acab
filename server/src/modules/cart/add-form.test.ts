/**
 * POST /cart/add (decision 0025): the storefront's Add to Cart form before its JavaScript has loaded
 * answers 303 to the cart page with the line to add; bad input is a 400 page, never a 5xx.
 */
import { EMPTY_STORE_SETTINGS, ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser } from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (payload: string, contentType = "application/x-www-form-urlencoded", url = "/cart/add") =>
  ctx.app.inject({ method: "POST", url, headers: { "content-type": contentType }, payload });

const { currencyDigits: _, shippingZones: __, ...settings } = EMPTY_STORE_SETTINGS;
const offer = async (languages: string[]) => {
  const res = await ctx.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: admin.auth,
    payload: { ...settings, languages },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe("POST /cart/add", () => {
  it("sends the shopper to the cart page with the line to add", async () => {
    const res = await post("productId=12&variantId=34&quantity=2");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/cart?add=12.34.2");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("takes a form without a variant (a product with one) as variant 0 and one unit by default", async () => {
    const res = await post("productId=7");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/cart?add=7.0.1");
  });

  it.each([
    ["", "nothing"],
    ["productId=abc&quantity=1", "a product id that is not a number"],
    ["productId=0&quantity=1", "product 0"],
    ["productId=5&quantity=0", "no units"],
    ["productId=5&quantity=99999", "too many units"],
    ["productId=5&variantId=-1", "a negative variant"],
    ["productId=99999999999&quantity=1", "an id beyond any"],
  ])("answers 400 with a page for %j (%s)", async (payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("Not added to the cart");
  });

  it("refuses a body that is not the form with a 4xx, and a huge one too", async () => {
    expect((await post('{"productId":1}', "application/json")).statusCode).toBeLessThan(500);
    expect((await post('{"productId":1}', "application/json")).statusCode).toBeGreaterThanOrEqual(400);
    const huge = await post(`productId=1&pad=${"x".repeat(5000)}`);
    expect(huge.statusCode).toBe(413);
  });
});

describe("POST /<language>/cart/add (docs/decisions/0045-languages-and-messages.md)", () => {
  const form = "application/x-www-form-urlencoded";
  it("answers a page of another language with the cart under its prefix, and its problem page in it", async () => {
    await offer(["en", "de", "ar"]);
    try {
      const res = await post("productId=12&variantId=34&quantity=2", form, "/de/cart/add");
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe("/de/cart?add=12.34.2");
      expect((await post("productId=7", form, "/ar/cart/add")).headers.location).toBe("/ar/cart?add=7.0.1");
      const bad = await post("productId=abc", form, "/ar/cart/add");
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('<html lang="ar" dir="rtl">');
      expect(bad.body).toContain("لم يُضف إلى السلة");
      expect(bad.body).toContain('href="/ar/products"');
      // The default language has no prefix, and a shipped language the shop does not offer leads there.
      expect((await post("productId=7", form, "/en/cart/add")).headers.location).toBe("/cart?add=7.0.1");
      expect((await post("productId=7", form, "/es/cart/add")).headers.location).toBe("/cart?add=7.0.1");
      expect((await post("productId=7", form)).headers.location).toBe("/cart?add=7.0.1");
    } finally {
      await offer(["en"]);
    }
  });

  it("is no page under a prefix that names no language", async () => {
    expect((await post("productId=7", form, "/xx/cart/add")).statusCode).toBe(404);
  });
});
