/**
 * Codes cannot be guessed (docs/product/api.md §4): wrong codes are limited per account and per
 * client, then 429 with Retry-After; codes that apply do not count.
 */
import { ROLES } from "@shop/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addToCart,
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let productId: number;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT: "on", CODE_FAILURES_PER_MINUTE: "5" });
  const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  const category = await createCategory(ctx, admin, "Guessed things");
  ({ productId } = await createProduct(ctx, seller, category, { quantity: 100 }));
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/admin/promotions",
    headers: admin.auth,
    payload: { code: "REAL10", kind: "percent", value: 10 },
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(async () => {
  await ctx?.close();
});

async function shopper() {
  const user = await createUser(ctx);
  await addToCart(ctx, user, productId, 1);
  return user;
}
const apply = (user: TestUser, code: string, client: string) =>
  ctx.app.inject({
    method: "PUT",
    url: "/api/carts/promotion",
    headers: user.auth,
    payload: { code },
    remoteAddress: client,
  });

describe("guessing codes", () => {
  it("refuses a sixth wrong code a minute with 429 and Retry-After, per account and per client", async () => {
    const guesser = await shopper();
    for (let i = 0; i < 5; i++) {
      const res = await apply(guesser, `GUESS${i}`, "10.0.0.1");
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe("This code cannot be used");
    }
    const limited = await apply(guesser, "GUESS5", "10.0.0.1");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toBe("Too many attempts. Please wait a moment and try again.");
    // Not even a real code gets through now, from this account at another client …
    expect((await apply(guesser, "REAL10", "10.0.0.2")).statusCode).toBe(429);
    // … nor from another account at this client.
    expect((await apply(await shopper(), "REAL10", "10.0.0.1")).statusCode).toBe(429);
  });

  it("does not count codes that apply", async () => {
    const buyer = await shopper();
    for (let i = 0; i < 8; i++) expect((await apply(buyer, "real10", "10.0.0.3")).statusCode).toBe(200);
    expect((await apply(buyer, "WRONG", "10.0.0.3")).statusCode).toBe(400);
  });
});
