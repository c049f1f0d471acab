/**
 * Facets without filters but a price range or one chosen value read the kept counts of
 * category_option_counts, price_band_option_counts and category_option_pair_counts, and a category's
 * list with values of one option counts product_option_tokens, and a one-word search reads
 * search_word_option_counts (docs/decisions/0026): after every kind
 * of change they must say exactly what counting the products says. The catalog cache is
 * off, so every answer is read from the database at that moment.
 */
import { ROLES } from "@shop/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addAddress,
  apiOf,
  createCategory,
  createTestApp,
  createUser,
  placeCashOrder,
  startSecondServer,
  type TestContext,
  type TestUser,
} from "../../test/harness.js";
import { rowsOf } from "../../db/transaction.js";

let ctx: TestContext;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ CATALOG_CACHE: "off" });
  admin = await createUser(ctx, { roles: [ROLES.user, ROLES.admin] });
  buyer = await createUser(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const api = apiOf(() => ctx);

interface VariantAnswer {
  variantId: number;
  options: Record<string, string>;
}

/** Every kept table, row by row, against counting the products (and their variants) now. */
async function keptTablesAgree(step: string) {
  // The kept table itself, row by row, against counting every listed product's tokens.
  const kept = await rowsOf(
    ctx.database.db.execute(sql`select category_id, token, products from category_option_counts
        where products <> 0 or token like '~%' order by 1, 2`),
  );
  const counted = await rowsOf(
    ctx.database.db.execute(sql`select category_id, t as token, count(*)::int as products
        from products, unnest(option_tokens) t where listed group by 1, 2 order by 1, 2`),
  );
  expect(kept, step).toEqual(counted);
  // And by price band (migration 0016): each level's band of the special price's whole dollars.
  const banded = await rowsOf(
    ctx.database.db.execute(sql`select category_id, level, band, token, products from price_band_option_counts
        where products <> 0 order by 1, 2, 3, 4`),
  );
  const bandedCounted = await rowsOf(
    ctx.database.db.execute(sql`select category_id, l as level, (special_price_cents / 100) / (16 ^ l)::int as band,
          t as token, count(*)::int as products
        from products, unnest(option_tokens) t, generate_series(0, 5) l
        where listed group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
  expect(banded, step).toEqual(bandedCounted);
  // And by pair of values one variant in stock has together (migration 0017), from the variants.
  const paired = await rowsOf(
    ctx.database.db.execute(sql`select category_id, token, other, products from category_option_pair_counts
        where products <> 0 order by 1, 2, 3`),
  );
  const pairedCounted = await rowsOf(
    ctx.database.db.execute(sql`select p.category_id, a as token, b as other, count(distinct p.id)::int as products
        from products p join product_variants v on v.product_id = p.id and v.archived_at is null and v.quantity > 0,
          unnest(v.option_tokens) a, unnest(v.option_tokens) b
        where p.listed and a <> b group by 1, 2, 3 order by 1, 2, 3`),
  );
  expect(paired, step).toEqual(pairedCounted);
  // And as rows of each listed product's values (migration 0018), which a category's list with
  // values of one option counts: the table, and the lists' totals against counting the products.
  const tokenRows = await rowsOf(
    ctx.database.db.execute(sql`select category_id, token, product_id from product_option_tokens order by 1, 2, 3`),
  );
  const tokenRowsCounted = await rowsOf(
    ctx.database.db.execute(sql`select category_id, t as token, id as product_id
        from products, unnest(option_tokens) t where listed order by 1, 2, 3`),
  );
  expect(tokenRows, step).toEqual(tokenRowsCounted);
  // And by vocabulary word without digits and category (migrations 0020, 0023), which a one-word
  // search reads, summed over the categories.
  const worded = await rowsOf(
    ctx.database.db.execute(sql`select word, category_id, token, products from search_word_option_counts
        where products <> 0 order by 1, 2, 3`),
  );
  const wordedCounted = await rowsOf(
    ctx.database.db.execute(sql`select w as word, category_id, t as token, count(*)::int as products
        from products, unnest(tsvector_to_array(search)) w, unnest(option_tokens) t
        where listed and w !~ '[0-9]' group by 1, 2, 3 order by 1, 2, 3`),
  );
  expect(worded, step).toEqual(wordedCounted);
}

// Each test walks a catalog through dozens of changes and compares every answer with a count: on
// PGlite beside other files that takes longer than the default 30 s (no assertion depends on time).
describe("kept facet counts", { timeout: 120_000 }, () => {
  it("read without filters give exactly what counting the products gives, through every change", async () => {
    const keeper = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const here = await createCategory(ctx, admin, "Kept facet goods");
    const there = await createCategory(ctx, admin, "Kept facet elsewhere");
    // Every product is on sale: "on sale" then narrows nothing but makes the facets count the products,
    // the reference the kept counts must agree with.
    const body = (name: string, red: number, extra: object = {}) => ({
      productName: name,
      // Words sharing a prefix ("count": counted, counter), some products holding both.
      description: name === "Kept Two" ? "Counted by the kept facets" : "Counted by the kept facets, a facet counter",
      price: name === "Kept Two" ? 30 : 12,
      discount: 10,
      options: [
        { name: "Size", values: ["S", "M"] },
        { name: "Color", values: ["Red", "Blue"] },
      ],
      variants: [
        { options: { Size: "S", Color: "Red" }, quantity: red },
        { options: { Size: "M", Color: "Blue" }, quantity: 2 },
      ],
      ...extra,
    });
    const make = async (name: string, red: number) => {
      const res = await api("POST", `/admin/categories/${here}/products`, keeper, body(name, red));
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { productId: number; variants: VariantAnswer[] };
    };
    const one = await make("Kept One", 1);
    const two = await make("Kept Two", 3);
    const facetsOf = async (query: string) => {
      const res = await api("GET", `/public/facets?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const agree = async (step: string) => {
      for (const query of [
        `categoryId=${here}`,
        `categoryId=${there}`,
        `categoryId=${here}&option=Color:Red`,
        `categoryId=${here}&option=size:m`,
        `categoryId=${there}&option=Color:Red`,
        "option=color:blue",
        `categoryId=${here}&option=Color:Red&option=Color:Blue`,
        "pageSize=1",
        // Price ranges: the kept counts of the bands they cover, the parts of a dollar at their ends
        // counted (prices here: 10.80, 12.60, 27.00).
        `categoryId=${here}&minPrice=20`,
        `categoryId=${here}&maxPrice=20`,
        `categoryId=${here}&minPrice=100`,
        "minPrice=5&maxPrice=100",
        "minPrice=20",
        `categoryId=${here}&minPrice=10.8&maxPrice=10.8`,
        `categoryId=${here}&minPrice=10.81`,
        "minPrice=10.5&maxPrice=27",
        "maxPrice=26.99",
        `categoryId=${here}&minPrice=11&option=Color:Red`,
        "minPrice=10&maxPrice=30&option=size:m&inStock=true",
        "minPrice=30&maxPrice=10",
        // One-word searches: the kept counts of the one word they match (migration 0020), corrected
        // as the search is when the word matches nothing as typed.
        "keyword=kept",
        "keyword=KEPT&option=Color:Red",
        "keyword=kep&option=size:m&option=Color:Blue",
        "keyword=counted&option=Color:Red&option=Color:Blue",
        "keyword=counted&inStock=true",
        "keyword=countd",
        "keyword=uno",
        `keyword=kept&categoryId=${there}`,
        "keyword=kept facets",
        "keyword=kept&minPrice=11",
        "keyword=count",
        "keyword=facet&option=Color:Red",
        "keyword=count&option=size:m&option=Color:Blue",
        "keyword=counte&inStock=true",
      ]) {
        expect(await facetsOf(query), `${step}: ${query}`).toEqual(await facetsOf(`${query}&onSale=true`));
      }
      await keptTablesAgree(step);
      for (const category of [here, there]) {
        for (const query of [
          "option=Size:S&option=Size:M",
          "option=color:red&option=Color:Blue&option=Color:Green",
          "option=Color:Red&option=Color:Pink&inStock=true",
          "option=Size:XL&option=Size:XXL",
        ]) {
          const list = async (q: string) => {
            const res = await api("GET", `/public/categories/${category}/products?${q}&pageSize=1`);
            expect(res.statusCode, res.body).toBe(200);
            return res.json();
          };
          expect(await list(query), `${step}: ${category} ${query}`).toEqual(await list(`${query}&onSale=true`));
        }
      }
    };
    const redOf = async (query = `categoryId=${here}`) =>
      (await facetsOf(query)).options
        .find((o: { name: string }) => o.name === "Color")
        ?.values.find((v: { value: string }) => v.value === "Red")?.count ?? 0;
    await agree("created");
    expect(await redOf()).toBe(2);

    // The last red small of Kept One is bought: it no longer counts; the cancel brings it back.
    const address = await addAddress(ctx, buyer);
    const red = one.variants.find((v) => v.options.Color === "Red")!;
    expect(
      (await api("POST", `/carts/products/${one.productId}/quantity/1?variantId=${red.variantId}`, buyer)).statusCode,
    ).toBe(200);
    const placed = await placeCashOrder(ctx, buyer, address);
    expect(placed.statusCode, placed.body).toBe(201);
    await agree("sold out");
    expect(await redOf()).toBe(1);
    expect((await api("PUT", `/orders/${placed.json().orderId}/cancel`, buyer)).statusCode).toBe(200);
    await agree("cancelled");
    expect(await redOf()).toBe(2);

    // A new price for every kept variant (the set is rewritten in place), then a new variant set, a
    // move to another category, a delisting seller, a deleted product.
    const repriced = await api("PUT", `/admin/products/${one.productId}`, keeper, {
      ...body("Kept Uno", 1),
      price: 14,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    await agree("repriced and renamed");
    const unoRed = async () =>
      (await facetsOf("keyword=uno")).options
        .find((o: { name: string }) => o.name === "Color")
        ?.values.find((v: { value: string }) => v.value === "Red")?.count ?? 0;
    expect(await unoRed()).toBe(1);
    const replaced = await api("PUT", `/admin/products/${two.productId}`, keeper, {
      ...body("Kept Two", 0),
      options: [{ name: "Color", values: ["Green"] }],
      variants: [{ options: { Color: "Green" }, quantity: 4 }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await agree("replaced");
    expect(await redOf()).toBe(1);
    const moved = await api("PUT", `/admin/products/${one.productId}`, keeper, {
      ...body("Kept One", 1),
      categoryId: there,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await agree("moved");
    expect(await redOf()).toBe(0);
    expect(await redOf(`categoryId=${there}`)).toBe(1);
    // The same words and values in both categories: a search's kept counts are kept per category
    // (migration 0023) and its facets add the categories' rows up.
    await make("Kept Three", 1);
    await agree("the same words and values in two categories");
    expect(await redOf("keyword=kept")).toBe(2);
    const roles = (list: string[]) => api("PUT", `/admin/users/${keeper.id}/roles`, admin, { roles: list });
    expect((await roles([ROLES.user])).statusCode).toBe(200);
    await agree("delisted");
    expect(await redOf(`categoryId=${there}`)).toBe(0);
    expect((await roles([ROLES.user, ROLES.seller])).statusCode).toBe(200);
    await agree("listed again");
    expect(await redOf(`categoryId=${there}`)).toBe(1);
    expect((await api("DELETE", `/admin/products/${two.productId}`, keeper)).statusCode).toBe(200);
    await agree("deleted");
  });
});

describe("a list of one option value", { timeout: 120_000 }, () => {
  it("reads its total from the kept counts and gives the pages counting gives, whatever the sort", async () => {
    const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
    const category = await createCategory(ctx, admin, "Walked colours");
    const post = async (body: object) => {
      const res = await api("POST", `/admin/categories/${category}/products`, seller, {
        description: "A product to walk past",
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    // 300 products without the value first, then 40 red ones (2 of them sold out in red) at the end of
    // the id order and the top of the price order: a walk from the start of those orders finds too few
    // and the page comes from counting instead; from the other end the walk finds them.
    for (let i = 0; i < 300; i++)
      await post({ productName: `Plain ${String(i).padStart(3, "0")}`, price: 5 + (i % 7), quantity: 3 });
    for (let i = 0; i < 40; i++) {
      await post({
        productName: `Walked ${String(i).padStart(2, "0")}`,
        price: 50 + i,
        options: [{ name: "Color", values: ["Red", "Blue"] }],
        variants: [
          { options: { Color: "Red" }, quantity: i % 20 === 0 ? 0 : 2 },
          { options: { Color: "Blue" }, quantity: 1 },
        ],
      });
    }
    const page = async (query: string) => {
      const res = await api("GET", query);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { ids: body.content.map((p: { productId: number }) => p.productId), total: body.totalElements };
    };
    for (const base of [`/public/categories/${category}/products?`, "/public/products?"]) {
      for (const sort of [
        "productId&sortOrder=asc",
        "productId&sortOrder=desc",
        "price&sortOrder=desc",
        "productName",
      ]) {
        for (const pageNumber of [0, 3, 7]) {
          const query = `${base}option=color:red&sortBy=${sort}&pageSize=5&pageNumber=${pageNumber}`;
          const walked = await page(query);
          // A price floor of 0 narrows nothing and makes the list count its matches: the reference.
          expect(walked, query).toEqual(await page(`${query}&minPrice=0`));
          if (!base.includes("categories")) continue;
          expect(walked.total, query).toBe(38);
          // Two values of one option in a category: walked against the category's rows of values.
          const both = `${base}option=color:red&option=Color:Blue&sortBy=${sort}&pageSize=5&pageNumber=${pageNumber}`;
          const walkedBoth = await page(both);
          expect(walkedBoth, both).toEqual(await page(`${both}&minPrice=0`));
          expect(walkedBoth.total, both).toBe(40);
        }
      }
    }
    expect((await page(`/public/categories/${category}/products?option=Color:Green`)).total).toBe(0);
  });
});

/** PostgreSQL only: PGlite runs one statement at a time, so no two writers ever overlap there. */
describe.runIf(process.env.TEST_DB === "postgres")("kept facet counts, raced on two servers", () => {
  it("stay exact when checkouts on both sell out values of products that share words and values", async () => {
    const second = await startSecondServer(ctx);
    try {
      const seller = await createUser(ctx, { roles: [ROLES.user, ROLES.seller] });
      const category = await createCategory(ctx, admin, "Raced facet goods");
      // Twelve products with the same words and values, each with one last red unit: every checkout
      // below sells one out, so each changes the same kept rows (words × values) at the same time.
      const products = [];
      for (let i = 0; i < 12; i++) {
        const res = await api("POST", `/admin/categories/${category}/products`, seller, {
          productName: `Raced lantern ${i}`,
          description: "A raced lantern in red and blue",
          price: 20,
          options: [{ name: "Color", values: ["Red", "Blue"] }],
          variants: [
            { options: { Color: "Red" }, quantity: 1 },
            { options: { Color: "Blue" }, quantity: 5 },
          ],
        });
        expect(res.statusCode, res.body).toBe(201);
        products.push(res.json() as { productId: number; variants: VariantAnswer[] });
      }
      const buyers = await Promise.all(products.map(() => createUser(ctx)));
      const addresses = await Promise.all(buyers.map((u) => addAddress(ctx, u)));
      for (const [i, p] of products.entries()) {
        const red = p.variants.find((v) => v.options.Color === "Red")!;
        const res = await api(
          "POST",
          `/carts/products/${p.productId}/quantity/1?variantId=${red.variantId}`,
          buyers[i]!,
        );
        expect(res.statusCode, res.body).toBe(200);
      }
      const results = await Promise.all(
        buyers.map((u, i) => placeCashOrder(ctx, u, addresses[i]!, {}, i % 2 ? second : ctx.app)),
      );
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 201));
      await keptTablesAgree("raced");
      const facets = async (query: string) => (await api("GET", `/public/facets?${query}`)).json();
      const colours = (await facets("keyword=lantern")).options.find((o: { name: string }) => o.name === "Color");
      expect(colours.values).toEqual([{ value: "Blue", count: 12 }]);
      expect(await facets("keyword=lantern")).toEqual(await facets("keyword=lantern&onSale=false&minPrice=0"));
    } finally {
      await second.close();
    }
  });
});
