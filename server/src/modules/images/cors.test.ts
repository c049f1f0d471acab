/**
 * A client on another origin (CORS_ORIGIN) shows the shop's images: absolute image URLs
 * from PUBLIC_URL, and images any origin may embed. Without CORS_ORIGIN nothing changes.
 */
import { ROLES } from "@shop/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct, createTestApp, createUser, type TestContext } from "../../test/harness.js";
import { storeImage } from "./store.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CORS_ORIGIN: "https://client.example", PUBLIC_URL: "https://shop.example" });
});
afterAll(async () => {
  await ctx?.close();
});

describe("with CORS_ORIGIN", () => {
  it("hands out absolute image URLs that the other origin may embed", async () => {
    const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const category = await createCategory(ctx, admin, "Cross origin");
    const { productId } = await createProduct(ctx, seller, category, { productName: "Embedded Lamp" });
    const base = await storeImage(
      ctx.database.db,
      await sharp({ create: { width: 30, height: 30, channels: 3, background: "#123" } })
        .png()
        .toBuffer(),
    );
    await ctx.database.db.execute(
      (await import("drizzle-orm")).sql`update products set image = ${base} where id = ${productId}`,
    );
    const product = (await ctx.app.inject({ url: `/api/public/products/${productId}` })).json();
    expect(product.image).toBe(`https://shop.example/images/${base}-640.webp`);
    const served = await ctx.app.inject({
      url: `/images/${base}-640.webp`,
      headers: { origin: "https://client.example" },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });
});
