import { ROLES } from "@shop/contract";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  multipartImage,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";
import { productEdits } from "../../db/schema/index.js";

let ctx: TestContext;
let admin: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let customer: TestUser;
let electronics: number;
let home: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  otherSeller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  customer = await createUser(ctx);
  electronics = await createCategory(ctx, admin, "Electronics");
  home = await createCategory(ctx, admin, "Home & Furniture");
  await createProduct(ctx, seller, electronics, {
    productName: "Wireless Headphones",
    price: 99.99,
    discount: 20,
    quantity: 5,
  });
  await createProduct(ctx, seller, home, { productName: "Office Chair", price: 149.5, quantity: 0 });
  await createProduct(ctx, otherSeller, home, { productName: "Desk Lamp", price: 25, discount: 10, quantity: 40 });
  await createProduct(ctx, otherSeller, electronics, { productName: "Smart Watch", price: 199, quantity: 3 });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, user?: TestUser) => ctx.app.inject({ method: "GET", url, headers: user?.auth ?? {} });

describe("public product list", () => {
  it("pages with the spec's shape and sorts by an allowed field", async () => {
    const res = await get("/api/public/products?pageNumber=0&pageSize=2&sortBy=price&sortOrder=DESC");
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ pageNumber: 0, pageSize: 2, totalElements: 4, totalPages: 2, lastPage: false });
    expect(page.content.map((p: { productName: string }) => p.productName)).toEqual(["Smart Watch", "Office Chair"]);
    const last = (await get("/api/public/products?pageNumber=1&pageSize=2&sortBy=price&sortOrder=desc")).json();
    expect(last.lastPage).toBe(true);
    expect(last.content).toHaveLength(2);
  });

  it("prices with the pricing module and names category and seller", async () => {
    const page = (await get("/api/public/products?sortBy=productName")).json();
    const headphones = page.content.find((p: { productName: string }) => p.productName === "Wireless Headphones");
    expect(headphones).toMatchObject({
      price: 99.99,
      discount: 20,
      specialPrice: 79.99,
      quantity: 5,
      image: "default.png",
      category: { categoryId: electronics, categoryName: "Electronics" },
      categoryId: electronics,
      sellerId: seller.id,
      sellerName: `Seller ${seller.id}`,
    });
    // Customers see the seller's shop name once it is set, never the username; a cached answer goes.
    const byId = async () => (await get(`/api/public/products/${headphones.productId}`)).json().sellerName;
    expect(await byId()).toBe(`Seller ${seller.id}`);
    const named = await ctx.app.inject({
      method: "PUT",
      url: "/api/seller/profile",
      headers: seller.auth,
      payload: { displayName: "Sound & Co" },
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(await byId()).toBe("Sound & Co");
    expect(JSON.stringify((await get("/api/public/products?sortBy=productName")).json())).not.toContain(
      `"sellerName":"${seller.username}"`,
    );
  });

  it("refuses bad paging and sorting with 400", async () => {
    for (const query of [
      "pageSize=0",
      "pageSize=101",
      "pageNumber=-1",
      "sortBy=password",
      "sortOrder=sideways",
      "pageNumber=abc",
    ]) {
      const res = await get(`/api/public/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
  });

  it("filters by price paid, stock and sale across the whole catalog", async () => {
    const names = async (query: string) =>
      (await get(`/api/public/products?sortBy=productName&${query}`))
        .json()
        .content.map((p: { productName: string }) => p.productName);
    expect(await names("minPrice=50&maxPrice=150")).toEqual(["Office Chair", "Wireless Headphones"]);
    expect(await names("maxPrice=22.5")).toEqual(["Desk Lamp"]);
    expect(await names("inStock=true")).not.toContain("Office Chair");
    expect(await names("onSale=true")).toEqual(["Desk Lamp", "Wireless Headphones"]);
    expect((await get("/api/public/products?inStock=maybe")).statusCode).toBe(400);
    expect((await get("/api/public/products?minPrice=1e20")).statusCode).toBe(400);
    expect((await get("/api/public/products?maxPrice=1e300")).statusCode).toBe(400);
  });

  it("answers one product or 404", async () => {
    const list = (await get("/api/public/products")).json();
    const one = await get(`/api/public/products/${list.content[0].productId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().productId).toBe(list.content[0].productId);
    const missing = await get("/api/public/products/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "NOT_FOUND", message: "Product not found" });
    expect((await get("/api/public/products/abc")).statusCode).toBe(400);
  });

  it("lists a category's products and 404s an unknown category", async () => {
    const page = (await get(`/api/public/categories/${home}/products?onSale=true`)).json();
    expect(page.content.map((p: { productName: string }) => p.productName)).toEqual(["Desk Lamp"]);
    expect((await get("/api/public/categories/99999/products")).statusCode).toBe(404);
  });
});

describe("keyword search", () => {
  const search = async (keyword: string, query = "") =>
    (await get(`/api/public/products/keyword/${encodeURIComponent(keyword)}?${query}`)).json();

  it("matches a word prefix", async () => {
    const page = await search("chai");
    expect(page.content.map((p: { productName: string }) => p.productName)).toEqual(["Office Chair"]);
  });

  it("tolerates a one-letter typo", async () => {
    const page = await search("headphnes");
    expect(page.content.map((p: { productName: string }) => p.productName)).toEqual(["Wireless Headphones"]);
  });

  it("searches descriptions, sorts by relevance and filters", async () => {
    const page = await search("product", "sortBy=relevance&inStock=true");
    expect(page.totalElements).toBe(3);
    expect((await search("zzzzqqq")).totalElements).toBe(0);
    const inHome = await search("product", `categoryId=${home}`);
    expect(inHome.content.map((p: { productName: string }) => p.productName).sort()).toEqual([
      "Desk Lamp",
      "Office Chair",
    ]);
    expect((await search("%%'")).content).toEqual([]);
  });
});

describe("categories", () => {
  it("lists paged and sorted by name", async () => {
    const page = (await get("/api/public/categories?sortBy=categoryName&sortOrder=desc")).json();
    expect(page.content.map((c: { categoryName: string }) => c.categoryName)).toEqual([
      "Home & Furniture",
      "Electronics",
    ]);
    expect((await get("/api/public/categories?sortBy=name")).statusCode).toBe(400);
  });

  it("lets only admins create, rename and delete", async () => {
    const postCategory = (categoryName: string, user?: TestUser) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/public/categories",
        headers: user?.auth ?? {},
        payload: { categoryName },
      });
    const asSeller = await postCategory("Garden", seller);
    expect(asSeller.statusCode).toBe(403);
    const anonymous = await postCategory("Garden");
    expect(anonymous.statusCode).toBe(401);
    const short = await postCategory("T", admin);
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.categoryName).toBe("Category name should have at least 2 characters");
    const long = await postCategory("x".repeat(51), admin);
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.categoryName).toBe("Category name should have at most 50 characters");
    // Short real names fit (docs/product/api.md §3).
    const tea = await postCategory("Tea", admin);
    expect(tea.statusCode).toBe(201);
    expect(tea.json().categoryName).toBe("Tea");
    const dup = await postCategory("ELECTRONICS", admin);
    expect(dup.statusCode).toBe(409);

    const garden = await createCategory(ctx, admin, "Garden Tools");
    const renamed = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/categories/${garden}`,
      headers: admin.auth,
      payload: { categoryName: "Garden & Outdoors" },
    });
    expect(renamed.json()).toEqual({ categoryId: garden, categoryName: "Garden & Outdoors", taxRate: null });
    const missing = await ctx.app.inject({
      method: "PUT",
      url: "/api/admin/categories/9999",
      headers: admin.auth,
      payload: { categoryName: "Nothing here" },
    });
    expect(missing.statusCode).toBe(404);
    const del = await ctx.app.inject({ method: "DELETE", url: `/api/admin/categories/${garden}`, headers: admin.auth });
    expect(del.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/admin/categories/${garden}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses to delete a category that still has products", async () => {
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/admin/categories/${home}`, headers: admin.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Category still has products");
  });
});

