/**
 * Options and variants through the API (docs/decisions/0022): creating and replacing a variant set,
 * the rules it keeps, what lists and the product page read, the option filter and facets, and the
 * cart and orders per variant.
 */
import { MSG, ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  apiOf,
  createCategory,
  createProduct,
  createTestApp,
  createUser,
  placeCashOrder,
  startSecondServer,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";

let ctx: TestContext;
let admin: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let category: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  otherSeller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
  buyer = await createUser(ctx);
  category = await createCategory(ctx, admin, "Variant goods");
});
afterAll(async () => {
  await ctx?.close();
});

const api = apiOf(() => ctx);

/** A T-shirt in two sizes by three colours, six variants (one of them sold out). */
const teeBody = (name = "Variant Tee") => ({
  productName: name,
  description: "A shirt in sizes and colours",
  price: 20,
  discount: 10,
  options: [
    { name: "Size", values: ["M", "L"] },
    { name: "Color", values: ["Red", "Blue", "Green"] },
  ],
  variants: [
    { options: { Size: "M", Color: "Red" }, quantity: 5, sku: `${name}-M-R`.replace(/\s/g, "") },
    { options: { Size: "M", Color: "Blue" }, quantity: 1, sku: `${name}-M-B`.replace(/\s/g, "") },
    { options: { Size: "M", Color: "Green" }, quantity: 0 },
    { options: { Size: "L", Color: "Red" }, quantity: 2, price: 18 },
    { options: { Size: "L", Color: "Blue" }, quantity: 3, price: 25, discount: 0 },
    { options: { size: "l", color: "green" }, quantity: 4 },
  ],
});

interface VariantAnswer {
  variantId: number;
  sku: string | null;
  options: Record<string, string>;
  price: number;
  discount: number;
  specialPrice: number;
  quantity: number;
  image: string | null;
}

async function createTee(name?: string) {
  const res = await api("POST", `/admin/categories/${category}/products`, seller, teeBody(name));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { productId: number; variants: VariantAnswer[]; [k: string]: unknown };
}

const variantOf = (p: { variants: VariantAnswer[] }, size: string, color: string) =>
  p.variants.find((v) => v.options.Size === size && v.options.Color === color)!;

