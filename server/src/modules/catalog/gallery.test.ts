import { MAX_PRODUCT_IMAGES, MSG, ROLES } from "@shop/contract";
import { like } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../db/schema/index.js";
import { imageBase } from "../images/store.js";
import {
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  multipartImage,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let seller: TestUser;
let otherSeller: TestUser;
let customer: TestUser;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  otherSeller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  customer = await createUser(ctx);
  categoryId = await createCategory(ctx, admin, "Gallery goods");
});
afterAll(async () => {
  await ctx?.close();
});

let hue = 0;
/** A small PNG of a colour no other call returns (so every image has its own content hash). */
const newPng = () => {
  hue += 1;
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: hue % 256, g: 90, b: hue >> 8 } } })
    .png()
    .toBuffer();
};

type Gallery = { id: string; url: string }[];
type Answer = { image: string; gallery?: Gallery };

const add = async (productId: number, content: Buffer, user: TestUser = seller) => {
  const { payload, headers } = multipartImage(content);
  return ctx.app.inject({
    method: "POST",
    url: `/api/admin/products/${productId}/images`,
    headers: { ...user.auth, ...headers },
    payload,
  });
};
const setMain = async (productId: number, content: Buffer) => {
  const { payload, headers } = multipartImage(content);
  return ctx.app.inject({
    method: "PUT",
    url: `/api/admin/products/${productId}/image`,
    headers: { ...seller.auth, ...headers },
    payload,
  });
};
const reorder = (productId: number, order: unknown, user: TestUser = seller) =>
  ctx.app.inject({
    method: "PUT",
    url: `/api/admin/products/${productId}/images`,
    headers: user.auth,
    payload: { images: order },
  });
const remove = (productId: number, imageId: string, user: TestUser = seller) =>
  ctx.app.inject({ method: "DELETE", url: `/api/admin/products/${productId}/images/${imageId}`, headers: user.auth });
const publicProduct = async (productId: number) =>
  (await ctx.app.inject({ method: "GET", url: `/api/public/products/${productId}` })).json() as Answer;
const inList = async (productId: number) => {
  const page = (
    await ctx.app.inject({ method: "GET", url: `/api/public/categories/${categoryId}/products?pageSize=50` })
  ).json() as { content: (Answer & { productId: number })[] };
  return page.content.find((p) => p.productId === productId);
};
const storedSets = async (imageId: string) =>
  (
    await ctx.database.db
      .select({ name: images.name })
      .from(images)
      .where(like(images.name, `${imageId}-%`))
  ).length;

/** A product with `n` images added one after the other; returns its id and gallery ids in order. */
async function productWithImages(n: number) {
  const product = await createProduct(ctx, seller, categoryId);
  let gallery: Gallery = [];
  for (let i = 0; i < n; i++) {
    const res = await add(product.productId, await newPng());
    expect(res.statusCode).toBe(200);
    gallery = (res.json() as Answer).gallery ?? [];
  }
  return { id: product.productId, ids: gallery.map((g) => g.id) };
}