describe("product management", () => {
  it("creates with the owner set by the server, validates, and refuses duplicates", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/categories/${electronics}/products`,
      headers: seller.auth,
      payload: {
        productName: "USB Cable",
        description: "Braided, 2 m",
        price: 9.99,
        quantity: 100,
        sellerId: otherSeller.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      productName: "USB Cable",
      discount: 0,
      specialPrice: 9.99,
      sellerId: seller.id,
    });

    const bad = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/categories/${electronics}/products`,
      headers: seller.auth,
      payload: { productName: "ab", description: "abc", price: 0, quantity: -1, discount: 101 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      productName: "Product name should have at least 3 characters",
      description: "Description should have at least 5 characters",
      price: "Price must be a positive number",
      quantity: "Quantity must be a non-negative number",
      discount: "Discount must be between 0 and 100",
    });

    const dup = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/categories/${electronics}/products`,
      headers: seller.auth,
      payload: { productName: "usb cable", description: "Another one", price: 5, quantity: 1 },
    });
    expect(dup.statusCode).toBe(409);
    const tooCheap = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/categories/${electronics}/products`,
      headers: seller.auth,
      payload: { productName: "Tiny price", description: "Very cheap", price: 0.001, quantity: 1 },
    });
    expect(tooCheap.statusCode).toBe(400);
    // Below a cent: more decimals than dollars have (a KWD shop takes 0.001).
    expect(tooCheap.json().fieldErrors.price).toBe("Price can have at most 2 decimals in USD");
    const noCategory = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/categories/9999/products",
      headers: seller.auth,
      payload: { productName: "Thing", description: "A thing", price: 5, quantity: 1 },
    });
    expect(noCategory.statusCode).toBe(404);
    const asCustomer = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/categories/${electronics}/products`,
      headers: customer.auth,
      payload: { productName: "Thing", description: "A thing", price: 5, quantity: 1 },
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it("lets the owner or an admin edit, records who did, and lets the owner or an admin delete", async () => {
    const product = await createProduct(ctx, seller, electronics, { productName: "Phone Case", price: 15 });
    const edit = (user: TestUser) =>
      ctx.app.inject({
        method: "PUT",
        url: `/api/admin/products/${product.productId}`,
        headers: user.auth,
        payload: {
          productName: "Phone Case Pro",
          description: "Now with grip",
          price: 20,
          discount: 25,
          quantity: 7,
          categoryId: home,
        },
      });
    expect((await edit(otherSeller)).statusCode).toBe(403);
    const hugeCategory = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.productId}`,
      headers: seller.auth,
      payload: { productName: "Phone Case", description: "Same as before", price: 15, quantity: 1, categoryId: 1e12 },
    });
    expect(hugeCategory.statusCode).toBe(400);
    const ok = await edit(seller);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ productName: "Phone Case Pro", specialPrice: 15, quantity: 7, categoryId: home });
    // An admin corrects another seller's listing; the product stays the seller's.
    const corrected = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.productId}`,
      headers: admin.auth,
      payload: { productName: "Phone Case Pro", description: "Corrected by the shop", price: 20, quantity: 7 },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ description: "Corrected by the shop", sellerId: seller.id });
    const edits = await ctx.database.db
      .select({ editorId: productEdits.editorId, byAdmin: productEdits.byAdmin })
      .from(productEdits)
      .where(eq(productEdits.productId, product.productId))
      .orderBy(asc(productEdits.id));
    expect(edits).toEqual([
      { editorId: seller.id, byAdmin: false },
      { editorId: admin.id, byAdmin: true },
    ]);

    const can = async (user: TestUser, what: string) =>
      (await get(`/api/products/${product.productId}/${what}`, user)).json();
    expect(await can(seller, "can-edit")).toBe(true);
    expect(await can(admin, "can-edit")).toBe(true);
    expect(await can(otherSeller, "can-edit")).toBe(false);
    expect(await can(admin, "can-delete")).toBe(true);
    expect(await can(otherSeller, "can-delete")).toBe(false);
    expect((await get(`/api/products/${product.productId}/can-edit`)).statusCode).toBe(401);

    const del = (user: TestUser) =>
      ctx.app.inject({ method: "DELETE", url: `/api/admin/products/${product.productId}`, headers: user.auth });
    expect((await del(otherSeller)).statusCode).toBe(403);
    expect((await del(admin)).statusCode).toBe(200);
    expect((await get(`/api/public/products/${product.productId}`)).statusCode).toBe(404);
    expect((await del(seller)).statusCode).toBe(404);
  });

  it("lists the seller's own products and, for admins, all products", async () => {
    const own = (await get("/api/seller/products", otherSeller)).json();
    expect(own.content.every((p: { sellerId: number }) => p.sellerId === otherSeller.id)).toBe(true);
    expect(own.content[0].productId).toBeGreaterThan(own.content[1].productId);
    expect((await get("/api/seller/products", customer)).statusCode).toBe(403);
    expect((await get("/api/admin/products", seller)).statusCode).toBe(403);
    // The spec's admin list sends page and size.
    const second = (await get("/api/admin/products?page=1&size=2", admin)).json();
    expect(second).toMatchObject({ pageNumber: 1, pageSize: 2 });
    const all = (await get("/api/admin/products?pageSize=100", admin)).json();
    expect(all.totalElements).toBeGreaterThanOrEqual(5);
  });
});

describe("image upload", () => {
  const upload = (productId: number, user: TestUser, content: Buffer, filename: string, type: string) => {
    const { payload, headers } = multipartImage(content, filename, type);
    return ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${productId}/image`,
      headers: { ...user.auth, ...headers },
      payload,
    });
  };

  it("accepts a PNG, re-encodes it to WebP and serves it with immutable caching", async () => {
    const product = await createProduct(ctx, seller, electronics, { productName: "Camera" });
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const res = await upload(product.productId, seller, png, "camera.png", "image/png");
    expect(res.statusCode).toBe(200);
    const image = res.json().image as string;
    expect(image).toMatch(/^\/images\/[a-f0-9]{16}-640\.webp$/);
    const served = await ctx.app.inject({ method: "GET", url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
  });

  it("refuses an HTML file named .png (415), someone else's product (403) and a JSON body (415)", async () => {
    const product = await createProduct(ctx, seller, electronics, { productName: "Tripod" });
    const html = await upload(
      product.productId,
      seller,
      Buffer.from("<html><script>alert(1)</script></html>"),
      "evil.png",
      "image/png",
    );
    expect(html.statusCode).toBe(415);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await upload(product.productId, otherSeller, png, "a.png", "image/png")).statusCode).toBe(403);
    const json = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.productId}/image`,
      headers: seller.auth,
      payload: { image: "x" },
    });
    expect(json.statusCode).toBe(415);
  });

  it("answers 400 for a broken multipart upload", async () => {
    const product = await createProduct(ctx, seller, electronics, { productName: "Broken Upload" });
    const noBoundary = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.productId}/image`,
      headers: { ...seller.auth, "content-type": "multipart/form-data" },
      payload: "x",
    });
    expect(noBoundary.statusCode).toBe(400);
    const truncated = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.productId}/image`,
      headers: { ...seller.auth, "content-type": "multipart/form-data; boundary=xx" },
      payload: '--xx\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
    });
    expect(truncated.statusCode).toBe(400);
  });

  it("refuses more than one file in one upload, and stores nothing", async () => {
    const product = await createProduct(ctx, seller, electronics, { productName: "Many Files" });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const boundary = "----manyfiles";
    const parts = Array.from({ length: 20 }, (_, i) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from("\r\n"),
      ]),
    );
    const res = await ctx.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.productId}/image`,
      headers: { ...seller.auth, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Upload one image at a time");
    expect((await get(`/api/public/products/${product.productId}`)).json().image).toBe("default.png");
  });

  it("deletes the image a new one replaces, unless an order shows it", async () => {
    const product = await createProduct(ctx, seller, electronics, { productName: "Replaced Image" });
    const colour = (c: string) =>
      sharp({ create: { width: 40, height: 40, channels: 3, background: c } })
        .png()
        .toBuffer();
    const first = (await upload(product.productId, seller, await colour("#f00"), "a.png", "image/png")).json().image;
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(200);
    const second = (await upload(product.productId, seller, await colour("#00f"), "b.png", "image/png")).json().image;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: second })).statusCode).toBe(200);
  });

  it("refuses an image of more than 25 megapixels with 413", async () => {
    const product = await createProduct(ctx, seller, electronics, { productName: "Huge Photo" });
    const huge = await sharp({ create: { width: 6000, height: 4500, channels: 3, background: "#888" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(product.productId, seller, huge, "huge.png", "image/png");
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("The image is too large: at most 25 megapixels (for example 6000 × 4000)");
  });

  it("refuses a file above 10 MB with 413", async () => {
    const product = await createProduct(ctx, seller, electronics, { productName: "Big Poster" });
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1);
    const res = await upload(product.productId, seller, big, "big.png", "image/png");
    expect(res.statusCode).toBe(413);
  });
});
