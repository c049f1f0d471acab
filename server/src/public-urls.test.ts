/**
 * PUBLIC_URL is this server's address (absolute image URLs for a client served elsewhere);
 * STOREFRONT_URL is the storefront's, where the links in mails lead, and defaults to PUBLIC_URL
 * (docs/deploy.md §4). A client on its own origin gets working images and working mail links.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { storeImage } from "./modules/images/store.js";
import {
  addAddress,
  addToCart,
  createProduct,
  createStaff,
  createTestApp,
  createUser,
  placeCashOrder,
  type TestContext,
} from "./test/harness.js";

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const c of contexts) await c.close();
});

/** The links of every mail a reset, a newsletter sign-up and an order send, and a product's image URL. */
async function linksAndImage(env: Record<string, string>) {
  const ctx = await createTestApp(env);
  contexts.push(ctx);
  const { sellerA, categoryId } = await createStaff(ctx, "Split addresses");
  const buyer = await createUser(ctx, { email: "split-buyer@example.com" });
  const { productId } = await createProduct(ctx, sellerA, categoryId, { productName: "Split lamp" });
  const base = await storeImage(
    ctx.database.db,
    await sharp({ create: { width: 20, height: 20, channels: 3, background: "#345" } })
      .png()
      .toBuffer(),
  );
  await ctx.database.db.execute(sql`update products set image = ${base} where id = ${productId}`);
  const image = (await ctx.app.inject({ url: `/api/public/products/${productId}` })).json().image as string;

  await ctx.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email: buyer.email } });
  await ctx.app.inject({ method: "POST", url: "/api/public/newsletter", payload: { email: "split-news@example.com" } });
  await addToCart(ctx, buyer, productId, 1);
  expect((await placeCashOrder(ctx, buyer, await addAddress(ctx, buyer))).statusCode).toBe(201);
  let mails = await ctx.outbox();
  // The reset mail leaves in the background: wait for it.
  for (let i = 0; i < 50 && !mails.some((m) => m.text.includes("/reset-password/")); i++) {
    await new Promise((r) => setTimeout(r, 50));
    mails = await ctx.outbox();
  }
  const links = (pathPart: string) =>
    mails.flatMap((m) => m.text.match(/https?:\/\/[^\s]+/g) ?? []).filter((l) => l.includes(pathPart));
  return {
    image,
    reset: links("/reset-password/"),
    newsletter: links("/newsletter/"),
    orders: links("/orders"),
  };
}

describe("PUBLIC_URL and STOREFRONT_URL", () => {
  it("send mail links to the storefront and image URLs to this server when both are set", async () => {
    const seen = await linksAndImage({
      PUBLIC_URL: "https://api.example",
      STOREFRONT_URL: "https://shop.example/",
      CORS_ORIGIN: "https://shop.example",
    });
    expect(seen.image).toMatch(/^https:\/\/api\.example\/images\//);
    for (const kind of ["reset", "newsletter", "orders"] as const) {
      expect(seen[kind].length, kind).toBeGreaterThan(0);
      for (const link of seen[kind]) expect(link, kind).toMatch(/^https:\/\/shop\.example\/[a-z]/);
    }
  });

  it("send mail links to PUBLIC_URL when STOREFRONT_URL is not set", async () => {
    const seen = await linksAndImage({ PUBLIC_URL: "https://one.example", CORS_ORIGIN: "https://other.example" });
    expect(seen.image).toMatch(/^https:\/\/one\.example\/images\//);
    for (const kind of ["reset", "newsletter", "orders"] as const) {
      expect(seen[kind].length, kind).toBeGreaterThan(0);
      for (const link of seen[kind]) expect(link, kind).toMatch(/^https:\/\/one\.example\//);
    }
  });

  it("refuses a STOREFRONT_URL that is not an absolute http(s) address", () => {
    expect(() => loadConfig({ STOREFRONT_URL: "shop.example" })).toThrow(/STOREFRONT_URL/);
    expect(loadConfig({ STOREFRONT_URL: "http://shop.example//" }).storefrontUrl).toBe("http://shop.example");
  });
});