describe("a product with options", () => {
  it("is created with only the combinations the seller keeps, each with its own price, stock and SKU", async () => {
    const tee = await createTee();
    expect(tee.options).toEqual(teeBody().options);
    expect(tee.variants).toHaveLength(6);
    // Names and values as the options declare them, whatever case the variant used.
    expect(variantOf(tee, "L", "Green")).toMatchObject({ price: 20, discount: 10, specialPrice: 18, quantity: 4 });
    expect(variantOf(tee, "L", "Blue")).toMatchObject({ price: 25, discount: 0, specialPrice: 25 });
    expect(variantOf(tee, "M", "Red").sku).toBe("VariantTee-M-R");
    // The product: the stock is the sum; the price is the cheapest variant in stock (L/Red at 18 − 10 %).
    expect(tee).toMatchObject({
      quantity: 15,
      price: 18,
      discount: 10,
      specialPrice: 16.2,
      variantCount: 6,
      priceVaries: true,
    });
    const list = (await api("GET", `/public/categories/${category}/products`)).json();
    const item = list.content.find((p: { productId: number }) => p.productId === tee.productId);
    expect(item).toMatchObject({ variantCount: 6, quantity: 15, specialPrice: 16.2, options: tee.options });
    expect(item.variants).toBeUndefined();
  });

  it("refuses a variant set that breaks a rule, with a message naming the problem, and writes nothing", async () => {
    const count = async () =>
      Number(
        (
          (await ctx.database.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const before = await count();
    const body = teeBody("Broken Tee");
    const cases: [object, RegExp][] = [
      [
        { ...body, variants: [...body.variants.slice(0, 5), { options: { Size: "L" }, quantity: 1 }] },
        /Variant 6 has no Color/,
      ],
      [{ ...body, variants: [{ options: { Size: "XL", Color: "Red" }, quantity: 1 }] }, /XL is not a listed Size/],
      [
        { ...body, variants: [body.variants[0]!, { ...body.variants[0]!, sku: "other" }] },
        /Variants 1 and 2 have the same options/,
      ],
      [
        {
          ...body,
          options: ["A", "B", "C", "D"].map((name) => ({ name, values: ["x"] })),
          variants: [{ options: { A: "x", B: "x", C: "x", D: "x" }, quantity: 1 }],
        },
        /at most 3 options/,
      ],
      [
        {
          ...body,
          options: [
            { name: "N", values: Array.from({ length: 50 }, (_, i) => `v${i}`) },
            { name: "M", values: ["a", "b", "c"] },
          ],
          variants: Array.from({ length: 101 }, (_, i) => ({
            options: { N: `v${i % 50}`, M: ["a", "b", "c"][Math.floor(i / 50)] },
            quantity: 1,
          })),
        },
        /at most 100 variants/,
      ],
      [
        { ...body, variants: [body.variants[0]!, { ...body.variants[1]!, sku: body.variants[0]!.sku }] },
        /SKU .* is used twice/,
      ],
      [
        { ...body, variants: [{ options: { Size: "M", Color: "Red" }, quantity: 1, image: "0123456789abcdef" }] },
        /gallery/,
      ],
      [
        { productName: "No Price", description: "Has neither", variants: [{ options: {}, quantity: 1 }] },
        /needs a price/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await api("POST", `/admin/categories/${category}/products`, seller, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload).slice(0, 80)).toMatch(message);
    }
    const after = await count();
    expect(after).toBe(before);
  });

  it("keeps a SKU unique per seller, not across sellers", async () => {
    const first = await api("POST", `/admin/categories/${category}/products`, seller, {
      ...teeBody("Sku One"),
      variants: [{ options: { Size: "M", Color: "Red" }, quantity: 1, sku: "SHARED-1" }],
    });
    expect(first.statusCode).toBe(201);
    const again = await api("POST", `/admin/categories/${category}/products`, seller, {
      ...teeBody("Sku Two"),
      variants: [{ options: { Size: "M", Color: "Red" }, quantity: 1, sku: "shared-1" }],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe("You already use the SKU shared-1 on another product");
    const elsewhere = await api("POST", `/admin/categories/${category}/products`, otherSeller, {
      ...teeBody("Sku Three"),
      variants: [{ options: { Size: "M", Color: "Red" }, quantity: 1, sku: "SHARED-1" }],
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("replaces the set on update: kept variants keep their id, an ordered one is archived and stays in its order", async () => {
    const tee = await createTee("Replace Tee");
    const mRed = variantOf(tee, "M", "Red");
    const lRed = variantOf(tee, "L", "Red");
    // Someone orders an L/Red first.
    await api("POST", `/carts/products/${tee.productId}/quantity/1?variantId=${lRed.variantId}`, buyer);
    const address = await addAddress(ctx, buyer);
    const order = await placeCashOrder(ctx, buyer, address);
    expect(order.statusCode, order.body).toBe(201);
    // The seller keeps M/Red (restocked, repriced), drops every other variant, and adds an XL.
    const res = await api("PUT", `/admin/products/${tee.productId}`, seller, {
      productName: "Replace Tee",
      description: "A shirt in sizes and colours",
      price: 20,
      options: [
        { name: "Size", values: ["M", "XL"] },
        { name: "Color", values: ["Red"] },
      ],
      variants: [
        { options: { Size: "M", Color: "Red" }, quantity: 9, price: 21 },
        { options: { Size: "XL", Color: "Red" }, quantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json();
    expect(updated.variants).toHaveLength(2);
    expect(variantOf(updated, "M", "Red")).toMatchObject({ variantId: mRed.variantId, quantity: 9, price: 21 });
    const rows = (
      (await ctx.database.db.execute(
        sql`select id, archived_at is not null as archived from product_variants where product_id = ${tee.productId}`,
      )) as unknown as { rows: { id: number; archived: boolean }[] }
    ).rows;
    // L/Red was ordered: archived; the four never ordered are gone.
    expect(rows.filter((r) => r.archived).map((r) => r.id)).toEqual([lRed.variantId]);
    expect(rows).toHaveLength(3);
    const read = (await api("GET", `/orders/${order.json().orderId}`, buyer)).json();
    expect(read.orderItemDTOs[0]).toMatchObject({ variantId: lRed.variantId, options: { Size: "L", Color: "Red" } });
    // The archived variant cannot be bought any more.
    const gone = await api("POST", `/carts/products/${tee.productId}/quantity/1?variantId=${lRed.variantId}`, buyer);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("This variant is no longer available");
  });

  it("keeps the spec's fields for a product without options, and refuses product-level stock on one with several", async () => {
    const plain = await createProduct(ctx, seller, category, { productName: "Plain Mug", price: 12.5, quantity: 7 });
    const read = (await api("GET", `/public/products/${plain.productId}`)).json();
    expect(read).toMatchObject({ price: 12.5, quantity: 7, options: [], variantCount: 1, priceVaries: false });
    expect(read.variants).toEqual([expect.objectContaining({ options: {}, price: 12.5, quantity: 7, sku: null })]);
    const edit = await api("PUT", `/admin/products/${plain.productId}`, seller, {
      productName: "Plain Mug",
      description: "A fine product for testing",
      price: 14,
      discount: 0,
      quantity: 3,
    });
    expect(edit.json()).toMatchObject({ price: 14, quantity: 3, variantCount: 1 });
    expect(edit.json().variants[0].variantId).toBe(read.variants[0].variantId);

    const tee = await createTee("Legacy Edit Tee");
    const rename = await api("PUT", `/admin/products/${tee.productId}`, seller, {
      productName: "Legacy Edit Tee Renamed",
      description: tee.description,
      price: tee.price,
      discount: tee.discount,
      quantity: tee.quantity,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json().variants).toHaveLength(6);
    const restock = await api("PUT", `/admin/products/${tee.productId}`, seller, {
      productName: "Legacy Edit Tee Renamed",
      description: tee.description,
      price: tee.price,
      discount: tee.discount,
      quantity: 100,
    });
    expect(restock.statusCode).toBe(400);
    expect(restock.json().message).toBe("This product has variants: change its price and stock per variant");
  });
});

describe("finding by option", () => {
  let shirt: number;
  let mug: number;
  let bag: number;
  let filterCategory: number;
  beforeAll(async () => {
    filterCategory = await createCategory(ctx, admin, "Filtered goods");
    const make = async (productName: string, options: object[], variants: object[]) => {
      const res = await api("POST", `/admin/categories/${filterCategory}/products`, seller, {
        productName,
        description: "Something to filter by",
        price: 10,
        options,
        variants,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().productId as number;
    };
    const size = { name: "Size", values: ["S", "M", "L"] };
    const color = { name: "Color", values: ["Red", "Blue"] };
    // M only in red; blue only in L: "M and Blue" is no variant of it.
    shirt = await make(
      "Filter Shirt",
      [size, color],
      [
        { options: { Size: "M", Color: "Red" }, quantity: 2 },
        { options: { Size: "L", Color: "Blue" }, quantity: 2 },
        { options: { Size: "S", Color: "Blue" }, quantity: 0 },
      ],
    );
    mug = await make(
      "Filter Mug",
      [color],
      [
        { options: { Color: "Blue" }, quantity: 1 },
        { options: { Color: "Red" }, quantity: 0 },
      ],
    );
    bag = await make("Filter Bag", [size, color], [{ options: { Size: "M", Color: "Blue" }, quantity: 3 }]);
  });

  const ids = async (url: string) =>
    ((await api("GET", url)).json().content as { productId: number }[]).map((p) => p.productId).sort((a, b) => a - b);

  it("keeps products with an in-stock variant: OR within an option, AND across options on one variant", async () => {
    const base = `/public/categories/${filterCategory}/products`;
    expect(await ids(`${base}?option=Color:Blue`)).toEqual([shirt, mug, bag].sort((a, b) => a - b));
    expect(await ids(`${base}?option=Color:Red`)).toEqual([shirt]);
    expect(await ids(`${base}?option=size:s`)).toEqual([]);
    expect(await ids(`${base}?option=Size:M&option=Color:Blue`)).toEqual([bag]);
    expect(await ids(`${base}?option=Size:M&option=Size:L&option=Color:Blue`)).toEqual(
      [shirt, bag].sort((a, b) => a - b),
    );
    expect(await ids(`/public/products?option=Color:Red&pageSize=100`)).toContain(shirt);
    expect(await ids(`/public/products/keyword/filter?option=Size:L`)).toEqual([shirt]);
    const bad = await api("GET", `${base}?option=Size`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("option must be Name:Value, e.g. Size:M");
  });

  it("counts facets over the same filters, leaving an option's own choice out of its counts", async () => {
    const facets = (await api("GET", `/public/facets?categoryId=${filterCategory}`)).json();
    expect(facets).toEqual({
      options: [
        {
          name: "Color",
          values: [
            { value: "Red", count: 1 },
            { value: "Blue", count: 3 },
          ],
        },
        {
          name: "Size",
          values: [
            { value: "M", count: 2 },
            { value: "L", count: 1 },
          ],
        },
      ],
    });
    const chosen = (await api("GET", `/public/facets?categoryId=${filterCategory}&option=Size:M`)).json();
    expect(chosen.options).toEqual([
      {
        name: "Color",
        values: [
          { value: "Red", count: 1 },
          { value: "Blue", count: 1 },
        ],
      },
      {
        name: "Size",
        values: [
          { value: "M", count: 2 },
          { value: "L", count: 1 },
        ],
      },
    ]);
    const searched = (await api("GET", `/public/facets?keyword=filter%20mug`)).json();
    expect(searched.options).toEqual([{ name: "Color", values: [{ value: "Blue", count: 1 }] }]);
    expect((await api("GET", "/public/facets?categoryId=999999")).statusCode).toBe(404);
  });

  it("orders a Size facet mixing clothes and shoes: letter sizes small to large, then numbers (decision 0038)", async () => {
    const wear = await createCategory(ctx, admin, "Clothes and shoes");
    const make = async (productName: string, values: string[]) => {
      // Another seller's: the first seller's dashboard lists stay theirs.
      const res = await api("POST", `/admin/categories/${wear}/products`, otherSeller, {
        productName,
        description: "Something to wear",
        price: 10,
        options: [{ name: "Size", values }],
        variants: values.map((value) => ({ options: { Size: value }, quantity: 1 })),
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    // Each product's own order, as its seller wrote it; shoes first, so their values come first by position.
    await make("Mixed Boots", ["42", "9.5", "40"]);
    await make("Mixed Shirt", ["XL", "S", "M"]);
    await make("Mixed Hoodie", ["L", "XXL", "One size"]);
    const facets = (await api("GET", `/public/facets?categoryId=${wear}`)).json();
    expect(facets.options[0].values.map((v: { value: string }) => v.value)).toEqual([
      "S",
      "M",
      "L",
      "XL",
      "XXL",
      "9.5",
      "40",
      "42",
      "One size",
    ]);
  });
});

describe("the cart and orders per variant", () => {
  it("asks which variant, keeps one line per variant and bounds each by its own stock", async () => {
    const tee = await createTee("Cart Tee");
    const shopper = await createUser(ctx);
    const none = await api("POST", `/carts/products/${tee.productId}/quantity/1`, shopper);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose a size and a color");
    const mBlue = variantOf(tee, "M", "Blue");
    const mRed = variantOf(tee, "M", "Red");
    expect(
      (await api("POST", `/carts/products/${tee.productId}/quantity/1?variantId=${mBlue.variantId}`, shopper))
        .statusCode,
    ).toBe(200);
    const more = await api("POST", `/carts/products/${tee.productId}/quantity/1?variantId=${mBlue.variantId}`, shopper);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe("Only 1 left in stock");
    const cart = (
      await api("POST", `/carts/products/${tee.productId}/quantity/2?variantId=${mRed.variantId}`, shopper)
    ).json();
    expect(cart.products.map((l: { variantId: number; quantity: number }) => [l.variantId, l.quantity])).toEqual([
      [mBlue.variantId, 1],
      [mRed.variantId, 2],
    ]);
    expect(cart.products[1]).toMatchObject({
      options: { Size: "M", Color: "Red" },
      sku: "CartTee-M-R",
      stock: 5,
      specialPrice: 18,
    });
    // Without a variant, a product with two lines is ambiguous; with one it is the line.
    expect((await api("PUT", `/carts/products/${tee.productId}/quantity/increase`, shopper)).statusCode).toBe(400);
    const up = await api(
      "PUT",
      `/carts/products/${tee.productId}/quantity/increase?variantId=${mRed.variantId}`,
      shopper,
    );
    expect(up.json().products[1].quantity).toBe(3);
    // The original client removes without a variant: with two lines of the product that is refused
    // with a message and removes nothing, never both lines.
    const unnamed = await api("DELETE", `/carts/${cart.cartId}/product/${tee.productId}`, shopper);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe(MSG.removeWhichVariant);
    expect((await api("GET", "/carts/users/cart", shopper)).json().products).toHaveLength(2);
    const removed = await api(
      "DELETE",
      `/carts/${cart.cartId}/product/${tee.productId}?variantId=${mBlue.variantId}`,
      shopper,
    );
    expect(removed.json().products.map((l: { variantId: number }) => l.variantId)).toEqual([mRed.variantId]);
    expect(
      (await api("PUT", `/carts/products/${tee.productId}/quantity/decrease`, shopper)).json().products[0].quantity,
    ).toBe(2);
    // Placing takes the variant's stock only, copies its options and SKU, and a cancel puts it back.
    const order = await placeCashOrder(ctx, shopper, await addAddress(ctx, shopper));
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().orderItemDTOs[0]).toMatchObject({
      variantId: mRed.variantId,
      options: { Size: "M", Color: "Red" },
      sku: "CartTee-M-R",
      quantity: 2,
    });
    const after = (await api("GET", `/public/products/${tee.productId}`)).json();
    expect(variantOf(after, "M", "Red").quantity).toBe(3);
    expect(variantOf(after, "M", "Blue").quantity).toBe(1);
    expect(after.quantity).toBe(13);
    expect((await api("PUT", `/orders/${order.json().orderId}/cancel`, shopper)).statusCode).toBe(200);
    const restored = (await api("GET", `/public/products/${tee.productId}`)).json();
    expect(variantOf(restored, "M", "Red").quantity).toBe(5);
    expect(restored.quantity).toBe(15);
  });

  it("answers a variant's options in the product's option order, on the product and in the cart", async () => {
    // The database keeps an object's keys sorted by length: "Size" would come before "Material".
    const res = await api("POST", `/admin/categories/${category}/products`, otherSeller, {
      productName: "Ordered Scarf",
      description: "A scarf in materials and sizes",
      price: 30,
      discount: 0,
      options: [
        { name: "Material", values: ["Wool", "Silk"] },
        { name: "Size", values: ["S", "L"] },
      ],
      variants: [
        { options: { Size: "S", Material: "Wool" }, quantity: 3 },
        { options: { Size: "L", Material: "Silk" }, quantity: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const scarf = res.json() as { productId: number; variants: VariantAnswer[] };
    const read = (await api("GET", `/public/products/${scarf.productId}`)).json() as { variants: VariantAnswer[] };
    for (const v of read.variants) expect(Object.keys(v.options)).toEqual(["Material", "Size"]);
    const shopper = await createUser(ctx);
    const cart = (
      await api(
        "POST",
        `/carts/products/${scarf.productId}/quantity/1?variantId=${read.variants[0]!.variantId}`,
        shopper,
      )
    ).json();
    expect(Object.keys(cart.products[0].options)).toEqual(["Material", "Size"]);
  });

  it("adds a product without options with no variant named, as the spec's client does", async () => {
    const plain = await createProduct(ctx, seller, category, { quantity: 2 });
    const shopper = await createUser(ctx);
    const res = await api("POST", `/carts/products/${plain.productId}/quantity/2`, shopper);
    expect(res.statusCode).toBe(200);
    expect(res.json().products[0]).toMatchObject({ productId: plain.productId, quantity: 2, options: {}, sku: null });
    expect((await api("PUT", `/carts/products/${plain.productId}/quantity/increase`, shopper)).statusCode).toBe(409);
  });
});

/** PostgreSQL only: PGlite runs one statement at a time, so no two checkouts ever overlap there. */
describe.runIf(process.env.TEST_DB === "postgres")("the last unit of one variant, raced on two servers", () => {
  it("goes to exactly one of twenty buyers; its siblings are untouched", async () => {
    const second = await startSecondServer(ctx);
    try {
      const tee = await createTee("Race Tee");
      const last = variantOf(tee, "M", "Blue"); // one in stock
      const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx)));
      const addresses = await Promise.all(buyers.map((u) => addAddress(ctx, u)));
      for (const u of buyers) {
        // Every cart holds the last M/Blue and one of its sibling M/Red (five in stock).
        expect(
          (await api("POST", `/carts/products/${tee.productId}/quantity/1?variantId=${last.variantId}`, u)).statusCode,
        ).toBe(200);
      }
      const results = await Promise.all(
        buyers.map((u, i) => placeCashOrder(ctx, u, addresses[i]!, {}, i % 2 ? second : ctx.app)),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      const after = (await api("GET", `/public/products/${tee.productId}`)).json();
      expect(variantOf(after, "M", "Blue").quantity).toBe(0);
      for (const v of tee.variants.filter((v) => v.variantId !== last.variantId)) {
        expect(after.variants.find((x: VariantAnswer) => x.variantId === v.variantId).quantity).toBe(v.quantity);
      }
      expect(after.quantity).toBe((tee.quantity as number) - 1);
    } finally {
      await second.close();
    }
  });
});

describe("the seller's dashboard per variant", () => {
  it("lists the variants low on stock and sold out, each with its options", async () => {
    const tee = await createTee("Dashboard Tee");
    const d = (await api("GET", "/seller/dashboard?days=7", seller)).json();
    const own = (list: { productId: number; options: Record<string, string>; quantity: number }[]) =>
      list.filter((p) => p.productId === tee.productId).map((p) => [p.options.Size, p.options.Color, p.quantity]);
    expect(own(d.soldOut.products)).toEqual([["M", "Green", 0]]);
    expect(own(d.lowStock.products)).toEqual(
      expect.arrayContaining([
        ["M", "Blue", 1],
        ["L", "Red", 2],
      ]),
    );
  });
});
