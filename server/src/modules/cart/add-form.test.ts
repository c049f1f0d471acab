/**
 * POST /cart/add (decision 0025): the storefront's Add to Cart form before its JavaScript has loaded
 * answers 303 to the cart page with the line to add; bad input is a 400 page, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/harness.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const post = (payload: string, contentType = "application/x-www-form-urlencoded") =>
  ctx.app.inject({ method: "POST", url: "/cart/add", headers: { "content-type": contentType }, payload });

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