describe("product galleries", () => {
  it("keeps the images in upload order; the first is the main image everywhere", async () => {
    const product = await createProduct(ctx, seller, categoryId);
    expect((await publicProduct(product.productId)).gallery).toEqual([]);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await add(product.productId, await newPng());
      expect(res.statusCode).toBe(200);
      ids.push((res.json() as Answer).gallery!.at(-1)!.id);
    }
    const shown = await publicProduct(product.productId);
    expect(shown.gallery!.map((g) => g.id)).toEqual(ids);
    expect(shown.gallery!.map((g) => g.url)).toEqual(ids.map((id) => `/images/${id}-640.webp`));
    expect(shown.image).toBe(`/images/${ids[0]}-640.webp`);
    // Lists carry the main image only.
    const listed = await inList(product.productId);
    expect(listed?.image).toBe(`/images/${ids[0]}-640.webp`);
    expect(listed).not.toHaveProperty("gallery");
  });

  it("reorders: the new first image becomes the main one in the product and in lists at once", async () => {
    const { id, ids } = await productWithImages(3);
    await inList(id); // cached before the change
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await reorder(id, order);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Answer).gallery!.map((g) => g.id)).toEqual(order);
    expect((await publicProduct(id)).gallery!.map((g) => g.id)).toEqual(order);
    expect((await inList(id))?.image).toBe(`/images/${ids[2]}-640.webp`);
  });

  it("refuses an order that is not every image exactly once (400) and changes nothing", async () => {
    const { id, ids } = await productWithImages(3);
    for (const order of [
      [ids[0], ids[1]], // one missing
      [ids[0], ids[1], ids[1]], // one twice
      [ids[0], ids[1], ids[2], ids[2]],
      [ids[0], ids[1], "0123456789abcdef"], // not this product's
      [ids[0], ids[1], "../../etc"],
      [],
      "nope",
    ]) {
      const res = await reorder(id, order);
      expect(res.statusCode, JSON.stringify(order)).toBe(400);
      const body = res.json();
      // Shapes the contract refuses name the field; the rest is checked against the gallery.
      expect(body.fieldErrors ? Object.values(body.fieldErrors) : [body.message]).toContain(MSG.galleryOrderMismatch);
    }
    expect((await publicProduct(id)).gallery!.map((g) => g.id)).toEqual(ids);
  });

  it(`holds at most ${MAX_PRODUCT_IMAGES} images, also when uploads race`, async () => {
    const { id } = await productWithImages(5);
    const uploads = await Promise.all(Array.from({ length: 6 }, async () => add(id, await newPng())));
    const statuses = uploads.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_PRODUCT_IMAGES - 5);
    for (const refused of uploads.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MSG.galleryFull);
    }
    const gallery = (await publicProduct(id)).gallery!;
    expect(gallery).toHaveLength(MAX_PRODUCT_IMAGES);
    // A refused upload leaves no stored image behind.
    const extra = await newPng();
    const res = await add(id, extra);
    expect(res.statusCode).toBe(409);
    expect(await storedSets(imageBase(extra))).toBe(0);
    // The single-image upload still works on a full gallery: it replaces the main image.
    const main = await setMain(id, await newPng());
    expect(main.statusCode).toBe(200);
    const after = (main.json() as Answer).gallery!;
    expect(after).toHaveLength(MAX_PRODUCT_IMAGES);
    expect(after.slice(1)).toEqual(gallery.slice(1));
    expect(await storedSets(gallery[0]!.id)).toBe(0);
  });

  it("refuses the same image twice (409)", async () => {
    const product = await createProduct(ctx, seller, categoryId);
    const png = await newPng();
    expect((await add(product.productId, png)).statusCode).toBe(200);
    const again = await add(product.productId, png);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.imageAlreadyInGallery);
  });

  it("the single-image upload moves an image already in the gallery to the front", async () => {
    const product = await createProduct(ctx, seller, categoryId);
    const pngs = [await newPng(), await newPng()];
    for (const png of pngs) await add(product.productId, png);
    const before = (await publicProduct(product.productId)).gallery!.map((g) => g.id);
    const res = await setMain(product.productId, pngs[1]!);
    expect((res.json() as Answer).gallery!.map((g) => g.id)).toEqual([before[1], before[0]]);
  });

  it("removes an image: the next becomes main, the stored files go; unknown ids 404, bad ids 400", async () => {
    const { id, ids } = await productWithImages(3);
    const res = await remove(id, ids[0]!);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Answer).gallery!.map((g) => g.id)).toEqual([ids[1], ids[2]]);
    expect((await publicProduct(id)).image).toBe(`/images/${ids[1]}-640.webp`);
    expect(await storedSets(ids[0]!)).toBe(0);
    const unknown = await remove(id, ids[0]!);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.imageNotInGallery);
    expect((await remove(id, "not-an-id")).statusCode).toBe(400);
    // The last one removed: no image at all.
    await remove(id, ids[1]!);
    await remove(id, ids[2]!);
    expect((await publicProduct(id)).image).toBe("default.png");
  });

  it("lets only the product's owner change its gallery", async () => {
    const { id, ids } = await productWithImages(2);
    for (const user of [otherSeller, customer]) {
      expect((await add(id, await newPng(), user)).statusCode).toBe(403);
      expect((await reorder(id, [ids[1], ids[0]], user)).statusCode).toBe(403);
      expect((await remove(id, ids[0]!, user)).statusCode).toBe(403);
    }
    const guest = await ctx.app.inject({ method: "DELETE", url: `/api/admin/products/${id}/images/${ids[0]}` });
    expect(guest.statusCode).toBe(401);
    expect((await publicProduct(id)).gallery!.map((g) => g.id)).toEqual(ids);
    expect((await add(999_999, await newPng())).statusCode).toBe(404);
  });

  it("deleting a product deletes the images nothing else shows", async () => {
    const { id, ids } = await productWithImages(2);
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/admin/products/${id}`, headers: seller.auth });
    expect(res.statusCode).toBe(200);
    for (const imageId of ids) expect(await storedSets(imageId)).toBe(0);
  });
});
